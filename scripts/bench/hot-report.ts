// The hot pages' lines of the report: a row per server for each page (the medians of its rounds),
// every round side by side, and the ratio checks of issue 24 (point 2: the portal ≥ 0.7 × nginx,
// p99 < 20 ms).
import {
  medianRatio,
  summarize,
  type ContenderId,
  type HotMeasure,
  type HotPagesOutcome,
  type HotTool,
} from "./hot-pages.ts";
import {
  formatCpu,
  formatGenerator,
  formatMet,
  formatMs,
  formatRatio,
  formatRps,
  type CheckRow,
  type ComparisonRow,
  type ScenarioRow,
} from "./report.ts";
import { targets } from "./targets.ts";

const contenderLabel: Record<ContenderId, (page: string) => string> = {
  nginx: (page) => `nginx, ${page} bytes`,
  bare: (page) => `bare Node.js http, ${page} bytes`,
  portal: (page) => page,
};

/** Whether the portal's hot page met its target: the median ratio to nginx and the median p99. */
export function hotPageMet(outcome: HotPagesOutcome): boolean | null {
  const portal = summarize(outcome.rounds, "portal");
  const ratio = medianRatio(outcome.rounds, "portal", "nginx");
  if (!portal) return null;
  return portal.p99 < targets.hotPageP99Ms && (ratio === undefined || ratio >= targets.hotPageNginxRatio);
}

function hotTarget(nginx: HotMeasure | undefined): string {
  const p99 = `p99 < ${targets.hotPageP99Ms} ms`;
  return nginx
    ? `≥ ${formatRps(nginx.rps * targets.hotPageNginxRatio)} req/s (${targets.hotPageNginxRatio} × nginx), ${p99}`
    : p99;
}

/** A row per server and page: the median of its rounds (the highest generator load of them). */
export function hotScenarioRows(
  outcomes: readonly HotPagesOutcome[],
  tool: HotTool,
  rss: (id: string) => number | undefined,
  formatRss: (bytes: number | undefined) => string,
): ScenarioRow[] {
  const rows: ScenarioRow[] = [];
  for (const outcome of outcomes) {
    const nginx = summarize(outcome.rounds, "nginx");
    for (const id of ["nginx", "bare", "portal"] as const) {
      const measure = summarize(outcome.rounds, id);
      if (!measure) continue;
      const rounds = outcome.rounds.length;
      const answered = measure.requests > 0;
      rows.push({
        scenario: `${contenderLabel[id](outcome.page.label)}${rounds > 1 ? ` (median of ${rounds} rounds)` : ""}`,
        tool,
        rps: formatRps(measure.rps),
        p50: answered ? formatMs(measure.p50) : "—",
        p99: answered ? formatMs(measure.p99) : "—",
        failures: `${measure.non2xx} / ${measure.errors}${answered ? "" : ", none answered"}`,
        generator: formatGenerator(measure.generatorCores),
        serverCpu: formatCpu(measure.serverCpuMicros),
        rss: id === "portal" ? formatRss(rss(outcome.page.id)) : "—",
        target: id === "portal" ? hotTarget(nginx) : id === "nginx" ? "baseline" : "ceiling of Node.js",
        met: id === "portal" ? formatMet(hotPageMet(outcome)) : "—",
      });
    }
  }
  return rows;
}

const triple = (outcomeRound: Partial<Record<ContenderId, HotMeasure>>, figure: (m: HotMeasure) => string) =>
  (["nginx", "bare", "portal"] as const).map((id) => (outcomeRound[id] ? figure(outcomeRound[id]) : "—")).join(" / ");

/** Every round of every page, the three servers side by side. */
export function comparisonRows(outcomes: readonly HotPagesOutcome[]): ComparisonRow[] {
  return outcomes.flatMap((outcome) =>
    outcome.rounds.map((round, i): ComparisonRow => {
      const rps = (id: ContenderId) => (round[id] ? formatRps(round[id].rps) : "—");
      const ratio = (of: ContenderId, to: ContenderId) =>
        round[of] && round[to] && round[to].rps > 0 ? formatRatio(round[of].rps / round[to].rps) : "—";
      return {
        page: outcome.page.label,
        round: String(i + 1),
        nginx: rps("nginx"),
        bare: rps("bare"),
        portal: rps("portal"),
        portalToNginx: ratio("portal", "nginx"),
        portalToBare: ratio("portal", "bare"),
        p99: triple(round, (m) => formatMs(m.p99)),
        cpu: triple(round, (m) => (m.serverCpuMicros === undefined ? "—" : m.serverCpuMicros.toFixed(1))),
        generator: triple(round, (m) => `${Math.round(m.generatorCores * 100)} %`),
      };
    }),
  );
}

/** The ratio checks: the portal to nginx (the target) and to bare Node.js (the ceiling), each the median of the rounds. */
export function hotChecks(outcomes: readonly HotPagesOutcome[], nginxNote: string | undefined): CheckRow[] {
  const rows: CheckRow[] = [];
  for (const outcome of outcomes) {
    const perRound = (to: ContenderId) =>
      outcome.rounds
        .flatMap((round) => (round.portal && round[to] ? [formatRatio(round.portal.rps / round[to].rps)] : []))
        .join(", ");
    const nginx = medianRatio(outcome.rounds, "portal", "nginx");
    rows.push({
      check: `${outcome.page.label}: portal / nginx req/s, median of the rounds`,
      measured:
        nginx === undefined
          ? `no baseline: ${nginxNote ?? "nginx was not measured"}`
          : `${formatRatio(nginx)} (rounds: ${perRound("nginx")})`,
      target: `≥ ${targets.hotPageNginxRatio}`,
      met: formatMet(nginx === undefined ? null : nginx >= targets.hotPageNginxRatio),
    });
    const bare = medianRatio(outcome.rounds, "portal", "bare");
    if (bare !== undefined) {
      rows.push({
        check: `${outcome.page.label}: portal / bare Node.js http req/s, median of the rounds`,
        measured: `${formatRatio(bare)} (rounds: ${perRound("bare")})`,
        target: "— (the ceiling of Node.js)",
        met: "—",
      });
    }
  }
  return rows;
}
