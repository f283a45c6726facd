import { limits } from "#common/limits.ts";

/** The admin article list's filters, as they live in the URL's search params. */
export type ArticleFilters = {
  search: string;
  status: "" | "published" | "draft" | "scheduled";
  category: string;
  author: string;
  dateFrom: string;
  dateTo: string;
  sortBy: "date" | "title" | "views";
  sortOrder: "asc" | "desc";
  page: number;
  /** The article the dashboard's statistics link points at (highlighted). */
  article: string;
};

export const defaultArticleFilters: ArticleFilters = {
  search: "",
  status: "",
  category: "",
  author: "",
  dateFrom: "",
  dateTo: "",
  sortBy: "date",
  sortOrder: "desc",
  page: 1,
  article: "",
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the filters from search params, ignoring values the API would refuse. */
export function parseArticleFilters(params: URLSearchParams): ArticleFilters {
  const page = Number(params.get("page"));
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return isoDate.test(value) ? value : "";
  };
  const id = (key: string) => {
    const value = params.get(key) ?? "";
    return /^[1-9]\d{0,9}$/.test(value) ? value : "";
  };
  return {
    search: params.get("search") ?? "",
    status: oneOf(params.get("status"), ["", "published", "draft", "scheduled"], ""),
    category: params.get("category") ?? "",
    author: id("author"),
    dateFrom: date("dateFrom"),
    dateTo: date("dateTo"),
    sortBy: oneOf(params.get("sortBy"), ["date", "title", "views"], "date"),
    sortOrder: oneOf(params.get("sortOrder"), ["asc", "desc"], "desc"),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    article: id("article"),
  };
}

/** Writes the filters as search params, leaving defaults out so URLs stay short. */
export function articleFiltersToParams(filters: ArticleFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultArticleFilters) as (keyof ArticleFilters)[]) {
    const value = filters[key];
    if (value !== defaultArticleFilters[key] && value !== "") params.set(key, String(value));
  }
  return params;
}

/** A change of one filter: any change other than the page sends the list back to page 1 (SPEC.md §4). */
export function changeArticleFilters(filters: ArticleFilters, change: Partial<ArticleFilters>): ArticleFilters {
  const next = { ...filters, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

/** Whether anything narrows the list (the empty state says so). */
export function hasArticleFilters(filters: ArticleFilters): boolean {
  return Boolean(
    filters.search.trim() || filters.status || filters.category || filters.author || filters.dateFrom || filters.dateTo,
  );
}

/** The query of GET /api/admin/articles for these filters. */
export function articleListQuery(filters: ArticleFilters, pageSize: number = limits.adminPageSize): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.status) params.set("status", filters.status);
  if (filters.category) params.set("category", filters.category);
  if (filters.author) params.set("author", filters.author);
  if (filters.dateFrom) params.set("dateFrom", filters.dateFrom);
  if (filters.dateTo) params.set("dateTo", filters.dateTo);
  params.set("sortBy", filters.sortBy);
  params.set("sortOrder", filters.sortOrder);
  params.set("page", String(filters.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}
