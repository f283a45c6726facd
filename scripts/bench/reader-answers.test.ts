import { describe, expect, it } from "vitest";
import { cacheStates, stateIndex, windowOf, type ReaderAnswers } from "./reader-answers.ts";

/** 200 answers due 10 ms apart from epoch 1 000 000: latency i ms, the 150th a 503, the 160th without an answer. */
function answers(): ReaderAnswers {
  const n = 200;
  const state = Array.from({ length: n }, (_, i) =>
    stateIndex(i === 100 ? "miss" : i > 100 && i < 105 ? "stale" : i >= 105 && i < 110 ? "outdated" : "hit"),
  );
  return {
    startedAt: 1_000_000,
    due: Array.from({ length: n }, (_, i) => i * 10),
    latency: Array.from({ length: n }, (_, i) => (i === 160 ? -1 : i)),
    status: Array.from({ length: n }, (_, i) => (i === 150 ? 503 : i === 160 ? 0 : 200)),
    state,
    generatorCores: 0.5,
    generatorLagMs: 3,
  };
}

describe("the readers' answers", () => {
  it("name the page cache's states, anything else as other", () => {
    expect(
      ["hit", "stale", "outdated", "miss", "fresh", undefined, "x"].map((s) => cacheStates[stateIndex(s)]),
    ).toEqual(["hit", "stale", "outdated", "miss", "fresh", "other", "other"]);
  });

  it("sum up the answers due in a window: percentiles of those answered, 5xx, failures, renders waited for", () => {
    const rows = answers();
    const all = windowOf(rows, 1_000_000, 2_000);
    expect(all).toMatchObject({ requests: 200, rps: 100, serverErrors: 1, failures: 1, waited: 1, older: 9 });
    expect(all.p50).toBe(99);
    expect(all.p99).toBe(198);
    expect(all.max).toBe(199);

    // Due from 1.0 s (the 100th) for 100 ms: ten answers, the one that waited among them.
    const change = windowOf(rows, 1_001_000, 100);
    expect(change).toMatchObject({ requests: 10, rps: 100, waited: 1, older: 9, serverErrors: 0, failures: 0 });
    expect(change.max).toBe(109);
    expect(windowOf(rows, 1_005_000, 1_000)).toMatchObject({ requests: 0, p99: undefined });
  });
});
