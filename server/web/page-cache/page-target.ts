import { sitePagePath, sitePageSlugs } from "#common/site-pages.ts";
import { themeFromCookieHeader, type ThemeChoice } from "#common/theme.ts";

/** A public page as the cache knows it: its key and the URL that renders it. */
export type PageTarget = {
  /** Path, the query parameters that matter, and the theme. */
  key: string;
  /** Path and the query parameters that matter: what is rendered (anything else in the URL is ignored). */
  url: string;
  theme: ThemeChoice;
};

/** The query parameters that change a page: the home tab and page, and React Router's route list of a data request. */
const significantParams = ["tab", "page", "_routes"] as const;

/** A search asked of a listed page (/home?q=): not that page, but a redirect to the results page (issue 19). */
const searchParam = "q";

/** Pages at a fixed address: the home page and the publisher's pages (issue 21). */
const fixedPaths = new Set(["/home", ...sitePageSlugs.map(sitePagePath)].flatMap((path) => [path, `${path}.data`]));

/**
 * /home, /category/{name}, /article/{id}, /author/{username} and the publisher's pages (/za-nas, …),
 * each also as a React Router data request (`.data`).
 */
export function isCachedPath(path: string): boolean {
  if (fixedPaths.has(path)) return true;
  const prefix = path.startsWith("/article/") ? 9 : path.startsWith("/category/") ? 10 : path.startsWith("/author/") ? 8 : 0;
  return prefix > 0 && path.length > prefix && path.indexOf("/", prefix) === -1;
}

/**
 * The cached page a GET or HEAD request asks for, or null when the request is none of the cache's
 * business: not a cached path, or signed in (an Authorization header).
 */
export function pageTargetOf(method: string | undefined, rawUrl: string | undefined, headers: { authorization?: string; cookie?: string }): PageTarget | null {
  if ((method !== "GET" && method !== "HEAD") || !rawUrl || headers.authorization !== undefined) return null;
  const q = rawUrl.indexOf("?");
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (!isCachedPath(path)) return null;
  if (q !== -1 && new URLSearchParams(rawUrl.slice(q + 1)).has(searchParam)) return null;
  const cookie = headers.cookie;
  const theme = themeFromCookieHeader(cookie);
  const url = q === -1 ? path : path + significantQuery(rawUrl.slice(q + 1));
  return { key: `${theme} ${url}`, url, theme };
}

function significantQuery(query: string): string {
  if (query === "") return "";
  const all = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of significantParams) {
    const value = all.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text === "" ? "" : `?${text}`;
}
