import type { ArticleSort } from "./article-sorts.ts";

/**
 * What the `page` and `tab` parameters of the reader's pages mean: one reading, shared by the
 * pages' loaders and the page cache's key (server/web/page-cache/page-target.ts), so that every
 * spelling of one page (`page=01`, `page=2.0`, `tab=bogus`) is one page, rendered once (issue 30).
 */

/** The last page a list's `page` parameter may name. */
export const listPageMax = 100_000;

/** The page a `page` parameter names: a whole number from 1 to 100 000 however written, else 1. */
export function listPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= listPageMax ? page : 1;
}

/** The tab a `tab` parameter names: НОВИ ("date") for a missing or unknown one. */
export function listTab(value: string | null): ArticleSort {
  return value === "views" || value === "comments" ? value : "date";
}
