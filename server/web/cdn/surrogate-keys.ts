import { createHash } from "node:crypto";
import { cachedPageAt } from "#common/page-paths.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articleOfKey } from "#server/web/page-cache/page-cache.ts";

/**
 * What a cached page shows, as a CDN's surrogate keys (issue 34, point 4; decision 0129), by the
 * same rule the page cache drops pages by (decision 0104), so that a purge at the CDN reaches
 * exactly the pages a change reaches in the processes' caches:
 * - every page: `site` (a change of everything purges it);
 * - an article's page: `article-{id}` and `more-from-{category}` for each category whose newest
 *   articles it lists;
 * - every other page (home, categories, tags, authors, the publisher's pages): `lists`, which any
 *   change of articles reaches, and its kind (`home`, `category`, ...).
 */
export const siteKey = "site";
export const listsKey = "lists";
export const articleKey = (id: number) => `article-${id}`;
/** A category's names are Cyrillic and may hold spaces; a key is one short token. */
export const moreFromKey = (category: string) =>
  `more-from-${createHash("sha256").update(category).digest("hex").slice(0, 16)}`;

/** The keys of the feeds and sitemaps: lists of articles, which every change of articles reaches. */
export const listKeys = [siteKey, listsKey] as const;

/** The keys of the cached page `key` (the page cache's key: theme, path and query). */
export function pageKeys(key: string, categoryLists: readonly string[]): string[] {
  const article = articleOfKey(key);
  if (article !== null) return [siteKey, articleKey(article), ...categoryLists.map(moreFromKey)];
  const path = key.slice(key.indexOf(" ") + 1).split("?")[0]!;
  const kind = cachedPageAt(path.replace(/\.data$/, ""));
  return kind === null ? [siteKey, listsKey] : [siteKey, listsKey, kind];
}

/** The keys a change purges, or an empty list when it changed no page. */
export function changeKeys(change: PageChange): string[] {
  if (change.pages === "none") return [];
  if (change.pages === "all") return [siteKey];
  // A live entry (decision 0140): the articles' own pages, no list.
  if (change.ownPagesOnly) return [...new Set(change.articleIds.map(articleKey))];
  return [...new Set([listsKey, ...change.articleIds.map(articleKey), ...change.categories.map(moreFromKey)])];
}
