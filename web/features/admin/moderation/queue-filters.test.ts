import { describe, expect, it } from "vitest";
import {
  changeQueueFilters,
  defaultQueueFilters,
  hasQueueFilters,
  parseQueueFilters,
  queueFiltersToParams,
  queueQuery,
} from "./queue-filters.ts";

describe("the moderation queue's filters", () => {
  it("open on the held comments, with nothing in the URL", () => {
    expect(parseQueueFilters(new URLSearchParams())).toEqual(defaultQueueFilters);
    expect(queueFiltersToParams(defaultQueueFilters).toString()).toBe("");
  });

  it("round-trip through the URL and drop what the API would refuse", () => {
    const filters = {
      tab: "reported",
      article: "12",
      search: "глупак",
      dateFrom: "2026-11-01",
      dateTo: "",
      page: 3,
    } as const;
    expect(parseQueueFilters(queueFiltersToParams(filters))).toEqual(filters);
    expect(parseQueueFilters(new URLSearchParams("tab=spam&article=x&dateFrom=1.11.2026&page=0"))).toEqual(
      defaultQueueFilters,
    );
  });

  it("go back to page 1 on any change but the page", () => {
    const on3 = { ...defaultQueueFilters, page: 3 };
    expect(changeQueueFilters(on3, { tab: "all" })).toMatchObject({ tab: "all", page: 1 });
    expect(changeQueueFilters(on3, { page: 4 })).toMatchObject({ page: 4 });
    expect(hasQueueFilters(defaultQueueFilters)).toBe(false);
    expect(hasQueueFilters({ ...defaultQueueFilters, search: " x " })).toBe(true);
  });

  it("ask the API with its own parameter names", () => {
    expect(
      queueQuery(
        { tab: "hidden", article: "5", search: " a ", dateFrom: "2026-11-01", dateTo: "2026-11-02", page: 2 },
        20,
      ),
    ).toBe("tab=hidden&article_id=5&search=a&dateFrom=2026-11-01&dateTo=2026-11-02&page=2&pageSize=20");
  });
});
