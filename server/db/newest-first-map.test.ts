import { describe, expect, it } from "vitest";
import { setNewest } from "./newest-first-map.ts";

describe("setNewest", () => {
  it("keeps every entry up to the limit, the newest last", () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 10; i++) setNewest(map, `k${i}`, i, 10);
    expect([...map.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => `k${i}`));
  });

  it("past the limit forgets the oldest tenth, never a newer entry", () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 101; i++) setNewest(map, i, i, 100);
    expect(map.size).toBe(90);
    expect([...map.keys()]).toEqual(Array.from({ length: 90 }, (_, i) => i + 11));
    for (let i = 101; i < 5_000; i++) setNewest(map, i, i, 100);
    expect(map.size).toBeLessThanOrEqual(100);
    expect(map.has(4_999) && map.has(4_910)).toBe(true);
  });

  it("makes an entry set again the newest, so it is forgotten last", () => {
    const map = new Map<string, number>();
    for (const key of ["a", "b", "c"]) setNewest(map, key, 1, 10);
    setNewest(map, "a", 2, 10);
    expect([...map]).toEqual([["b", 1], ["c", 1], ["a", 2]]);
    for (let i = 0; i < 8; i++) setNewest(map, `n${i}`, 0, 10);
    expect(map.has("a")).toBe(true);
    expect(map.has("b")).toBe(false);
  });
});
