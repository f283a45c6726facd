import { describe, expect, it } from "vitest";
import { liveUpdateLimits } from "#common/limits.ts";
import { nextAskIn } from "./use-live-updates.ts";

describe("how often a live page asks for its updates", () => {
  const { pollMs, hiddenPollMs, maxBackoffMs } = liveUpdateLimits;
  const middle = () => 0.5;

  it("asks every few seconds in view, less often in a background tab", () => {
    expect(nextAskIn(false, 0)).toBe(pollMs);
    expect(nextAskIn(true, 0)).toBe(hiddenPollMs);
    expect(hiddenPollMs).toBeGreaterThan(pollMs);
  });

  it("waits twice as long after each failure in a row, up to a ceiling, spread at random", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => nextAskIn(false, failures, middle))).toEqual([
      10_000,
      20_000,
      40_000,
      80_000,
      maxBackoffMs,
      maxBackoffMs,
      maxBackoffMs,
    ]);
    expect(nextAskIn(false, 2, () => 0)).toBe(15_000);
    expect(nextAskIn(false, 2, () => 1)).toBe(25_000);
    // A background tab never asks sooner for having failed.
    expect(nextAskIn(true, 1, () => 0)).toBe(hiddenPollMs);
  });
});
