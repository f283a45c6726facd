import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
/** One load scenario of the benchmark's table, already formatted. */
export type ScenarioRow = {
  scenario: string;
  /** The load generator that measured it: wrk, or autocannon where wrk can't express the scenario. */
  tool: string;
  rps: string;
  p50: string;
  p99: string;
  /** Non-2xx answers / connection errors and timeouts. */
  failures: string;
  /** The generator's own CPU, and whether it was the limit. */
  generator: string;
  /** The measured server's CPU time per answered request. */
  serverCpu: string;
  rss: string;
  target: string;
  met: string;
};

/** One round of the hot pages side by side: the same page from nginx, bare Node.js and the portal. */
export type ComparisonRow = {
  page: string;
  round: string;
  nginx: string;
  bare: string;
  portal: string;
  portalToNginx: string;
  portalToBare: string;
  p99: string;
  cpu: string;
  generator: string;
};

/** One check that is not a load (ratios, counters, freshness, memory, the other measurements). */
export type CheckRow = { check: string; measured: string; target: string; met: string };

export type DatabaseKind = "pglite" | "postgres";

type Column<R> = { key: keyof R & string; title: string; right?: boolean };

export const scenarioColumns: Column<ScenarioRow>[] = [
  { key: "scenario", title: "scenario" },
  { key: "tool", title: "tool" },
  { key: "rps", title: "req/s", right: true },
  { key: "p50", title: "p50 ms", right: true },
  { key: "p99", title: "p99 ms", right: true },
  { key: "failures", title: "non-2xx / errors", right: true },
  { key: "generator", title: "generator CPU", right: true },
  { key: "serverCpu", title: "server CPU / request", right: true },
  { key: "rss", title: "server RSS peak", right: true },
  { key: "target", title: "target" },
  { key: "met", title: "met?" },
];

export const comparisonColumns: Column<ComparisonRow>[] = [
  { key: "page", title: "page" },
  { key: "round", title: "round", right: true },
  { key: "nginx", title: "nginx req/s", right: true },
  { key: "bare", title: "bare Node.js req/s", right: true },
  { key: "portal", title: "portal req/s", right: true },
  { key: "portalToNginx", title: "portal / nginx", right: true },
  { key: "portalToBare", title: "portal / bare Node.js", right: true },
  { key: "p99", title: "p99 ms (nginx / bare / portal)", right: true },
  { key: "cpu", title: "server CPU µs / request (nginx / bare / portal)", right: true },
  { key: "generator", title: "wrk CPU (nginx / bare / portal)", right: true },
];

/** The table of checks, of the main run and of each scenario (the soak, the breaking story, the live night, the alerts). */
export const checkColumns: Column<CheckRow>[] = [
  { key: "check", title: "check" },
  { key: "measured", title: "measured", right: true },
  { key: "target", title: "target", right: true },
  { key: "met", title: "met?" },
];

export const formatRps = (n: number | undefined) =>
  n === undefined ? "—" : n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(1);
export const formatMs = (n: number | undefined) =>
  n === undefined ? "—" : n >= 100 ? String(Math.round(n)) : n.toFixed(1);
export const formatMb = (bytes: number | undefined) =>
  bytes === undefined ? "—" : `${Math.round(bytes / (1024 * 1024))} MB`;
/** Two decimals, or two significant digits below 0.1 (so a slow start does not read as 0.00). */
export const formatRatio = (n: number) => (n >= 0.1 ? n.toFixed(2) : n.toPrecision(2));
export const formatMet = (met: boolean | null) => (met === null ? "—" : met ? "yes" : "NO");

/** At this share of a core per thread the generator, not the server, is the limit. */
export const saturatedShare = 0.9;

/** A generator's CPU as a share of its cores, marked when it was the limit. */
export function formatGenerator(cores: number | undefined, threads = 1): string {
  if (cores === undefined) return "—";
  const percent = `${Math.round((cores / threads) * 100)} %`;
  return cores >= saturatedShare * threads ? `${percent}, saturated` : percent;
}

/** CPU time per request: microseconds below a millisecond. */
export const formatCpu = (micros: number | undefined) =>
  micros === undefined ? "—" : micros < 1000 ? `${micros.toFixed(1)} µs` : `${(micros / 1000).toFixed(2)} ms`;

/** A table as aligned plain text, for the console. */
export function formatText<R extends { [K in keyof R]: string }>(columns: Column<R>[], rows: R[]): string {
  const widths = columns.map((c) => Math.max(c.title.length, ...rows.map((r) => r[c.key].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i]!.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((c) => c.title)),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c.key]))),
  ].join("\n");
}

const escapeCell = (text: string) => text.replaceAll("|", "\\|");

/** A table in Markdown. */
export function formatMarkdown<R extends { [K in keyof R]: string }>(columns: Column<R>[], rows: R[]): string {
  const head = `| ${columns.map((c) => c.title).join(" | ")} |`;
  const rule = `|${columns.map((c) => (c.right ? " ---: " : " --- ")).join("|")}|`;
  return [head, rule, ...rows.map((r) => `| ${columns.map((c) => escapeCell(r[c.key])).join(" | ")} |`)].join("\n");
}

const sectionTitles: Record<DatabaseKind, string> = {
  pglite: "Embedded database (PGlite)",
  postgres: "PostgreSQL",
};
const startMarker = (id: string) => `<!-- bench:${id}:start -->`;
const endMarker = (id: string) => `<!-- bench:${id}:end -->`;

/** How a scenario's section of docs/PERFORMANCE.md names the database it ran on. */
export const databaseNames: Record<DatabaseKind, string> = {
  pglite: "embedded database (PGlite)",
  postgres: "PostgreSQL",
};

/** docs/PERFORMANCE.md, where every run writes its section. */
export const performanceDoc = "docs/PERFORMANCE.md";

/** Rewrites docs/PERFORMANCE.md (a new one if there is none) with `change`, which replaces one generated section. */
export async function rewritePerformanceDoc(change: (doc: string) => string): Promise<void> {
  const doc = existsSync(performanceDoc) ? await readFile(performanceDoc, "utf8") : "# Performance\n";
  await writeFile(performanceDoc, change(doc));
}

/** A generated part of docs/PERFORMANCE.md, between its markers. */
function markedSection(id: string, title: string, body: string): string {
  return `${startMarker(id)}\n## ${title}\n\n${body.trim()}\n${endMarker(id)}`;
}

/** The generated part of docs/PERFORMANCE.md for one database kind, between its markers. */
export function runSection(kind: DatabaseKind, body: string): string {
  return markedSection(kind, sectionTitles[kind], body);
}

/**
 * Replaces the generated section `id` of the document (keeping everything else), or adds it at
 * its end, or before `before`'s section when that is there.
 */
export function replaceSection(doc: string, id: string, title: string, body: string, before?: string): string {
  const section = markedSection(id, title, body);
  const start = doc.indexOf(startMarker(id));
  const end = doc.indexOf(endMarker(id));
  if (start !== -1 && end > start) return doc.slice(0, start) + section + doc.slice(end + endMarker(id).length);
  const other = before === undefined ? -1 : doc.indexOf(startMarker(before));
  if (other !== -1) return `${doc.slice(0, other)}${section}\n\n${doc.slice(other)}`;
  return `${doc.trimEnd()}\n\n${section}\n`;
}

/**
 * Replaces the previous run's section of `kind` in the document (keeping the other kind's and
 * everything written by hand), or adds it: PGlite before PostgreSQL.
 */
export function replaceRunSection(doc: string, kind: DatabaseKind, body: string): string {
  return replaceSection(doc, kind, sectionTitles[kind], body, kind === "pglite" ? "postgres" : undefined);
}
