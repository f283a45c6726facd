import { describe, expect, it } from "vitest";
import { centredPages, pagesWithGaps } from "./pager-pages.ts";

describe("centredPages", () => {
  it("shows up to five pages centred on the current one", () => {
    expect(centredPages(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(centredPages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(centredPages(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(centredPages(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(centredPages(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows every page when there are few", () => {
    expect(centredPages(2, 3)).toEqual([1, 2, 3]);
    expect(centredPages(1, 1)).toEqual([1]);
    expect(centredPages(1, 0)).toEqual([]);
  });
});

describe("pagesWithGaps", () => {
  it("keeps the first, the last and the neighbours of the current page", () => {
    expect(pagesWithGaps(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pagesWithGaps(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pagesWithGaps(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("fills a gap of one page with the page itself", () => {
    expect(pagesWithGaps(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pagesWithGaps(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows every page when there are few", () => {
    expect(pagesWithGaps(1, 2)).toEqual([1, 2]);
    expect(pagesWithGaps(2, 3)).toEqual([1, 2, 3]);
    expect(pagesWithGaps(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  });

  it("handles one page and none, and a current page outside the range", () => {
    expect(pagesWithGaps(1, 1)).toEqual([1]);
    expect(pagesWithGaps(1, 0)).toEqual([]);
    expect(pagesWithGaps(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pagesWithGaps(99, 10)).toEqual([1, "gap", 9, 10]);
  });
});
