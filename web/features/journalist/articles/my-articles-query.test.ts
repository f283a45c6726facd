import { describe, expect, it } from "vitest";
import { defaultFilters, myArticlesPath } from "./my-articles-query.ts";

describe("the my-articles query", () => {
  it("sends search and status only when they narrow the list", () => {
    expect(myArticlesPath(defaultFilters)).toBe("/journalist/articles?sortBy=date&sortOrder=desc");
    expect(myArticlesPath({ search: "  избори ", status: "draft", sortBy: "views", sortOrder: "asc" })).toBe(
      "/journalist/articles?search=%D0%B8%D0%B7%D0%B1%D0%BE%D1%80%D0%B8&status=draft&sortBy=views&sortOrder=asc",
    );
  });
});
