import type { OwnArticleQuery } from "#common/schemas/journalist.ts";

export type StatusFilter = "all" | "published" | "draft" | "scheduled";
export type ListFilters = {
  search: string;
  status: StatusFilter;
  sortBy: OwnArticleQuery["sortBy"];
  sortOrder: OwnArticleQuery["sortOrder"];
};

export const defaultFilters: ListFilters = { search: "", status: "all", sortBy: "date", sortOrder: "desc" };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The filters as they stand in the screen's URL (SPEC.md §4 defaults: date, descending, all). */
export function parseListFilters(params: URLSearchParams): ListFilters {
  return {
    search: params.get("search") ?? "",
    status: oneOf(params.get("status"), ["all", "published", "draft", "scheduled"], "all"),
    sortBy: oneOf(params.get("sortBy"), ["date", "title", "views"], "date"),
    sortOrder: oneOf(params.get("sortOrder"), ["asc", "desc"], "desc"),
  };
}

/** The filters for the screen's URL, the defaults left out. */
export function listFiltersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultFilters) as (keyof ListFilters)[])
    if (filters[key] && filters[key] !== defaultFilters[key]) params.set(key, filters[key]);
  return params;
}

/** SPEC.md §7: search only when non-empty, status only when not all. */
export function myArticlesPath(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status !== "all") params.set("status", filters.status);
  params.set("sortBy", filters.sortBy);
  params.set("sortOrder", filters.sortOrder);
  return `/journalist/articles?${params}`;
}
