import { describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { createListTotals } from "./list-totals.ts";

const db = {} as Database;

describe("list totals", () => {
  it("count a list once for every request that needs it at the same version, at the same time", async () => {
    const totals = createListTotals();
    let counts = 0;
    let finish: (n: number) => void = () => {};
    const count = () => {
      counts++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => totals.total(db, "published", 7, count));
    finish(95_046);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(95_046));
    expect(counts).toBe(1);
    // Known at this version: not counted again; a write moves the version and it is.
    expect(await totals.total(db, "published", 7, async () => ++counts)).toBe(95_046);
    expect(await totals.total(db, "published", 8, async () => ++counts)).toBe(2);
  });

  it("count again after a count failed", async () => {
    const totals = createListTotals();
    await expect(totals.total(db, "draft", 1, () => Promise.reject(new Error("connection lost")))).rejects.toThrow(
      "connection lost",
    );
    expect(await totals.total(db, "draft", 1, async () => 4)).toBe(4);
  });
});
