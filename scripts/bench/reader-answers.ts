// What the breaking story's readers got (steady-readers.ts writes it, breaking-story.ts reads it):
// one row per request, and the sums over a window of time. Apart from the generator, which needs
// undici (a bench tool), so that it can be tested without it.

/** How the page cache answered, by its x-page-cache header (`other`: no such header). */
export const cacheStates = ["hit", "stale", "outdated", "miss", "fresh", "other"] as const;

export type ReaderAnswers = {
  /** The epoch milliseconds the first request was due at; each `due` is counted from it. */
  startedAt: number;
  due: number[];
  /** Milliseconds from `due` to the answer's end; -1 for a request that failed without an answer. */
  latency: number[];
  status: number[];
  /** Index into cacheStates. */
  state: number[];
  /** The generator's own CPU over the run, in cores, and its event loop's worst delay (ms). */
  generatorCores: number;
  generatorLagMs: number;
};

/** The index in cacheStates of an x-page-cache header's value. */
export function stateIndex(header: string | undefined): number {
  const index = cacheStates.indexOf(header as (typeof cacheStates)[number]);
  return index === -1 ? cacheStates.length - 1 : index;
}

/** The answers due from `from` (epoch ms) for `ms`, summed up. */
export function windowOf(rows: ReaderAnswers, from: number, ms: number) {
  const latencies: number[] = [];
  let serverErrors = 0;
  let failures = 0;
  let waited = 0;
  let older = 0;
  for (let i = 0; i < rows.due.length; i++) {
    const due = rows.startedAt + rows.due[i]!;
    if (due < from || due >= from + ms) continue;
    if (rows.status[i] === 0) failures++;
    else latencies.push(rows.latency[i]!);
    if (rows.status[i]! >= 500) serverErrors++;
    const state = cacheStates[rows.state[i]!];
    if (state === "miss" || state === "fresh") waited++;
    if (state === "stale" || state === "outdated") older++;
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length === 0 ? undefined : latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length + failures,
    rps: (latencies.length + failures) / (ms / 1000),
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1),
    serverErrors,
    failures,
    waited,
    older,
  };
}
