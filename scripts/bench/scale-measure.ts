import type { ScaleScenario } from "./scale-scenarios.ts";

/** Sends one request of a scenario and answers its status (through app.inject or a real socket). */
export type SendRequest = (path: string, token: string | undefined, scenario: ScaleScenario) => Promise<number>;

export type ScaleResult = {
  group: ScaleScenario["group"];
  name: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /**
   * CPU time of this process per request (mean): the server's own work, unlike the times above
   * not inflated when other processes share the cores (with PGlite it includes the database).
   */
  cpu: number;
  /** Answers other than 200. */
  errors: number;
  /** SQL statements per request (the last request's), when the database reports them. */
  statements?: number;
};

export type MeasureOptions = {
  /** Timed requests per scenario (each scenario cycles through its variants). */
  requests: number;
  /**
   * Untimed requests of every scenario before any is timed (the first `warmup` variants of each),
   * so that neither the first use of a code path nor the first count of a list (kept until the
   * next write) is measured: a server that has run for a while has compiled them all, and the
   * first scenario of a kind (the first rendered page) no longer pays the JIT for the others.
   */
  warmup: number;
  tokens: { owner: string; journalist: string };
  /** Statements run so far, read before and after a request. */
  statementCount?: () => number;
  onResult?: (result: ScaleResult) => void;
};

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Lets the event loop turn, as a server's does between requests that arrive on sockets: a request
 * answered through app.inject alone can complete in promise callbacks only, and what the server
 * left for the loop's later phases (setImmediate) would pile up, uncounted and holding its
 * request, until the run ends (issue 24: two a render; the heap grew to 700 MB over 4 000).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs each scenario's requests one after another and reports the server time of each. */
export async function measureScenarios(
  send: SendRequest,
  scenarios: readonly ScaleScenario[],
  options: MeasureOptions,
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  const tokenOf = (scenario: ScaleScenario) => (scenario.as ? options.tokens[scenario.as] : undefined);
  for (const scenario of scenarios) {
    const warmup = Math.max(options.warmup, scenario.warmup ?? 0);
    for (let i = 0; i < warmup; i++) {
      await send(scenario.path(i), tokenOf(scenario), scenario);
      await nextTurn();
    }
  }
  for (const scenario of scenarios) {
    const token = tokenOf(scenario);
    const times: number[] = [];
    let errors = 0;
    let statements: number | undefined;
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < Math.max(options.requests, scenario.requests ?? 0); i++) {
      const before = options.statementCount?.();
      const started = process.hrtime.bigint();
      const status = await send(scenario.path(i), token, scenario);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      await nextTurn();
      if (status !== 200) errors++;
      if (before !== undefined) statements = options.statementCount!() - before;
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const result: ScaleResult = {
      group: scenario.group,
      name: scenario.name,
      requests: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times.at(-1) ?? 0),
      cpu: round((cpu.user + cpu.system) / 1000 / Math.max(1, times.length)),
      errors,
      statements,
    };
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}

/** A Markdown table of the results; the p95s over their group's target (`targetMs`) are marked. */
export function formatScaleTable(
  results: readonly ScaleResult[],
  targetMs: (group: ScaleResult["group"]) => number = () => 20,
): string {
  const withStatements = results.some((r) => r.statements !== undefined);
  const header = [
    "scenario",
    "n",
    "p50 ms",
    "p95 ms",
    "max ms",
    "CPU ms",
    "errors",
    ...(withStatements ? ["SQL"] : []),
  ];
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`];
  for (const r of results) {
    const p95 = r.p95 > targetMs(r.group) ? `**${r.p95}**` : String(r.p95);
    const cells = [
      r.name,
      r.requests,
      r.p50,
      p95,
      r.max,
      r.cpu,
      r.errors,
      ...(withStatements ? [r.statements ?? ""] : []),
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}
