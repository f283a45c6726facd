// The other measurements of issue 7, written beside this harness: each is a module in
// scripts/bench/ that exports one async function taking a MeasurementContext and returning rows.
// A module that is missing shows "not available"; one without the function is run as a script
// and its output is kept in the report.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DatabaseKind } from "./report.ts";

export type MeasurementContext = {
  /** The running portal (null once the server is stopped: the scale measurement runs then). */
  baseUrl: string | null;
  kind: DatabaseKind;
  /** The run's DATA_DIR; on PGlite its database is free to open only when baseUrl is null. */
  dataDir: string;
  /** The run's own PostgreSQL database. */
  databaseUrl: string | undefined;
  /** How many articles the large seed added. */
  articles: number;
  /** Public pages to measure: /home and the hot article. */
  paths: string[];
  /** The production build's browser files (build/client). */
  clientDir: string;
};

/** One line of a measurement: `met` is null where there is no target. */
export type MeasurementRow = { name: string; value: string; target: string; met: boolean | null };

export type MeasurementOutcome = { title: string; rows: MeasurementRow[]; output?: string };

type Measurement = {
  title: string;
  /** Candidate files, relative to scripts/bench/. */
  files: string[];
  exportName: string;
  /** Turns what the function returned into rows (for functions written before this interface). */
  toRows?: (result: unknown) => MeasurementRow[];
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

type PageWeightRow = {
  path: string;
  js: { gzip: number };
  css: { gzip: number };
  staffChunks: string[];
  staffRoutes: string[];
  withinBudget: boolean;
};

/** lean-pages' page-weight.mjs answers rows of its own shape. */
function pageWeightRows(result: unknown): MeasurementRow[] {
  return (result as PageWeightRow[]).map((row) => ({
    name: `page weight ${row.path}`,
    value: `JS ${kb(row.js.gzip)}, CSS ${kb(row.css.gzip)} gzip; staff code: ${[...row.staffChunks, ...row.staffRoutes].length}`,
    target: "JS ≤ 40 KB, CSS ≤ 30 KB gzip, no staff code",
    met: row.withinBudget,
  }));
}

export const measurements = {
  /** Lighthouse, mobile profile (lean-pages), while the server runs. */
  lighthouse: { title: "Lighthouse", files: ["lighthouse.mjs", "lighthouse.ts"], exportName: "measureLighthouse" },
  /** Reader JS and CSS sizes (lean-pages), while the server runs. */
  pageWeight: {
    title: "Page weight",
    files: ["page-weight.mjs", "page-weight.ts"],
    exportName: "measurePageWeight",
    toRows: pageWeightRows,
  },
  /** The event-loop time of sanitizing the largest article a save may carry (issue 17). */
  largestSave: { title: "Largest save", files: ["largest-save.ts"], exportName: "measureLargestSave" },
  /** Autosaves of the largest text of random words, and readers meanwhile (issue 30), after the server stopped. */
  giantSave: { title: "Giant save", files: ["giant-save.ts"], exportName: "measureGiantSave" },
  /** Server time percentiles of many queries on the seeded database (perf-scale), after the server stopped. */
  scale: { title: "Scale (server time)", files: ["scale.ts", "scale.mjs"], exportName: "measureScale" },
} satisfies Record<string, Measurement>;

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** Rows of a function that may not follow the interface exactly: anything else is shown as JSON. */
function asRows(result: unknown): MeasurementRow[] {
  const list = Array.isArray(result) ? result : [result];
  return list.map((item: unknown, i) => {
    const row = item as Partial<MeasurementRow> | null;
    if (row && typeof row.name === "string" && row.value !== undefined) {
      return {
        name: row.name,
        value: String(row.value),
        target: row.target ?? "—",
        met: typeof row.met === "boolean" ? row.met : null,
      };
    }
    return { name: `result ${i + 1}`, value: JSON.stringify(item), target: "—", met: null };
  });
}

function runScript(file: string, context: MeasurementContext): Promise<string> {
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      DATA_DIR: context.dataDir,
      ...(context.databaseUrl ? { DATABASE_URL: context.databaseUrl } : {}),
      ...(context.baseUrl ? { BENCH_BASE_URL: context.baseUrl } : {}),
      BENCH_PATHS: context.paths.join(","),
    };
    const args = file.endsWith(".ts") ? ["--import", "tsx", file] : [file];
    if (context.baseUrl) args.push("--base", context.baseUrl, ...context.paths);
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve(`${output.trim()}\n(exit code ${code})`));
  });
}

/** Runs one of the other measurements if its file is there. Never throws: a failure is a row. */
export async function runMeasurement(
  measurement: Measurement,
  context: MeasurementContext,
): Promise<MeasurementOutcome> {
  const file = measurement.files.map(here).find((candidate) => existsSync(candidate));
  const title = measurement.title;
  if (!file) return { title, rows: [{ name: title, value: "not available", target: "—", met: null }] };
  try {
    // Only import a module that declares the function: a plain script would run on import.
    if (new RegExp(`\\b${measurement.exportName}\\b`).test(readFileSync(file, "utf8"))) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const measure = module[measurement.exportName];
      if (typeof measure === "function") {
        const result: unknown = await measure(context);
        return { title, rows: (measurement.toRows ?? asRows)(result) };
      }
    }
    const output = await runScript(file, context);
    return { title, rows: [{ name: title, value: "see its output below", target: "—", met: null }], output };
  } catch (error) {
    return {
      title,
      rows: [{ name: title, value: `failed: ${(error as Error).message.split("\n")[0]}`, target: "—", met: false }],
    };
  }
}
