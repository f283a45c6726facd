import { listPage, listTab } from "#common/list-params.ts";
import { cachedPageAt, liveEntriesParam, type CachedPage } from "#common/page-paths.ts";
import { themeFromCookieHeader, type ThemeChoice } from "#common/theme.ts";

/** A public page as the cache knows it: its key and the URL that renders it. */
export type PageTarget = {
  /** Path, the query parameters that matter, and the theme. */
  key: string;
  /** Path and the query parameters that matter: what is rendered (anything else in the URL is ignored). */
  url: string;
  theme: ThemeChoice;
};

/** A search asked of a listed page (/home?q=): not that page, but a redirect to the results page (issue 19). */
const searchParam = "q";

/** The public pages common/page-paths.ts names as cached, each also as a React Router data request (`.data`). */
export function isCachedPath(path: string): boolean {
  return cachedPageAt(path) !== null;
}

/**
 * The cached page a GET or HEAD request asks for, or null when the request is none of the cache's
 * business: not a cached path, or signed in (an Authorization header).
 */
export function pageTargetOf(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: { authorization?: string; cookie?: string },
): PageTarget | null {
  if ((method !== "GET" && method !== "HEAD") || !rawUrl || headers.authorization !== undefined) return null;
  const q = rawUrl.indexOf("?");
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const page = cachedPageAt(path);
  if (page === null) return null;
  if (q !== -1 && new URLSearchParams(rawUrl.slice(q + 1)).has(searchParam)) return null;
  const cookie = headers.cookie;
  const theme = themeFromCookieHeader(cookie);
  const url = q === -1 ? path : path + canonicalQuery(page, rawUrl.slice(q + 1));
  return { key: `${theme} ${url}`, url, theme };
}

/**
 * The query of a page as its loader reads it, in one spelling (issue 30: `?page=01`, `?page=1.0`
 * and `?_routes=…` were each a render of their own): the home and category pages' tab and page,
 * an article's page of comments and of its live entries (`?entries=`, issue 37), an author's and a
 * tag's page of articles, each left out at its default (the first page, НОВИ) and written as the
 * number or name it means. Anything else is dropped:
 * tracking parameters, and React Router's `_routes`, without which a data request loads every
 * route of the page (the reader's pages' own client never sends it).
 */
function canonicalQuery(page: CachedPage, query: string): string {
  if (query === "") return "";
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  const lists = page === "home" || page === "category";
  if (lists) {
    const tab = listTab(params.get("tab"));
    if (tab !== "date") kept.set("tab", tab);
  }
  if (lists || page === "article" || page === "author" || page === "tag") {
    const page = listPage(params.get("page"));
    if (page > 1) kept.set("page", String(page));
  }
  // Issue 37: an article's page of live entries, beside its page of comments.
  if (page === "article") {
    const entries = listPage(params.get(liveEntriesParam));
    if (entries > 1) kept.set(liveEntriesParam, String(entries));
  }
  const text = kept.toString();
  return text === "" ? "" : `?${text}`;
}
