import { describe, expect, it } from "vitest";
import { cleanSearchQuery, isSearchable, searchHref } from "./search-query.ts";

describe("cleanSearchQuery", () => {
  it("turns control characters into spaces, drops invisible ones and collapses spaces", () => {
    expect(cleanSearchQuery("  бюд\u200bжет\u0000 \t софия\u00ad ")).toEqual({ text: "бюджет софия", cut: false });
    expect(cleanSearchQuery("\ud800x\udc00")).toEqual({ text: "x", cut: false });
  });

  it("cuts at 200 characters, never inside one", () => {
    const emoji = "😀".repeat(250);
    const { text, cut } = cleanSearchQuery(emoji);
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(200);
    expect(cleanSearchQuery("я".repeat(200))).toEqual({ text: "я".repeat(200), cut: false });
  });

  it("knows when nothing is left to search", () => {
    expect(isSearchable("!!! 😀 …")).toBe(false);
    expect(isSearchable("!!! 4")).toBe(true);
  });
});

describe("searchHref", () => {
  it("puts only what is not the default in the address", () => {
    expect(searchHref({ q: "бюджет" })).toBe(`/search?q=${encodeURIComponent("бюджет")}`);
    expect(searchHref({ q: "a b", category: "Спорт", range: "week", page: 3 })).toBe(
      `/search?q=a+b&category=${encodeURIComponent("Спорт")}&range=week&page=3`,
    );
    expect(searchHref({ q: "x", category: null, range: "any", page: 1 })).toBe("/search?q=x");
  });
});
