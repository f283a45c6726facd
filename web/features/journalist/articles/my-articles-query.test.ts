import { describe, expect, it } from "vitest";
import { defaultFilters, listFiltersToParams, myArticlesPath, parseListFilters } from "./my-articles-query.ts";

describe("the my-articles query", () => {
  it("sends search and status only when they narrow the list", () => {
    expect(myArticlesPath(defaultFilters)).toBe("/journalist/articles?sortBy=date&sortOrder=desc");
    expect(myArticlesPath({ search: "  избори ", status: "draft", sortBy: "views", sortOrder: "asc" })).toBe(
      "/journalist/articles?search=%D0%B8%D0%B7%D0%B1%D0%BE%D1%80%D0%B8&status=draft&sortBy=views&sortOrder=asc",
    );
  });
});

describe("the my-articles filters in the URL", () => {
  it("leave the defaults out and round-trip the rest", () => {
    expect(listFiltersToParams(defaultFilters).toString()).toBe("");
    const filters = { search: "избори", status: "draft", sortBy: "views", sortOrder: "asc" } as const;
    expect(parseListFilters(listFiltersToParams(filters))).toEqual(filters);
    expect(parseListFilters(new URLSearchParams("status=gone&sortBy=likes&sortOrder=up"))).toEqual(defaultFilters);
  });
});
