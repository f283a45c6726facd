import type { OwnArticleQuery } from "#common/schemas/journalist.ts";

export type StatusFilter = "all" | "published" | "draft";
export type ListFilters = { search: string; status: StatusFilter; sortBy: OwnArticleQuery["sortBy"]; sortOrder: OwnArticleQuery["sortOrder"] };

export const defaultFilters: ListFilters = { search: "", status: "all", sortBy: "date", sortOrder: "desc" };

/** SPEC.md §7: search only when non-empty, status only when not all. */
export function myArticlesPath(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status !== "all") params.set("status", filters.status);
  params.set("sortBy", filters.sortBy);
  params.set("sortOrder", filters.sortOrder);
  return `/journalist/articles?${params}`;
}
