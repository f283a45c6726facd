import { describe, expect, it } from "vitest";
import { homeHref, isHomePath, pageFromSearch, tabFromSearch } from "./home-url.ts";

describe("home URLs", () => {
  it("reads the tab, defaulting to НОВИ for a missing or unknown value", () => {
    expect(tabFromSearch(new URLSearchParams("tab=views"))).toBe("views");
    expect(tabFromSearch(new URLSearchParams("tab=comments"))).toBe("comments");
    expect(tabFromSearch(new URLSearchParams("tab=date"))).toBe("date");
    expect(tabFromSearch(new URLSearchParams("tab=bogus"))).toBe("date");
    expect(tabFromSearch(new URLSearchParams(""))).toBe("date");
  });

  it("reads the page, defaulting to 1 for anything but a positive integer", () => {
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc", "page=1e9"]) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    }
  });

  it("builds URLs that leave out the defaults and encode the category", () => {
    expect(homeHref({})).toBe("/home");
    expect(homeHref({ tab: "date", page: 1 })).toBe("/home");
    expect(homeHref({ tab: "views" })).toBe("/home?tab=views");
    expect(homeHref({ tab: "comments", page: 4 })).toBe("/home?tab=comments&page=4");
    expect(homeHref({ category: "Спорт", page: 2 })).toBe(`/category/${encodeURIComponent("Спорт")}?page=2`);
    expect(homeHref({ category: null, page: 2 })).toBe("/home?page=2");
  });

  it("knows its own pages", () => {
    expect(isHomePath("/home")).toBe(true);
    expect(isHomePath("/category/%D0%A1")).toBe(true);
    expect(isHomePath("/article/3")).toBe(false);
  });
});
