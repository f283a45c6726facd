import { articleSorts, type ArticleSort } from "#common/article-sorts.ts";
import { listPage, listTab } from "#common/list-params.ts";
import { categoryPath } from "#common/page-paths.ts";

/** The tabs of the home and category pages, in order; НОВИ ("date") is the default and has no URL parameter. */
export const homeTabs = articleSorts;
export type HomeTab = ArticleSort;

export type HomeLocation = { category?: string | null; tab?: HomeTab; page?: number };

export function tabFromSearch(params: URLSearchParams): HomeTab {
  return listTab(params.get("tab"));
}

export function pageFromSearch(params: URLSearchParams): number {
  return listPage(params.get("page"));
}

/** The shareable URL of a tab, category and page: /home or /category/{name}, ?tab= and ?page= only when not the default. */
export function homeHref({ category, tab = "date", page = 1 }: HomeLocation): string {
  const path = category ? categoryPath(category) : "/home";
  const params = new URLSearchParams();
  if (tab !== "date") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a pathname is one of the pages this feature renders (for the navigation loading state). */
export function isHomePath(pathname: string): boolean {
  return pathname === "/home" || pathname.startsWith("/category/");
}
