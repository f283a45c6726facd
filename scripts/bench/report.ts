/** One load scenario of the benchmark's table, already formatted. */
export type ScenarioRow = {
  scenario: string;
  rps: string;
  p50: string;
  p99: string;
  /** Non-2xx answers / connection errors and timeouts. */
  failures: string;
  rss: string;
  target: string;
  met: string;
};

/** One check that is not a load (ratios, counters, freshness, memory, the other measurements). */
export type CheckRow = { check: string; measured: string; target: string; met: string };

export type DatabaseKind = "pglite" | "postgres";

type Column<R> = { key: keyof R & string; title: string; right?: boolean };

export const scenarioColumns: Column<ScenarioRow>[] = [
  { key: "scenario", title: "scenario" },
  { key: "rps", title: "req/s", right: true },
  { key: "p50", title: "p50 ms", right: true },
  { key: "p99", title: "p99 ms", right: true },
  { key: "failures", title: "non-2xx / errors", right: true },
  { key: "rss", title: "server RSS peak", right: true },
  { key: "target", title: "target" },
  { key: "met", title: "met?" },
];

export const checkColumns: Column<CheckRow>[] = [
  { key: "check", title: "check" },
  { key: "measured", title: "measured" },
  { key: "target", title: "target" },
  { key: "met", title: "met?" },
];

export const formatRps = (n: number | undefined) =>
  n === undefined ? "—" : n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(1);
export const formatMs = (n: number | undefined) => (n === undefined ? "—" : n >= 100 ? String(Math.round(n)) : n.toFixed(1));
export const formatMb = (bytes: number | undefined) => (bytes === undefined ? "—" : `${Math.round(bytes / (1024 * 1024))} MB`);
/** Two decimals, or two significant digits below 0.1 (so a slow start does not read as 0.00). */
export const formatRatio = (n: number) => (n >= 0.1 ? n.toFixed(2) : n.toPrecision(2));
export const formatMet = (met: boolean | null) => (met === null ? "—" : met ? "yes" : "NO");

/** A table as aligned plain text, for the console. */
export function formatText<R extends { [K in keyof R]: string }>(columns: Column<R>[], rows: R[]): string {
  const widths = columns.map((c) => Math.max(c.title.length, ...rows.map((r) => r[c.key].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (columns[i]!.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd();
  return [line(columns.map((c) => c.title)), line(widths.map((w) => "-".repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c.key])))].join("\n");
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
const startMarker = (kind: DatabaseKind) => `<!-- bench:${kind}:start -->`;
const endMarker = (kind: DatabaseKind) => `<!-- bench:${kind}:end -->`;

/** The generated part of docs/PERFORMANCE.md for one database kind, between its markers. */
export function runSection(kind: DatabaseKind, body: string): string {
  return `${startMarker(kind)}\n## ${sectionTitles[kind]}\n\n${body.trim()}\n${endMarker(kind)}`;
}

/**
 * Replaces the previous run's section of `kind` in the document (keeping the other kind's and
 * everything written by hand), or adds it: PGlite before PostgreSQL.
 */
export function replaceRunSection(doc: string, kind: DatabaseKind, body: string): string {
  const section = runSection(kind, body);
  const start = doc.indexOf(startMarker(kind));
  const end = doc.indexOf(endMarker(kind));
  if (start !== -1 && end > start) return doc.slice(0, start) + section + doc.slice(end + endMarker(kind).length);
  if (kind === "pglite") {
    const other = doc.indexOf(startMarker("postgres"));
    if (other !== -1) return `${doc.slice(0, other)}${section}\n\n${doc.slice(other)}`;
  }
  return `${doc.trimEnd()}\n\n${section}\n`;
}
