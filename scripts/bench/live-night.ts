// `npm run bench -- --live-night` (issue 37, point 5): an election night's live page. A fresh
// production server with the demo content; a journalist opens an article's live coverage and posts
// an entry every 10 s, while 10 000 readers poll its updates as the page does (live-pollers.ts)
// and other readers load the home and the live article (steady-readers.ts). The report: the polls'
// and the pages' latency, failures, how long each entry took to reach the readers, and how often
// the live article's page was rendered per entry.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { liveUpdateLimits } from "#common/limits.ts";
import { articlePath } from "#common/page-paths.ts";
import { runReaders } from "./breaking-story.ts";
import type { Cleanup } from "./cleanup.ts";
import { corePlan, pinProcesses } from "./cores.ts";
import { runGenerator } from "./generator-process.ts";
import { startFreshServer } from "./fresh-server.ts";
import { hotPageHeaders } from "./hot-pages.ts";
import type { LivePollAnswers, LivePollersSpec } from "./live-pollers.ts";
import { describeMachine } from "./machine.ts";
import { processTree } from "./memory.ts";
import { cacheStates, windowOf } from "./reader-answers.ts";
import {
  checkColumns,
  databaseNames,
  formatGenerator,
  formatMarkdown,
  formatMet,
  formatMs,
  formatText,
  performanceDoc,
  replaceSection,
  rewritePerformanceDoc,
  saturatedShare,
  type DatabaseKind,
} from "./report.ts";
import { tailOf } from "./server-process.ts";
import { getJson, step } from "./steps.ts";
import { targets } from "./targets.ts";

export type LiveNightOptions = {
  pollers: number;
  /** Page loads a second (the home and the live article in turn). */
  rate: number;
  seconds: number;
  pin: boolean;
  write: boolean;
  rebuild: boolean;
};

/** Connections the pollers' asks share (a CDN's to its origin), and the page readers'. */
const pollConnections = 400;
const readerConnections = 400;
/** A journalist posts an entry this often, the first this long after the readers' clock starts. */
const entryEveryMs = 10_000;

type Entry = { answeredAt: number; version: number };

/** The quantile `q` of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? undefined : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * How long each entry took to reach each poller: from the journalist's answer to the end of the
 * poller's first answer of that version or a newer one. Entries posted later than `seenWithinMs`
 * before the end are left out (their pollers might not have asked again).
 */
export function deliveryDelays(polls: LivePollAnswers, entries: Entry[], seenWithinMs: number): number[] {
  const end = polls.startedAt + Math.max(...polls.due);
  const byPoller = new Map<number, number[]>();
  for (let i = 0; i < polls.due.length; i++) {
    if (polls.status[i] === 0) continue;
    const rows = byPoller.get(polls.poller[i]!) ?? [];
    rows.push(i);
    byPoller.set(polls.poller[i]!, rows);
  }
  const delays: number[] = [];
  for (const entry of entries) {
    if (entry.answeredAt > end - seenWithinMs) continue;
    for (const rows of byPoller.values()) {
      const seen = rows.find(
        (i) =>
          polls.version[i]! >= entry.version && polls.startedAt + polls.due[i]! + polls.latency[i]! >= entry.answeredAt,
      );
      delays.push(
        seen === undefined ? Infinity : polls.startedAt + polls.due[seen]! + polls.latency[seen]! - entry.answeredAt,
      );
    }
  }
  return delays.sort((a, b) => a - b);
}

export async function runLiveNight(
  options: LiveNightOptions,
  kind: DatabaseKind,
  adminUrl: string | undefined,
  workers: string | undefined,
  cleanup: Cleanup,
): Promise<boolean> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const { server, base, runDir, journalistToken } = await startFreshServer({
    name: "live-night",
    kind,
    adminUrl,
    workers,
    rebuild: options.rebuild,
    cleanup,
  });
  const auth = { authorization: `Bearer ${journalistToken}`, "content-type": "application/json" };
  const tag = randomBytes(3).toString("hex");
  const { articleId, slug } = await getJson<{ articleId: number; slug: string | null }>(
    `${base}/api/journalist/articles`,
    {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        title: `Изборната нощ на живо ${tag}`,
        categories: ["Политика"],
        description: "Резултатите минута по минута.",
        sections: [{ type: "paragraph", content: "<p>Секциите затвориха в 20:00.</p>" }],
      }),
    },
  );
  const desk = `${base}/api/journalist/articles/${articleId}/live`;
  await getJson(desk, { method: "POST", headers: auth, body: JSON.stringify({ autoEndHours: 12 }) });
  let posted = 0;
  const post = async (): Promise<Entry> => {
    posted++;
    const entry = await getJson<{ updatedAt: string }>(`${desk}/entries`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ content: `<p>Запис ${posted}: обработени са ${posted * 7}% от протоколите.</p>` }),
    });
    return { answeredAt: Date.now(), version: Date.parse(entry.updatedAt) };
  };
  await post();
  const page = articlePath({ id: articleId, slug });
  const paths = ["/home", page];
  for (const pagePath of paths) await fetch(base + pagePath, { headers: hotPageHeaders });

  const cores = workers
    ? ({ pinned: false, reason: `not pinned: WEB_CONCURRENCY=${workers}` } as const)
    : corePlan(options.pin);
  const unpin = cores.pinned ? pinProcesses(processTree(server.pid), cores.server) : () => {};
  cleanup.add("give the server its cores back", unpin);
  const generatorCore = cores.pinned ? cores.generator : undefined;
  step(
    `${options.pollers.toLocaleString("en-US")} readers polling the live page every ${liveUpdateLimits.pollMs / 1000} s, ` +
      `${options.rate} page loads/s on ${paths.join(" and ")}, an entry every ${entryEveryMs / 1000} s, for ${options.seconds} s ` +
      `(${cores.pinned ? `generators on core ${cores.generator}, server on core ${cores.server}` : cores.reason})`,
  );

  const entries: Entry[] = [];
  let journalist: Promise<unknown> = Promise.resolve(null);
  const newsroom = async (startedAt: number) => {
    for (let at = entryEveryMs / 2; at < options.seconds * 1000; at += entryEveryMs) {
      await sleep(Math.max(0, startedAt + at - Date.now()));
      entries.push(await post());
    }
  };
  const pollSpec: LivePollersSpec = {
    baseUrl: base,
    articleId,
    pollers: options.pollers,
    pollMs: liveUpdateLimits.pollMs,
    connections: pollConnections,
    seconds: options.seconds,
    out: path.join(runDir, "polls.json"),
  };
  const pollers = runGenerator<LivePollAnswers>(
    new URL("./live-pollers.ts", import.meta.url),
    pollSpec,
    generatorCore,
    (startedAt) =>
      (journalist = newsroom(startedAt).then(
        () => null,
        (error: unknown) => error,
      )),
  );
  cleanup.add("stop the pollers", pollers.stop);
  const readers = runReaders(
    {
      baseUrl: base,
      paths,
      headers: hotPageHeaders,
      connections: readerConnections,
      rate: options.rate,
      seconds: options.seconds,
      out: path.join(runDir, "readers.json"),
    },
    generatorCore,
    () => {},
  );
  cleanup.add("stop the readers", readers.stop);
  const [polls, pages] = await Promise.all([pollers.done, readers.done]);
  const journalistFailed = await journalist;
  if (journalistFailed) throw journalistFailed;
  if (server.exited()) throw new Error(`the server died on the live night:\n${tailOf(server.logFile)}`);
  unpin();
  await server.stop();

  // The polls, as the page readers' answers are summed (a 304 is an answer like a 200).
  const pollRows = { ...polls, state: polls.status.map(() => cacheStates.length - 1) };
  const asked = windowOf(pollRows, polls.startedAt, options.seconds * 1000);
  const notModified = polls.status.filter((status) => status === 304).length;
  const read = windowOf(pages, pages.startedAt, options.seconds * 1000);
  // Renders of the live article's page: its answers that waited for one (every other row is the home).
  let renders = 0;
  for (let i = 1; i < pages.state.length; i += paths.length) {
    const state = cacheStates[pages.state[i]!];
    if (state === "miss" || state === "fresh") renders++;
  }
  const goal = targets.liveNight;
  const delays = deliveryDelays(polls, entries, goal.seenMs);
  const seenP95 = quantile(delays, 0.95);
  const seenMax = delays.at(-1);

  const checkRows = [
    {
      check: `polls: ${asked.requests.toLocaleString("en-US")} (${Math.round((notModified / Math.max(1, asked.requests)) * 100)} % answered 304), 5xx / no answer`,
      measured: `${asked.serverErrors} / ${asked.failures}`,
      target: "0 / 0",
      met: formatMet(asked.serverErrors === 0 && asked.failures === 0),
    },
    {
      check: `polls' p50 / p99 / max`,
      measured: `${formatMs(asked.p50)} / ${formatMs(asked.p99)} / ${formatMs(asked.max)} ms`,
      target: `p99 < ${goal.p99Ms} ms`,
      met: formatMet(asked.p99 !== undefined && asked.p99 < goal.p99Ms),
    },
    {
      check: `page loads: ${read.requests.toLocaleString("en-US")}, 5xx / no answer`,
      measured: `${read.serverErrors} / ${read.failures}`,
      target: "0 / 0",
      met: formatMet(read.serverErrors === 0 && read.failures === 0),
    },
    {
      check: `page loads' p50 / p99 / max`,
      measured: `${formatMs(read.p50)} / ${formatMs(read.p99)} / ${formatMs(read.max)} ms`,
      target: `p99 < ${goal.p99Ms} ms`,
      met: formatMet(read.p99 !== undefined && read.p99 < goal.p99Ms),
    },
    {
      check: `an entry reaching a poller (${entries.length} entries × ${options.pollers.toLocaleString("en-US")} pollers): p95 / max`,
      measured: `${formatMs(seenP95)} / ${seenMax === Infinity ? "never" : formatMs(seenMax)} ms`,
      target: `p95 ≤ ${goal.seenMs} ms`,
      met: formatMet(seenP95 !== undefined && seenP95 <= goal.seenMs),
    },
    {
      check: "renders of the live article's page per entry (its answers that waited for one)",
      measured: (renders / Math.max(1, entries.length)).toFixed(1),
      target: `≤ ${goal.rendersPerEntry}`,
      met: formatMet(renders / Math.max(1, entries.length) <= goal.rendersPerEntry),
    },
    {
      check: "the generators: CPU (pollers, page readers), worst event-loop delay",
      measured: `${formatGenerator(polls.generatorCores)}, ${formatGenerator(pages.generatorCores)}; ${formatMs(Math.max(polls.generatorLagMs, pages.generatorLagMs))} ms`,
      target: "not saturated",
      met: formatMet(polls.generatorCores + pages.generatorCores < saturatedShare),
    },
  ];
  const failed =
    asked.serverErrors + asked.failures + read.serverErrors + read.failures > 0 ||
    seenP95 === undefined ||
    seenP95 > goal.seenMs;
  const summary = [
    `- Date: ${started.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${describeMachine()}; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
    `- Database: ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"}; a fresh server with the demo content, \`npm start\`'s flags, no CDN in front (every poll reaches the portal)`,
    `- Pollers: ${options.pollers.toLocaleString("en-US")} readers, each asking every ${liveUpdateLimits.pollMs / 1000} s at the bucket's address with its version's ETag, over ${pollConnections} connections; page readers: ${options.rate}/s over ${readerConnections} connections; latency counted from when a request was due`,
    `- Command: \`${kind === "postgres" ? "DATABASE_URL=postgres://… " : ""}npm run bench -- ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(`\n${summary}\n\n${formatText(checkColumns, checkRows)}`);
  if (failed) console.error("\nFAILED: server errors, unanswered requests or entries seen late (see the table).");
  if (options.write) {
    const body = [summary, formatMarkdown(checkColumns, checkRows)].join("\n\n");
    await rewritePerformanceDoc((doc) =>
      replaceSection(doc, `live-night-${kind}`, `An election night's live page, ${databaseNames[kind]}`, body),
    );
    step(`written to ${performanceDoc} (live night, ${kind})`);
  }
  return failed;
}
