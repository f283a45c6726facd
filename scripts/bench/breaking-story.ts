// `npm run bench -- --breaking` (issue 36, point 4): a breaking story on a busy night. A fresh
// production server with the demo content gets 2 000 readers' connections loading the home and a
// hot article at a steady rate (steady-readers.ts, an open loop); after 10 s a journalist
// publishes a new article in the hot article's category, after 20 s corrects it. The report: the
// readers' latency before and in the seconds after each change, the answers that waited for a
// render, failures, and how long each change took to show on the home.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { articlePath } from "#common/page-paths.ts";
import type { Cleanup } from "./cleanup.ts";
import { corePlan, pinProcesses } from "./cores.ts";
import { runGenerator } from "./generator-process.ts";
import { hotPageHeaders } from "./hot-pages.ts";
import { startFreshServer } from "./fresh-server.ts";
import { describeMachine } from "./machine.ts";
import { processTree } from "./memory.ts";
import {
  checkColumns,
  databaseNames,
  formatGenerator,
  formatMarkdown,
  formatMet,
  formatMs,
  formatRps,
  formatText,
  performanceDoc,
  replaceSection,
  rewritePerformanceDoc,
  saturatedShare,
} from "./report.ts";
import type { DatabaseKind } from "./report.ts";
import { tailOf } from "./server-process.ts";
import { windowOf, type ReaderAnswers } from "./reader-answers.ts";
import type { SteadyReadersSpec } from "./steady-readers.ts";
import { getJson, step } from "./steps.ts";
import { targets } from "./targets.ts";

export type BreakingOptions = { readers: number; rate: number; pin: boolean; write: boolean; rebuild: boolean };

/** Seconds of readers before the publication, between it and the correction, and after the correction. */
const phaseSeconds = 10;
/** The seconds after a change whose answers are "during the change". */
const changeWindowMs = 5_000;

/** A change made by the journalist: when it was sent and answered, and when the home first showed it. */
type Change = { label: string; sentAt: number; answeredAt: number; onHomeAt: number | null };

/** Polls the home as a reader without cookies would, every 20 ms, until it shows `text`; the epoch ms it did, or null. */
async function whenHomeShows(base: string, text: string, limitMs = 10_000): Promise<number | null> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const html = await (await fetch(`${base}/home`, { headers: { accept: "text/html" } })).text();
    if (html.includes(text)) return Date.now();
    await sleep(20);
  }
  return null;
}

/** Runs the readers in a child process pinned to `core`; `onStart` gets the epoch ms their clock starts. */
export function runReaders(spec: SteadyReadersSpec, core: number | undefined, onStart: (startedAt: number) => void) {
  return runGenerator<ReaderAnswers>(new URL("./steady-readers.ts", import.meta.url), spec, core, onStart);
}

export async function runBreakingStory(
  options: BreakingOptions,
  kind: DatabaseKind,
  adminUrl: string | undefined,
  workers: string | undefined,
  cleanup: Cleanup,
): Promise<boolean> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const {
    server,
    base,
    runDir,
    journalistToken: token,
  } = await startFreshServer({
    name: "breaking",
    kind,
    adminUrl,
    workers,
    rebuild: options.rebuild,
    cleanup,
  });
  const { articles } = await getJson<{ articles: { id: number; slug: string | null }[] }>(
    `${base}/api/articles?sort=date`,
  );
  const hot = articles[0]!;
  const { categories } = await getJson<{ categories: string[] }>(`${base}/api/articles/${hot.id}`);
  const paths = ["/home", articlePath(hot)];
  for (const pagePath of paths) await fetch(base + pagePath, { headers: hotPageHeaders });

  const cores = workers
    ? ({ pinned: false, reason: `not pinned: WEB_CONCURRENCY=${workers}` } as const)
    : corePlan(options.pin);
  const unpin = cores.pinned ? pinProcesses(processTree(server.pid), cores.server) : () => {};
  cleanup.add("give the server its cores back", unpin);
  step(
    `${options.readers.toLocaleString("en-US")} readers' connections at ${options.rate.toLocaleString("en-US")} requests/s ` +
      `on ${paths.join(" and ")} for ${3 * phaseSeconds} s; a publication at ${phaseSeconds} s, its correction at ${2 * phaseSeconds} s ` +
      `(${cores.pinned ? `readers on core ${cores.generator}, server on core ${cores.server}` : cores.reason})`,
  );

  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const tag = randomBytes(3).toString("hex");
  const title = `Извънредно: силно земетресение край София ${tag}`;
  const corrected = `Извънредно: земетресение с магнитуд 5,1 край София ${tag}`;
  const article = {
    description: "Трусът е усетен в цялата страна; няма данни за пострадали.",
    categories,
    sections: [{ type: "paragraph", content: "<p>Първи сведения от Националния институт по геофизика.</p>" }],
  };
  const changes: Change[] = [];
  const newsroom = async (startedAt: number) => {
    await sleep(Math.max(0, startedAt + phaseSeconds * 1000 - Date.now()));
    let sentAt = Date.now();
    const { articleId } = await getJson<{ articleId: number }>(`${base}/api/journalist/articles`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ ...article, title }),
    });
    changes.push({ label: "publication", sentAt, answeredAt: Date.now(), onHomeAt: await whenHomeShows(base, title) });
    await sleep(Math.max(0, startedAt + 2 * phaseSeconds * 1000 - Date.now()));
    sentAt = Date.now();
    await getJson(`${base}/api/journalist/articles/${articleId}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({
        ...article,
        title: corrected,
        change: { kind: "correction", note: "В първата версия не беше посочен магнитудът." },
      }),
    });
    changes.push({
      label: "correction",
      sentAt,
      answeredAt: Date.now(),
      onHomeAt: await whenHomeShows(base, corrected),
    });
  };

  // Settled with the journalist's failure (or null), so that it waits for the readers unhandled.
  let journalist: Promise<unknown> = Promise.resolve(null);
  const readers = runReaders(
    {
      baseUrl: base,
      paths,
      headers: hotPageHeaders,
      connections: options.readers,
      rate: options.rate,
      seconds: 3 * phaseSeconds,
      out: path.join(runDir, "readers.json"),
    },
    cores.pinned ? cores.generator : undefined,
    (startedAt) =>
      (journalist = newsroom(startedAt).then(
        () => null,
        (error: unknown) => error,
      )),
  );
  cleanup.add("stop the readers", readers.stop);
  const rows = await readers.done;
  const journalistFailed = await journalist;
  if (journalistFailed) throw journalistFailed;
  if (server.exited()) throw new Error(`the server died during the breaking story:\n${tailOf(server.logFile)}`);
  unpin();
  await server.stop();

  const { failed, body } = report({ options, kind, started, loadAtStart, rows, changes, paths });
  if (options.write) {
    await rewritePerformanceDoc((doc) =>
      replaceSection(doc, `breaking-${kind}`, `A breaking story, ${databaseNames[kind]}`, body),
    );
    step(`written to ${performanceDoc} (breaking story, ${kind})`);
  }
  return failed;
}

function report(run: {
  options: BreakingOptions;
  kind: DatabaseKind;
  started: Date;
  loadAtStart: number;
  rows: ReaderAnswers;
  changes: Change[];
  paths: string[];
}): { failed: boolean; body: string } {
  const { rows, changes } = run;
  const goal = targets.breakingStory;
  const windows = [
    { label: `before (the first ${phaseSeconds} s)`, ...windowOf(rows, rows.startedAt, phaseSeconds * 1000) },
    ...changes.map((c) => ({
      label: `${changeWindowMs / 1000} s from the ${c.label}`,
      ...windowOf(rows, c.sentAt, changeWindowMs),
    })),
    { label: "the whole run", ...windowOf(rows, rows.startedAt, 3 * phaseSeconds * 1000) },
  ];
  const columns = [
    { key: "window", title: "readers' answers due" },
    { key: "rps", title: "req/s", right: true },
    { key: "p50", title: "p50 ms", right: true },
    { key: "p99", title: "p99 ms", right: true },
    { key: "max", title: "max ms", right: true },
    { key: "waited", title: "waited for a render", right: true },
    { key: "older", title: "an older page (stale, outdated)", right: true },
    { key: "failures", title: "5xx / no answer", right: true },
  ] as const;
  const tableRows = windows.map((w) => ({
    window: w.label,
    rps: formatRps(w.rps),
    p50: formatMs(w.p50),
    p99: formatMs(w.p99),
    max: formatMs(w.max),
    waited: String(w.waited),
    older: String(w.older),
    failures: `${w.serverErrors} / ${w.failures}`,
  }));
  const whole = windows.at(-1)!;
  const checkRows = [
    {
      check: "5xx answers and requests without an answer, whole run",
      measured: `${whole.serverErrors} / ${whole.failures}`,
      target: "0 / 0",
      met: formatMet(whole.serverErrors === 0 && whole.failures === 0),
    },
    ...changes.flatMap((c, i) => {
      const during = windows[i + 1]!;
      const onHome = c.onHomeAt === null ? undefined : c.onHomeAt - c.answeredAt;
      return [
        {
          check: `p99 in the ${changeWindowMs / 1000} s from the ${c.label}`,
          measured: `${formatMs(during.p99)} ms`,
          target: `< ${goal.p99Ms} ms`,
          met: formatMet(during.p99 !== undefined && during.p99 < goal.p99Ms),
        },
        {
          check: `the ${c.label} on the home, after the journalist's save answered (the save took ${formatMs(c.answeredAt - c.sentAt)} ms)`,
          measured: onHome === undefined ? "not within 10 s" : `${formatMs(onHome)} ms`,
          target: `≤ ${goal.onHomeMs} ms`,
          met: formatMet(onHome !== undefined && onHome <= goal.onHomeMs),
        },
      ];
    }),
    {
      check: "the readers' generator: CPU, worst event-loop delay",
      measured: `${formatGenerator(rows.generatorCores)}, ${formatMs(rows.generatorLagMs)} ms`,
      target: "not saturated",
      met: formatMet(rows.generatorCores < saturatedShare),
    },
  ];
  const bySecond = Array.from({ length: 3 * phaseSeconds }, (_, second) =>
    formatMs(windowOf(rows, rows.startedAt + second * 1000, 1000).p99),
  );
  const timeline = `The readers' p99 (ms), second by second (the publication at ${phaseSeconds} s, the correction at ${2 * phaseSeconds} s): ${bySecond.join(" ")}`;
  const failed = whole.serverErrors > 0 || whole.failures > 0 || changes.length < 2;
  const summary = [
    `- Date: ${run.started.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${describeMachine()}; load average ${run.loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
    `- Database: ${run.kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"}; a fresh server with the demo content, \`npm start\`'s flags`,
    `- Readers: ${run.options.readers.toLocaleString("en-US")} keep-alive connections, ${run.options.rate.toLocaleString("en-US")} requests/s in turn on ${run.paths.map((p) => `\`${p}\``).join(" and ")} (gzip), each reader from its own address; latency counted from when a request was due`,
    `- Command: \`${run.kind === "postgres" ? "DATABASE_URL=postgres://… " : ""}npm run bench -- ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(
    `\n${summary}\n\n${formatText([...columns], tableRows)}\n\n${timeline}\n\n${formatText(checkColumns, checkRows)}`,
  );
  if (failed) console.error("\nFAILED: server errors, unanswered requests or a change not made (see the tables).");
  const body = [
    summary,
    formatMarkdown([...columns], tableRows),
    timeline,
    formatMarkdown(checkColumns, checkRows),
  ].join("\n\n");
  return { failed, body };
}
