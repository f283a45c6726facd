import { describe, expect, it } from "vitest";
import { noticeOf, readNotice, type PageChange } from "./content-changes.ts";

describe("content change notifications (decision 0104)", () => {
  it("carry what a change did to the pages from one process to the others", () => {
    const changes: PageChange[] = [
      { pages: "all" },
      { pages: "none" },
      { pages: "articles", articleIds: [3, 7], categories: ["спорт", "политика"] },
      // A live entry (decision 0140): the article's own pages only.
      { pages: "articles", articleIds: [5], categories: [], ownPagesOnly: true },
    ];
    for (const change of changes) {
      expect(readNotice(noticeOf("abc123", change))).toEqual({ from: "abc123", change });
    }
  });

  it("read anything unreadable (an older process's bare id, a broken change) as a change of every page", () => {
    expect(readNotice("abc123")).toEqual({ from: "abc123", change: { pages: "all" } });
    expect(readNotice("abc123 {not json")).toEqual({ from: "abc123", change: { pages: "all" } });
    expect(readNotice('abc123 {"pages":"articles","articleIds":["x"],"categories":[]}')).toEqual({
      from: "abc123",
      change: { pages: "all" },
    });
  });

  it("sends a change naming more articles than a notification holds as a change of every page", () => {
    const many = { pages: "articles" as const, articleIds: Array.from({ length: 5000 }, (_, i) => i), categories: [] };
    expect(readNotice(noticeOf("abc123", many)).change).toEqual({ pages: "all" });
  });
});
