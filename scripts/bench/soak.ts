// `npm run bench -- --soak` (issue 36, point 3): the server's resident memory under a long mixed
// day. A fresh production server with the demo content (as `npm start` runs it) gets, all at once
// and at steady rates, readers on pages, lists and search, views and comments from distinct
// readers, and a journalist uploading a picture and publishing or saving an article every few
// seconds. The memory of the server's process tree is sampled every second; the report is its
// curve a minute at a time, the peak against the target, and whether the last half stays flat.
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { articlePath } from "#common/page-paths.ts";
import type { Cleanup } from "./cleanup.ts";
import { startFreshServer } from "./fresh-server.ts";
import { describeMachine } from "./machine.ts";
import { runLoad, type LoadResult, type RequestPlan } from "./load.ts";
import { newsroomWrites } from "./newsroom-writes.ts";
import { processTree, residentBytes } from "./memory.ts";
import {
  checkColumns,
  databaseNames,
  formatMarkdown,
  formatMb,
  formatMet,
  formatMs,
  formatRps,
  formatText,
  performanceDoc,
  replaceSection,
  rewritePerformanceDoc,
} from "./report.ts";
import type { DatabaseKind } from "./report.ts";
import { tailOf } from "./server-process.ts";
import { getJson, step } from "./steps.ts";
import { targets } from "./targets.ts";
import * as workloads from "./workloads.ts";

export type SoakOptions = { minutes: number; write: boolean; rebuild: boolean };

/** One reading of the server's memory: seconds since the load began, the tree's sum and its largest process. */
type Sample = { second: number; total: number; largest: number };

/**
 * The readers' share of the day: requests a second over all connections of each stream, below
 * what two cores answer (a saturated server measures its queues, not its steady memory).
 */
const streams = [
  { id: "pages", label: "reader pages (home, categories, articles, tags)", connections: 8, rate: 80 },
  { id: "api", label: "article lists and search (API)", connections: 4, rate: 30 },
  { id: "views", label: "views from distinct readers", connections: 4, rate: 50 },
  { id: "comments", label: "comments from distinct readers", connections: 1, rate: 1 },
] as const;
/** The journalist's pace: one picture and one save or publication in this many milliseconds. */
const staffEveryMs = 6_000;

/** What the readers' streams ask for, read from the server's own public API. */
async function readerPlans(
  base: string,
): Promise<{ plans: Record<(typeof streams)[number]["id"], RequestPlan>; categories: string[] }> {
  const categories = (await getJson<{ name: string }[]>(`${base}/api/categories`)).map((c) => c.name);
  const listed: { id: number; slug: string | null }[] = [];
  for (let page = 1; page <= 5; page++) {
    const { articles } = await getJson<{ articles: { id: number; slug: string | null }[] }>(
      `${base}/api/articles?sort=date&page=${page}`,
    );
    listed.push(...articles);
    if (articles.length === 0) break;
  }
  if (listed.length < 2) throw new Error("the demo content has fewer than two published articles");
  const tags = new Set<string>();
  for (const { id } of listed.slice(0, 10)) {
    const article = await getJson<{ tags?: { slug: string }[] }>(`${base}/api/articles/${id}`);
    for (const tag of article.tags ?? []) tags.add(tag.slug);
  }
  const pages = [
    "/home",
    ...categories.flatMap((name) =>
      ["", "?tab=views", "?tab=comments"].map((tab) => `/category/${encodeURIComponent(name)}${tab}`),
    ),
    ...listed.map((article) => articlePath(article)),
    ...[...tags].map((slug) => `/tag/${encodeURIComponent(slug)}`),
    ...workloads.searchQueries.slice(0, 8).map((q) => `/search?q=${encodeURIComponent(q)}`),
  ];
  const lists = workloads.articleLists(categories);
  const search = workloads.searches();
  const plans = {
    pages: { method: "GET", paths: workloads.shuffled(pages), headers: workloads.pageHeaders, newAddress: true },
    api: { ...lists, paths: workloads.shuffled([...lists.paths, ...search.paths]) },
    views: { ...workloads.viewStorm(listed[0]!.id), paths: listed.map(({ id }) => `/api/articles/${id}/count-view`) },
    comments: workloads.commentPosts(listed[1]!.id),
  } satisfies Record<string, RequestPlan>;
  return { plans, categories };
}

/** Pictures a journalist would upload: photographs' worth of detail, a few megapixels each. */
async function photographs(): Promise<Buffer[]> {
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      sharp({
        create: {
          width: 2400 + i * 200,
          height: 1600,
          channels: 3,
          background: { r: 40 * i, g: 90, b: 140 },
          noise: { type: "gaussian", mean: 120, sigma: 40 },
        },
      })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  );
}

/** Peak of the tree's sum and of its largest process in each minute of the load. */
function minutesOf(samples: Sample[]) {
  const minutes: { minute: number; total: number; largest: number }[] = [];
  for (const s of samples) {
    const minute = Math.floor(s.second / 60);
    const row = (minutes[minute] ??= { minute, total: 0, largest: 0 });
    row.total = Math.max(row.total, s.total);
    row.largest = Math.max(row.largest, s.largest);
  }
  return minutes.filter(Boolean);
}

/** The run; true when a stream or the journalist had failures, or the server died. */
export async function runSoak(
  options: SoakOptions,
  kind: DatabaseKind,
  adminUrl: string | undefined,
  workers: string | undefined,
  cleanup: Cleanup,
): Promise<boolean> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const seconds = options.minutes * 60;
  const {
    server,
    base,
    journalistToken: token,
  } = await startFreshServer({
    name: "soak",
    kind,
    adminUrl,
    workers,
    rebuild: options.rebuild,
    cleanup,
  });
  const { plans, categories } = await readerPlans(base);
  const pictures = await photographs();

  const samples: Sample[] = [];
  const readMemory = () => {
    let total = 0;
    let largest = 0;
    for (const pid of processTree(server.pid)) {
      const rss = residentBytes(pid) ?? 0;
      total += rss;
      largest = Math.max(largest, rss);
    }
    return { total, largest };
  };
  const atStart = readMemory();
  const loadStarted = performance.now();
  const sampler = setInterval(
    () => samples.push({ second: (performance.now() - loadStarted) / 1000, ...readMemory() }),
    1000,
  );
  cleanup.add("stop sampling", () => clearInterval(sampler));

  step(
    `${options.minutes} min of mixed use: ${streams.map((s) => `${s.id} ${s.rate}/s`).join(", ")}, ` +
      `a picture and a save every ${staffEveryMs / 1000} s`,
  );
  const staffDay = new AbortController();
  const journalist = newsroomWrites({
    base,
    token,
    category: categories[0]!,
    everyMs: staffEveryMs,
    pictures,
    signal: staffDay.signal,
  });
  const results = await Promise.all(
    streams.map((s) =>
      runLoad({ baseUrl: base, main: { plan: plans[s.id], connections: s.connections, rate: s.rate, seconds } }),
    ),
  );
  staffDay.abort();
  const staff = await journalist;
  clearInterval(sampler);
  const atEnd = readMemory();
  await sleep(10_000);
  const settled = readMemory();
  if (server.exited()) throw new Error(`the server died during the soak:\n${tailOf(server.logFile)}`);
  await server.stop();

  const { failed, body } = report({
    options,
    kind,
    started,
    loadAtStart,
    results,
    staff,
    samples,
    atStart,
    atEnd,
    settled,
  });
  if (options.write) {
    await rewritePerformanceDoc((doc) => replaceSection(doc, `soak-${kind}`, `Soak, ${databaseNames[kind]}`, body));
    step(`written to ${performanceDoc} (soak, ${kind})`);
  }
  return failed;
}

function report(run: {
  options: SoakOptions;
  kind: DatabaseKind;
  started: Date;
  loadAtStart: number;
  results: LoadResult[];
  staff: { uploads: number; saves: number; failed: number };
  samples: Sample[];
  atStart: { total: number; largest: number };
  atEnd: { total: number; largest: number };
  settled: { total: number; largest: number };
}): { failed: boolean; body: string } {
  const { kind, samples } = run;
  const minutes = minutesOf(samples);
  const peak = Math.max(...samples.map((s) => s.total));
  const largest = Math.max(...samples.map((s) => s.largest));
  // The target is the whole server's on PGlite, each process's on PostgreSQL (issue 36).
  const measured = kind === "pglite" ? peak : largest;
  const target = targets.soakMemoryBytes[kind];
  const half = minutes[Math.floor(minutes.length / 2)]!;
  const lastMinute = minutes.at(-1)!;
  const halfPeak = Math.max(...minutes.slice(Math.floor(minutes.length / 2)).map((m) => m.total));
  const growth = halfPeak - half.total;
  const flat = growth <= Math.max(targets.soakFlatBytes, half.total * 0.03);

  const streamColumns = [
    { key: "stream", title: "stream" },
    { key: "rps", title: "req/s", right: true },
    { key: "p50", title: "p50", right: true },
    { key: "p99", title: "p99", right: true },
    { key: "failures", title: "non-2xx / errors", right: true },
  ] as const;
  const streamRows = streams.map((s, i) => {
    const r = run.results[i]!;
    return {
      stream: `${s.label}, ${s.connections} connection${s.connections === 1 ? "" : "s"} at ≤ ${s.rate}/s`,
      rps: formatRps(r.rps),
      p50: formatMs(r.p50),
      p99: formatMs(r.p99),
      failures: `${r.non2xx} / ${r.errors}`,
    };
  });
  streamRows.push({
    stream: `journalist: a picture and a publication or save every ${staffEveryMs / 1000} s`,
    rps: `${run.staff.uploads} pictures, ${run.staff.saves} saves`,
    p50: "—",
    p99: "—",
    failures: `${run.staff.failed}`,
  });
  const curveColumns = [
    { key: "minute", title: "minute", right: true },
    { key: "total", title: "RSS peak (whole server)", right: true },
    { key: "largest", title: "largest process", right: true },
  ] as const;
  const curveRows = minutes.map((m) => ({
    minute: String(m.minute + 1),
    total: formatMb(m.total),
    largest: formatMb(m.largest),
  }));
  const checkRows = [
    {
      check: kind === "pglite" ? "RSS peak, whole server" : "RSS peak, largest process",
      measured: formatMb(measured),
      target: `< ${formatMb(target)}`,
      met: formatMet(measured < target),
    },
    {
      check: `growth over the last half (minute ${half.minute + 1} to ${lastMinute.minute + 1})`,
      measured: `${growth >= 0 ? "+" : ""}${formatMb(growth)}`,
      target: `≤ ${formatMb(targets.soakFlatBytes)} or 3 %`,
      met: formatMet(flat),
    },
    {
      check: "RSS before the load / at its end / 10 s after",
      measured: `${formatMb(run.atStart.total)} / ${formatMb(run.atEnd.total)} / ${formatMb(run.settled.total)}`,
      target: "—",
      met: "—",
    },
  ];
  const failed = run.results.some((r) => r.non2xx > 0 || r.errors > 0 || r.requests === 0) || run.staff.failed > 0;
  const summary = [
    `- Date: ${run.started.toISOString().replace("T", " ").slice(0, 16)} UTC; ${run.options.minutes} minutes`,
    `- Machine: ${describeMachine()}; load average ${run.loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
    `- Database: ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"}; a fresh server with the demo content, \`npm start\`'s flags`,
    `- Command: \`${kind === "postgres" ? "DATABASE_URL=postgres://… " : ""}npm run bench -- ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(
    `\n${summary}\n\n${formatText([...streamColumns], streamRows)}\n\n${formatText([...curveColumns], curveRows)}\n\n${formatText(checkColumns, checkRows)}`,
  );
  if (failed) console.error("\nFAILED: a stream or the journalist had failures (see the table).");
  const body = [
    summary,
    formatMarkdown([...streamColumns], streamRows),
    `The memory curve, a minute at a time:\n\n${formatMarkdown([...curveColumns], curveRows)}`,
    formatMarkdown(checkColumns, checkRows),
  ].join("\n\n");
  return { failed, body };
}
