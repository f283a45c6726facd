import { describe, expect, it } from "vitest";
import {
  articleFiltersToParams,
  articleListQuery,
  changeArticleFilters,
  defaultArticleFilters,
  hasArticleFilters,
  parseArticleFilters,
} from "./article-filters.ts";

describe("article filters in the URL", () => {
  it("reads defaults from an empty query and writes nothing back", () => {
    const filters = parseArticleFilters(new URLSearchParams());
    expect(filters).toEqual(defaultArticleFilters);
    expect(articleFiltersToParams(filters).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const query =
      "search=%D0%B2%D0%BE%D1%82&status=draft&category=%D0%A1%D0%BF%D0%BE%D1%80%D1%82&author=7&dateFrom=2026-01-01&dateTo=2026-02-01&sortBy=views&sortOrder=asc&page=3&article=12";
    const filters = parseArticleFilters(new URLSearchParams(query));
    expect(filters).toMatchObject({
      search: "вот",
      status: "draft",
      category: "Спорт",
      author: "7",
      sortBy: "views",
      sortOrder: "asc",
      page: 3,
      article: "12",
    });
    expect(parseArticleFilters(articleFiltersToParams(filters))).toEqual(filters);
  });

  it("ignores values the API would refuse", () => {
    const filters = parseArticleFilters(
      new URLSearchParams("status=gone&author=x&dateFrom=1.1.2026&sortBy=likes&sortOrder=up&page=-2&article=0"),
    );
    expect(filters).toEqual(defaultArticleFilters);
  });
});

describe("changeArticleFilters", () => {
  it("sends every filter change back to page 1, but not a page change", () => {
    const onPage4 = { ...defaultArticleFilters, page: 4 };
    expect(changeArticleFilters(onPage4, { status: "published" }).page).toBe(1);
    expect(changeArticleFilters(onPage4, { sortBy: "title" }).page).toBe(1);
    expect(changeArticleFilters(onPage4, { dateTo: "2026-03-01" }).page).toBe(1);
    expect(changeArticleFilters(onPage4, { page: 5 }).page).toBe(5);
  });
});

describe("articleListQuery", () => {
  it("sends only the set filters, trimmed, with the sort, page and page size", () => {
    const filters = { ...defaultArticleFilters, search: "  избори ", author: "3", page: 2 };
    expect(Object.fromEntries(new URLSearchParams(articleListQuery(filters)))).toEqual({
      search: "избори",
      author: "3",
      sortBy: "date",
      sortOrder: "desc",
      page: "2",
      pageSize: "10",
    });
  });

  it("knows when the list is narrowed", () => {
    expect(hasArticleFilters(defaultArticleFilters)).toBe(false);
    expect(hasArticleFilters({ ...defaultArticleFilters, search: "   " })).toBe(false);
    expect(hasArticleFilters({ ...defaultArticleFilters, category: "Спорт" })).toBe(true);
  });
});
