// Lighthouse (mobile profile, default simulated throttling) on given pages of a running server,
// in Debian's Chromium: the four category scores per page, and what each failing audit says.
//   node scripts/bench/lighthouse.mjs [--runs 1] [--json file] URL ...
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, ensureChromium } from "../ensure-chromium.mjs";

/** The targets, in Lighthouse's 0–100 scores: issue 7's, with issue 24's Performance of 98 (decision 0088). */
export const lighthouseTargets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };

const categoryKeys = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "bestPractices",
  seo: "seo",
};

function summarize(url, lhr) {
  const scores = {};
  for (const [id, key] of Object.entries(categoryKeys))
    scores[key] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === "informative") continue;
      if (id === "performance" && ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
      failing.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? "",
      });
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue;
  const metrics = {
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
  };
  const met = Object.entries(lighthouseTargets).every(([key, target]) => scores[key] >= target);
  return {
    url,
    ...scores,
    met,
    metrics,
    failing,
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((item) => item.description),
  };
}

/**
 * Runs Lighthouse once per URL (or `runs` times, keeping the median performance run) in one
 * Chromium, and returns one row per URL: the four scores, whether they meet the targets, the
 * main metrics (ms) and the failing audits. `lhr` holds the full reports when `keepReports` is set.
 */
export async function runLighthouse(urls, { runs = 1, keepReports = false, chromePath } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath ?? ensureChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
    logLevel: "silent",
  });
  try {
    const rows = [];
    for (const url of urls) {
      const attempts = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await auditOnce(url, chrome.port);
        attempts.push({ row: summarize(url, lhr), lhr });
      }
      attempts.sort((a, b) => a.row.performance - b.row.performance);
      const median = attempts[Math.floor(attempts.length / 2)];
      rows.push(keepReports ? { ...median.row, lhr: median.lhr } : median.row);
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** Runs that fail to record the page load (NO_NAVSTART, "run Lighthouse again") are tried again. */
const attemptsPerRun = 3;

async function auditOnce(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === attemptsPerRun) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
  }
}

/**
 * The benchmark's entry (scripts/bench/measurements.ts): Lighthouse on the run's public pages,
 * three runs each (median), one row per page.
 */
export async function measureLighthouse({ baseUrl, paths }) {
  const rows = await runLighthouse(
    paths.map((p) => `${baseUrl}${p}`),
    { runs: 3 },
  );
  const t = lighthouseTargets;
  return rows.map((row) => ({
    name: `Lighthouse ${new URL(row.url).pathname}`,
    value: `${row.performance} / ${row.accessibility} / ${row.bestPractices} / ${row.seo}`,
    target: `≥ ${t.performance} / ${t.accessibility} / ${t.bestPractices} / ${t.seo}`,
    met: row.met,
  }));
}

/** A plain-text table of `runLighthouse`'s rows, with the failing audits under each page. */
export function formatLighthouse(rows) {
  const t = lighthouseTargets;
  const lines = [
    `page | Performance (≥ ${t.performance}) | Accessibility (${t.accessibility}) | Best Practices (${t.bestPractices}) | SEO (${t.seo}) | met`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.url} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.met ? "yes" : "NO"}`,
    );
    const m = row.metrics;
    lines.push(
      `    FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls?.toFixed(3)}, SI ${Math.round(m.si)} ms`,
    );
    for (const audit of row.failing)
      lines.push(
        `    ${audit.category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
      );
    for (const error of row.consoleErrors) lines.push(`    console: ${error}`);
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: "string", default: "1" }, json: { type: "string" } },
  });
  if (positionals.length === 0) throw new Error("Give the URLs to measure, e.g. http://127.0.0.1:3000/home");
  const rows = await runLighthouse(positionals, { runs: Number(values.runs), keepReports: Boolean(values.json) });
  console.log(formatLighthouse(rows));
  if (values.json)
    await writeFile(
      values.json,
      JSON.stringify(
        rows.map((row) => row.lhr),
        null,
        1,
      ),
    );
  process.exitCode = rows.every((row) => row.met) ? 0 : 1;
}
