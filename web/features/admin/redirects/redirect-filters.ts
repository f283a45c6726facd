import { limits } from "#common/limits.ts";

/** The screen "Пренасочвания"'s search and page, as they live in its URL (`?q=…&page=2`). */
export type RedirectFilters = { search: string; page: number };

/** Reads the filters from the URL, ignoring what the API would refuse. */
export function parseRedirectFilters(params: URLSearchParams): RedirectFilters {
  const page = Number(params.get("page"));
  return {
    search: (params.get("q") ?? "").slice(0, limits.searchQueryInputMax),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Writes the filters to the URL, leaving out the defaults. */
export function redirectFiltersToParams(filters: RedirectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The query of GET /api/admin/redirects for these filters. */
export function redirectListQuery(filters: RedirectFilters): string {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set("q", filters.search.trim());
  return params.toString();
}
