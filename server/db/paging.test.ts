import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging.ts";

describe("pageWindow", () => {
  it("reads the first half of a list forwards", () => {
    expect(pageWindow(100, 1, 10)).toEqual({ offset: 0, limit: 10, reversed: false });
    expect(pageWindow(100, 5, 10)).toEqual({ offset: 40, limit: 10, reversed: false });
  });

  it("reads the second half backwards from the end, with the smaller offset", () => {
    expect(pageWindow(100, 6, 10)).toEqual({ offset: 40, limit: 10, reversed: true });
    expect(pageWindow(100, 10, 10)).toEqual({ offset: 0, limit: 10, reversed: true });
  });

  it("reads only the rows a short last page has", () => {
    expect(pageWindow(95, 10, 10)).toEqual({ offset: 0, limit: 5, reversed: true });
    expect(pageWindow(3, 1, 5)).toEqual({ offset: 0, limit: 3, reversed: false });
  });

  it("reads nothing past the end", () => {
    expect(pageWindow(95, 11, 10)).toBeNull();
    expect(pageWindow(0, 1, 10)).toBeNull();
  });

  it("covers every row exactly once over all pages", () => {
    for (const [total, size] of [
      [95, 10],
      [100, 10],
      [7, 3],
      [1, 5],
      [23, 5],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / size); page++) {
        const w = pageWindow(total, page, size)!;
        const rows = Array.from({ length: w.limit }, (_, i) => (w.reversed ? total - 1 - w.offset - i : w.offset + i));
        seen.push(...(w.reversed ? rows.reverse() : rows));
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
