import { describe, expect, it } from "vitest";
import { pagerItems } from "./pager-items.ts";

describe("pagerItems", () => {
  it("shows every page when there are few", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
  });

  it("shows the first, the last and the neighbours, with gaps", () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pagerItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pagerItems(10, 10)).toEqual([1, "gap", 9, 10]);
    expect(pagerItems(4, 10)).toEqual([1, "gap", 3, 4, 5, "gap", 10]);
  });

  it("clamps a current page outside the range and handles no pages", () => {
    expect(pagerItems(99, 4)).toEqual([1, "gap", 3, 4]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
