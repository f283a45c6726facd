// `npm run bench [-- options]`: the benchmark of issues 7 and 24. Starts the production server on a
// fresh data folder (and a new database when DATABASE_URL is set), loads the demo content and the
// large seed, compares the hot pages with nginx and with Node's bare http module serving the same
// bytes (wrk, in rounds), runs every other scenario with autocannon from a child process, samples
// the server's memory all along, runs the other measurements that exist, prints the tables and
// writes them to docs/PERFORMANCE.md. `--compare` runs the hot pages' comparison alone, `--soak`
// the long mixed day of scripts/bench/soak.ts alone, `--breaking` the busy night of
// scripts/bench/breaking-story.ts alone. See docs/PERFORMANCE.md.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { runBreakingStory } from "./breaking-story.ts";
import { runLiveNight } from "./live-night.ts";
import type { runPushAlerts as RunPushAlerts } from "./push-alerts.ts";
import { ensureBuild } from "./build.ts";
import { journalistToken } from "./fresh-server.ts";
import { Cleanup } from "./cleanup.ts";
import type { ContentFacts } from "./content-facts.ts";
import { corePlan } from "./cores.ts";
import { measureHotPages, type HotPage, type HotPagesOutcome, type HotTool } from "./hot-pages.ts";
import { comparisonRows, hotChecks, hotScenarioRows } from "./hot-report.ts";
import { runLoad, stopLoads, type LoadResult, type RequestPlan } from "./load.ts";
import { describeDatabase, describeMachine } from "./machine.ts";
import { measurements, runMeasurement, type MeasurementContext, type MeasurementOutcome } from "./measurements.ts";
import { cpuSeconds, MemorySampler, processTree, waitUntilIdle } from "./memory.ts";
import { newsroomWrites, type NewsroomWrites } from "./newsroom-writes.ts";
import { capturePage, fetchRaw, nginxInstalled } from "./nginx.ts";
import { createRunDatabase } from "./postgres.ts";
import { runSoak } from "./soak.ts";
import {
  checkColumns,
  comparisonColumns,
  formatCpu,
  formatGenerator,
  formatMarkdown,
  formatMb,
  formatMet,
  formatMs,
  formatRps,
  formatText,
  performanceDoc,
  replaceRunSection,
  rewritePerformanceDoc,
  scenarioColumns,
  type CheckRow,
  type DatabaseKind,
  type ScenarioRow,
} from "./report.ts";
import { freePort, portalEnv, startServer, tailOf } from "./server-process.ts";
import { ensureBenchTools } from "./tools.ts";
import { getJson, step } from "./steps.ts";
import { targets } from "./targets.ts";
import * as workloads from "./workloads.ts";
import { stopWrk, wrkInstalled, wrkMissing } from "./wrk.ts";

const scenarioIds = [
  "hot-article",
  "hot-home",
  "cold-article",
  "api-list",
  "search",
  "admin-list",
  "comments",
  "view-storm",
] as const;
type ScenarioId = (typeof scenarioIds)[number];

const usage = `npm run bench [-- options]
  --compare          only the hot pages side by side: nginx, bare Node.js http and the portal on the
                     same bytes, in rounds (no other scenario; prints, writes nothing; the large seed
                     only with --articles)
  --soak             only the soak (issue 36): a fresh server with the demo content under a mixed
                     day of readers, views, comments, uploads and saves; its memory curve, minute
                     by minute, against the target (written to docs/PERFORMANCE.md)
  --soak-minutes N   the soak's length (default 10)
  --breaking         only the breaking story (issue 36, point 4): a fresh server with the demo
                     content, --readers connections loading the home and a hot article at --rate
                     requests/s while a new article is published and corrected (written to
                     docs/PERFORMANCE.md)
  --live-night       only an election night's live page (issue 37, point 5): a fresh server with
                     the demo content, --pollers readers polling its updates as the page does while
                     an entry is posted every 10 s and --rate page loads a second go to the home and
                     the article, for --duration seconds (default 60 here; written to docs/PERFORMANCE.md)
  --alerts           only an alert for breaking news (issue 37, point 5): the app in this process
                     on a database of its own sends one to --subscriptions browsers behind a local
                     push service that checks and decrypts each message (written to docs/PERFORMANCE.md)
  --subscriptions N  the alert's subscriptions (default ${targets.pushAlerts.subscriptions})
  --pollers N        the live night's polling readers (default ${targets.liveNight.pollers})
  --readers N        the breaking story's readers' connections (default ${targets.breakingStory.readers})
  --rate N           the breaking story's requests a second over all of them (default 5000), the
                     live night's page loads a second (default 300)
  --writes           while the portal's hot pages are measured, a journalist publishes an article in
                     the hot article's category, or saves the last one again, every 3 s
  --articles N       articles added by the large seed (default 100000; 0 with --compare)
  --duration S       seconds measured per scenario, and per server in each round (default 10)
  --warmup S         seconds of warm-up before each (default 2)
  --rounds N         rounds of the hot pages' comparison (default 3)
  --connections N    concurrent connections (default 50)
  --port P           the portal's port (default: a free one)
  --nginx-port P     nginx's port (default: a free one)
  --bare-port P      the bare Node.js server's port (default: a free one)
  --only a,b         only these scenarios: ${scenarioIds.join(", ")}
  --no-nginx         skip the nginx baseline
  --no-pin           let wrk and the servers share every core (default: wrk on core 0, the server on core 1)
  --no-write         print the tables but leave docs/PERFORMANCE.md alone
  --rebuild          run npm run build even if the build looks current
The hot pages are measured with wrk (apt-get install -y wrk), the other scenarios with autocannon.
Environment: DATABASE_URL (a PostgreSQL server: the run gets a new database in it, dropped after),
WEB_CONCURRENCY (server processes with DATABASE_URL; 1 by default, as for npm start).`;

/** The alerts scenario builds the whole app in this process: loaded only when it is asked for. */
const runPushAlerts: typeof RunPushAlerts = async (...args) =>
  (await import("./push-alerts.ts")).runPushAlerts(...args);

function readOptions() {
  const { values } = parseArgs({
    options: {
      compare: { type: "boolean", default: false },
      writes: { type: "boolean", default: false },
      soak: { type: "boolean", default: false },
      "soak-minutes": { type: "string", default: "10" },
      breaking: { type: "boolean", default: false },
      "live-night": { type: "boolean", default: false },
      alerts: { type: "boolean", default: false },
      subscriptions: { type: "string", default: String(targets.pushAlerts.subscriptions) },
      pollers: { type: "string", default: String(targets.liveNight.pollers) },
      readers: { type: "string", default: String(targets.breakingStory.readers) },
      rate: { type: "string" },
      articles: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string", default: "2" },
      rounds: { type: "string", default: "3" },
      connections: { type: "string", default: "50" },
      port: { type: "string" },
      "nginx-port": { type: "string" },
      "bare-port": { type: "string" },
      only: { type: "string" },
      "no-nginx": { type: "boolean", default: false },
      "no-pin": { type: "boolean", default: false },
      "no-write": { type: "boolean", default: false },
      rebuild: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const int = (name: string, value: string | undefined, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
    return n;
  };
  const only = values.only?.split(",").map((s) => s.trim()) ?? [...scenarioIds];
  const unknown = only.filter((id) => !(scenarioIds as readonly string[]).includes(id));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(", ")}; known: ${scenarioIds.join(", ")}`);
  const compare = values.compare;
  return {
    compare,
    writes: values.writes,
    soak: values.soak,
    soakMinutes: int("soak-minutes", values["soak-minutes"], 1),
    breaking: values.breaking,
    liveNight: values["live-night"],
    alerts: values.alerts,
    subscriptions: int("subscriptions", values.subscriptions, 1),
    pollers: int("pollers", values.pollers, 1),
    readers: int("readers", values.readers, 1),
    rate: int("rate", values.rate ?? (values["live-night"] ? "300" : "5000"), 1),
    articles: int("articles", values.articles ?? (compare ? "0" : "100000"), 0),
    duration: int("duration", values.duration ?? (values["live-night"] ? "60" : "10"), 1),
    warmup: int("warmup", values.warmup, 0),
    rounds: int("rounds", values.rounds, 1),
    connections: int("connections", values.connections, 1),
    port: values.port === undefined ? undefined : int("port", values.port, 1),
    nginxPort: values["nginx-port"] === undefined ? undefined : int("nginx-port", values["nginx-port"], 1),
    barePort: values["bare-port"] === undefined ? undefined : int("bare-port", values["bare-port"], 1),
    only: compare ? new Set<ScenarioId>(["hot-article", "hot-home"]) : new Set(only as ScenarioId[]),
    nginx: !values["no-nginx"],
    pin: !values["no-pin"],
    // A comparison alone is not a full run: it leaves the document's sections alone.
    write: !values["no-write"] && !compare,
    noWrite: values["no-write"],
    rebuild: values.rebuild,
  };
}
type Options = ReturnType<typeof readOptions>;

/**
 * `--writes`: a journalist (the owner, signed in at the journalist's door) publishing in the hot
 * article's category or saving again every 3 s, started and stopped around the portal's rounds;
 * `stop` answers what was done over all of them.
 */
async function writesBeside(base: string, ownerPassword: string, hotArticleId: number) {
  const token = await journalistToken(base, ownerPassword);
  const hot = await getJson<{ categories: string[] }>(`${base}/api/articles/${hotArticleId}`);
  const total: NewsroomWrites = { uploads: 0, saves: 0, failed: 0 };
  let running: { day: Promise<NewsroomWrites>; end: AbortController } | null = null;
  return {
    start() {
      if (running) return;
      const end = new AbortController();
      const day = newsroomWrites({ base, token, category: hot.categories[0]!, everyMs: 3_000, signal: end.signal });
      running = { day, end };
    },
    async stop(): Promise<NewsroomWrites> {
      const current = running;
      running = null;
      if (current) {
        current.end.abort();
        const done = await current.day;
        for (const key of ["uploads", "saves", "failed"] as const) total[key] += done[key];
      }
      return total;
    },
  };
}

const children = new Set<ChildProcess>();

/** Runs a command to its end (its output shown), ended by id on Ctrl-C. */
function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    children.add(child);
    child.once("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Polls `probe` every 25 ms until it holds; the milliseconds it took, or null after `limitMs`. */
async function timeUntil(probe: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await probe()) return performance.now() - started;
    await sleep(25);
  }
  return null;
}

type Measured = {
  id: string;
  label: string;
  result: LoadResult;
  rss: number | undefined;
  serverCpuMicros: number | undefined;
};

async function main() {
  const options = readOptions();
  ensureBenchTools();
  const adminUrl = process.env.DATABASE_URL;
  const kind: DatabaseKind = adminUrl ? "postgres" : "pglite";
  // The server's own default (one process) unless asked: the memory target is the whole server's.
  const workers = process.env.WEB_CONCURRENCY;
  const cleanup = new Cleanup();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping everything the benchmark started...`);
    stopLoads();
    stopWrk();
    for (const child of children) child.kill("SIGKILL");
    void cleanup.run().then(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    // What every scenario of its own is given: where it runs, and what it may write and build.
    const run = { pin: options.pin, write: !options.noWrite, rebuild: options.rebuild };
    const failed = options.soak
      ? await runSoak({ ...run, minutes: options.soakMinutes }, kind, adminUrl, workers, cleanup)
      : options.alerts
        ? await runPushAlerts({ ...run, subscriptions: options.subscriptions }, kind, adminUrl, cleanup)
        : options.liveNight
          ? await runLiveNight(
              { ...run, pollers: options.pollers, rate: options.rate, seconds: options.duration },
              kind,
              adminUrl,
              workers,
              cleanup,
            )
          : options.breaking
            ? await runBreakingStory(
                { ...run, readers: options.readers, rate: options.rate },
                kind,
                adminUrl,
                workers,
                cleanup,
              )
            : await benchmark(options, kind, adminUrl, workers, cleanup);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await cleanup.run();
  }
}

/** The whole run; true when a scenario had non-2xx answers or errors, or a counter lost a view. */
async function benchmark(
  options: Options,
  kind: DatabaseKind,
  adminUrl: string | undefined,
  workers: string | undefined,
  cleanup: Cleanup,
): Promise<boolean> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  step(`build: ${ensureBuild(options.rebuild)}`);

  const runDir = await mkdtemp("/tmp/hronika-bench-");
  cleanup.add("remove the run's folder", () => rm(runDir, { recursive: true, force: true }));
  const dataDir = path.join(runDir, "data");
  await mkdir(dataDir);

  let databaseUrl: string | undefined;
  let databaseBusy: (() => Promise<boolean>) | undefined;
  if (adminUrl) {
    const database = await createRunDatabase(adminUrl);
    cleanup.add(`drop database ${database.name}`, database.drop);
    databaseUrl = database.url;
    databaseBusy = database.busy;
    step(`PostgreSQL database ${database.name} created for this run`);
  }

  const port = options.port ?? (await freePort());
  const ownerPassword = randomBytes(12).toString("base64url");
  const env = portalEnv({ port, dataDir, databaseUrl, ownerPassword });
  if (workers) env.WEB_CONCURRENCY = workers;
  else delete env.WEB_CONCURRENCY;

  // The embedded database has one owner at a time: seed and read the facts before the server starts.
  step(`seeding the demo content and ${options.articles.toLocaleString("en-US")} articles (npm run seed:large)`);
  const seedStarted = performance.now();
  await runChild(["--import", "tsx", "scripts/seed-large.ts", String(options.articles)], env);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const factsFile = path.join(runDir, "facts.json");
  await runChild(["--import", "tsx", "scripts/bench/content-facts.ts", factsFile], env);
  const facts = JSON.parse(await readFile(factsFile, "utf8")) as ContentFacts;
  const [stormId, commentsId, stormWarmupId] = facts.newestIds.filter((id) => id !== facts.hotArticleId);
  if (!stormId || !commentsId || !stormWarmupId) throw new Error("fewer than 4 published articles");

  step(`starting the server on port ${port} (${kind}${workers ? `, WEB_CONCURRENCY=${workers}` : ""})`);
  // Undone in reverse: a clean SIGTERM first, then whatever of the server is still alive.
  const sampler = new MemorySampler();
  cleanup.add("end the server's processes left behind", () => sampler.endLeftovers());
  const server = await startServer({ env, port, logFile: path.join(runDir, "server.log") });
  cleanup.add("stop the server", () => server.stop());
  sampler.start(server.pid);

  const base = server.baseUrl;
  const { token } = await getJson<{ token: string }>(`${base}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "owner", password: ownerPassword }),
  });

  const measured: Measured[] = [];
  let loadFailed = false;
  const load = async (
    id: string,
    name: string,
    plan: RequestPlan,
    extra: { exact?: boolean; warmupPlan?: RequestPlan } = {},
  ) => {
    const busy = await waitUntilIdle(server.pid, databaseBusy);
    let label = name;
    if (!busy.idle) {
      step(
        `(the server is still busy after ${Math.round(busy.seconds)} s with the previous scenario's queued requests)`,
      );
      label = `${label} (server still busy before it)`;
    } else if (busy.seconds > 1) {
      step(`(the server finished the previous scenario's queued requests in ${busy.seconds.toFixed(1)} s)`);
    }
    step(`${label}: ${options.warmup} s warm-up, ${options.duration} s at ${options.connections} connections`);
    sampler.enter(id);
    const serverCpu = () => cpuSeconds(processTree(server.pid));
    let cpuAtStart = serverCpu();
    const result = await runLoad(
      {
        baseUrl: base,
        warmup:
          options.warmup > 0
            ? { plan: extra.warmupPlan ?? plan, connections: options.connections, seconds: options.warmup }
            : undefined,
        main: { plan, connections: options.connections, seconds: options.duration, exact: extra.exact },
      },
      () => (cpuAtStart = serverCpu()),
    );
    const serverCpuMicros = result.requests > 0 ? ((serverCpu() - cpuAtStart) / result.requests) * 1e6 : undefined;
    const entry = { id, label, result, rss: sampler.peakOf(id), serverCpuMicros };
    measured.push(entry);
    if (result.non2xx > 0 || result.errors > 0 || result.requests === 0) {
      loadFailed = true;
      console.error(
        `  ${label}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodes)}), ${result.errors} errors, ${result.requests} answered`,
      );
    }
    if (server.exited()) throw new Error(`the server died during ${label}:\n${tailOf(server.logFile)}`);
    return entry;
  };

  const articlePath = facts.hotArticlePath;
  const hotPages: HotPage[] = [];
  for (const [id, pagePath, label] of [
    ["hot-article", articlePath, "hot article"],
    ["hot-home", "/home", "hot home"],
  ] as const) {
    if (options.only.has(id)) hotPages.push({ id, label, path: pagePath, page: await capturePage(base, pagePath) });
  }

  const nginxNote = !options.nginx
    ? "skipped (--no-nginx)"
    : !nginxInstalled()
      ? "nginx is not installed (apt-get install -y nginx)"
      : undefined;
  const hotTool: HotTool = wrkInstalled() ? "wrk" : "autocannon";
  if (hotTool === "autocannon")
    step(`${wrkMissing}: the hot pages are measured with autocannon, whose own CPU may be the limit`);
  // One core for wrk and one for the server measured, unless worker processes need both.
  const serving = Number(workers ?? 1) || 1;
  const cores =
    serving > 1
      ? ({ pinned: false, reason: `not pinned: WEB_CONCURRENCY=${workers}` } as const)
      : corePlan(options.pin);
  let hotOutcomes: HotPagesOutcome[] = [];
  if (hotPages.length > 0) {
    await waitUntilIdle(server.pid, databaseBusy);
    step(
      `hot pages side by side (${hotTool}${cores.pinned ? `, on core ${cores.generator}; each server on core ${cores.server}` : `; ${cores.reason}`}): ` +
        `${options.rounds} round${options.rounds === 1 ? "" : "s"} of ${options.duration} s at ${options.connections} connections`,
    );
    const writes = options.writes ? await writesBeside(base, ownerPassword, facts.hotArticleId) : null;
    hotOutcomes = await measureHotPages({
      pages: hotPages,
      portal: { baseUrl: base, rootPid: server.pid },
      nginxPort: nginxNote ? null : (options.nginxPort ?? (await freePort())),
      barePort: options.barePort ?? (await freePort()),
      serving,
      plan: cores,
      tool: hotTool,
      rounds: options.rounds,
      seconds: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      cleanup,
      onMeasure: (page, contender, round) => {
        step(`  ${page.label}, round ${round}: ${contender === "bare" ? "bare Node.js http" : contender}`);
        if (contender === "portal") sampler.enter(page.id, round === 1);
        else sampler.enter(`${contender}-${page.id}`);
        // The journalist works while the portal is measured only, not beside nginx or bare Node.js.
        if (contender === "portal") writes?.start();
        else void writes?.stop();
      },
    });
    if (writes) {
      const done = await writes.stop();
      step(`  the journalist beside the portal: ${done.saves} publications and saves, ${done.failed} failed`);
      if (done.failed > 0) loadFailed = true;
    }
    for (const { page, rounds } of hotOutcomes) {
      for (const round of rounds) {
        for (const [contender, result] of Object.entries(round)) {
          if (result.non2xx === 0 && result.errors === 0 && result.requests > 0) continue;
          loadFailed = true;
          console.error(
            `  ${page.label} (${contender}): ${result.non2xx} answers of 400 or more, ${result.errors} errors, ${result.requests} answered`,
          );
        }
      }
    }
    if (server.exited()) throw new Error(`the server died during the hot pages:\n${tailOf(server.logFile)}`);
  }

  if (options.compare) {
    const text = [
      formatText(comparisonColumns, comparisonRows(hotOutcomes)),
      formatText(
        scenarioColumns,
        hotScenarioRows(hotOutcomes, hotTool, (id) => sampler.peakOf(id), formatMb),
      ),
      formatText(checkColumns, hotChecks(hotOutcomes, nginxNote)),
    ];
    console.log(
      `\n- Load average ${os.loadavg()[0]!.toFixed(1)} at the end; ${cores.pinned ? `wrk on core ${cores.generator}, each server on core ${cores.server}` : cores.reason}\n\n${text.join("\n\n")}`,
    );
    return loadFailed;
  }

  if (options.only.has("cold-article"))
    await load("cold-article", "cold article", workloads.coldArticles(facts.publishedPaths));
  if (options.only.has("api-list")) await load("api-list", "API list", workloads.articleLists(facts.categories));
  if (options.only.has("search")) await load("search", "search", workloads.searches());
  if (options.only.has("admin-list")) {
    await load(
      "admin-list",
      "admin list",
      workloads.adminLists({ categories: facts.categories, authorIds: facts.authorIds, token, today: started }),
    );
  }
  if (options.only.has("comments")) await load("comments", "comment posting", workloads.commentPosts(commentsId));

  let storm: { grew: number; accepted: number; unanswered: number; visibleMs: number | null } | undefined;
  if (options.only.has("view-storm")) {
    const views = async () =>
      (await getJson<{ stats: { views: number } }>(`${base}/api/articles/${stormId}`)).stats.views;
    await waitUntilIdle(server.pid, databaseBusy);
    const before = await views();
    const entry = await load("view-storm", "count-view storm", workloads.viewStorm(stormId), {
      exact: true,
      warmupPlan: workloads.viewStorm(stormWarmupId),
    });
    const accepted = entry.result.status2xx;
    let last = before;
    const visibleMs = await timeUntil(async () => (last = await views()) - before === accepted, 10_000);
    // Requests that timed out may still have been counted by the server afterwards.
    await waitUntilIdle(server.pid, databaseBusy);
    if (visibleMs === null) last = await views();
    storm = { grew: last - before, accepted, unanswered: entry.result.errors, visibleMs };
  }

  await waitUntilIdle(server.pid, databaseBusy);
  step("freshness: the Owner hides the hot article, then publishes it again");
  sampler.enter("freshness");
  const setPublished = (isPublished: boolean) =>
    getJson(`${base}/api/admin/articles/${facts.hotArticleId}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ isPublished }),
    });
  const pageStatus = async () => (await fetchRaw(`${base}${articlePath}`, workloads.pageHeaders)).status;
  await setPublished(false);
  const hiddenMs = await timeUntil(async () => (await pageStatus()) === 404, 10_000);
  await setPublished(true);
  const backMs = await timeUntil(async () => (await pageStatus()) === 200, 10_000);

  const context: MeasurementContext = {
    baseUrl: base,
    kind,
    dataDir,
    databaseUrl,
    articles: options.articles,
    // Issue 24 asks Lighthouse of /home, an article and a category page.
    paths: [
      "/home",
      articlePath,
      ...facts.categories.slice(0, 1).map((name) => `/category/${encodeURIComponent(name)}`),
    ],
    clientDir: path.resolve("build/client"),
  };
  const outcomes: MeasurementOutcome[] = [];
  for (const measurement of [measurements.pageWeight, measurements.lighthouse]) {
    step(`${measurement.title.toLowerCase()} (${measurement.files[0]})`);
    sampler.enter(measurement.title);
    outcomes.push(await runMeasurement(measurement, context));
  }

  step("stopping the server (SIGTERM)");
  sampler.sample();
  await server.stop();
  sampler.stop();
  if (server.exited()) {
    step(`${measurements.scale.title.toLowerCase()} (${measurements.scale.files[0]}), with the server stopped`);
    outcomes.push(await runMeasurement(measurements.scale, { ...context, baseUrl: null }));
  }
  step(
    `${measurements.largestSave.title.toLowerCase()} (${measurements.largestSave.files[0]}), with the server stopped`,
  );
  outcomes.push(await runMeasurement(measurements.largestSave, { ...context, baseUrl: null }));
  if (server.exited()) {
    step(`${measurements.giantSave.title.toLowerCase()} (${measurements.giantSave.files[0]}), with the server stopped`);
    outcomes.push(await runMeasurement(measurements.giantSave, { ...context, baseUrl: null }));
  }

  // The tables.
  const scenarioRows: ScenarioRow[] = hotScenarioRows(hotOutcomes, hotTool, (id) => sampler.peakOf(id), formatMb);
  for (const { id, label, result, rss, serverCpuMicros } of measured) {
    const storm = id === "view-storm";
    const answered = result.requests > 0;
    scenarioRows.push({
      scenario: label,
      tool: "autocannon",
      rps: formatRps(result.rps),
      p50: answered ? formatMs(result.p50) : "—",
      p99: answered ? formatMs(result.p99) : "—",
      failures: `${result.non2xx} / ${result.errors}${answered ? "" : ", none answered"}`,
      generator: formatGenerator(result.generatorCores),
      serverCpu: formatCpu(serverCpuMicros),
      rss: formatMb(rss),
      target: storm ? `≥ ${formatRps(targets.viewStormRps)} accepted/s` : "—",
      met: formatMet(storm ? result.rps >= targets.viewStormRps : null),
    });
  }

  const checkRows: CheckRow[] = hotChecks(hotOutcomes, nginxNote);
  const hotArticle = hotPages.find((p) => p.id === "hot-article");
  if (hotArticle) {
    checkRows.push({
      check: "hot article page size",
      measured: `${(hotArticle.page.identity.length / 1000).toFixed(1)} KB, ${(hotArticle.page.gzip.length / 1000).toFixed(1)} KB gzip`,
      target: "—",
      met: "—",
    });
  }
  if (storm) {
    checkRows.push({
      check: "view counter after the storm",
      measured: `+${storm.grew.toLocaleString("en-US")} for ${storm.accepted.toLocaleString("en-US")} 2xx answers${storm.unanswered ? ` and ${storm.unanswered} unanswered requests` : ""}`,
      target: "exactly the 2xx answers",
      met: formatMet(storm.grew === storm.accepted),
    });
    checkRows.push({
      check: "views visible after the storm",
      measured: storm.visibleMs === null ? "not within 10 s" : `${Math.round(storm.visibleMs)} ms`,
      target: `≤ ${targets.countsFreshMs} ms`,
      met: formatMet(storm.visibleMs !== null && storm.visibleMs <= targets.countsFreshMs),
    });
  }
  const fresh = (ms: number | null) => (ms === null ? "not within 10 s" : `${Math.round(ms)} ms`);
  checkRows.push({
    check: "hidden article gone for readers / back after publishing",
    measured: `${fresh(hiddenMs)} / ${fresh(backMs)}`,
    target: `≤ ${targets.contentFreshMs} ms each`,
    met: formatMet(hiddenMs !== null && backMs !== null && Math.max(hiddenMs, backMs) <= targets.contentFreshMs),
  });
  checkRows.push({
    check: `server RSS peak, whole run (${sampler.maxProcesses} process${sampler.maxProcesses === 1 ? "" : "es"})`,
    measured:
      formatMb(sampler.overallPeak) +
      (sampler.maxProcesses > 1 ? ` (largest process ${formatMb(sampler.largestProcessPeak)})` : ""),
    target: `< ${formatMb(targets.memoryBytes[kind])}`,
    met: formatMet(sampler.overallPeak < targets.memoryBytes[kind]),
  });
  for (const outcome of outcomes) {
    for (const row of outcome.rows)
      checkRows.push({ check: row.name, measured: row.value, target: row.target, met: formatMet(row.met) });
  }

  // With unanswered requests the server may have counted more than we saw answered; never fewer.
  const counterLost =
    storm !== undefined && (storm.unanswered === 0 ? storm.grew !== storm.accepted : storm.grew < storm.accepted);
  const database = describeDatabase(kind, facts.serverVersion);
  const command = `${kind === "postgres" ? "DATABASE_URL=postgres://… " : ""}${workers ? `WEB_CONCURRENCY=${workers} ` : ""}npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const summary = [
    `- Date: ${started.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${describeMachine()}; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end${loadAtStart > os.availableParallelism() / 2 ? " (other work competed for the cores)" : ""}`,
    `- Database: ${database}; server: ${sampler.maxProcesses === 1 ? "one process" : `WEB_CONCURRENCY=${workers}, ${sampler.maxProcesses} processes at most (primary and workers)`}`,
    `- Content: the demo content and ${options.articles.toLocaleString("en-US")} seeded articles (${facts.publishedIds.length.toLocaleString("en-US")} published), seeded in ${Math.round(seedSeconds)} s`,
    `- Load: ${options.connections} connections. Hot pages (hot article ${articlePath}, /home): ${hotTool}${hotTool === "wrk" ? " (one thread)" : ""}, ` +
      `${options.rounds} round${options.rounds === 1 ? "" : "s"} of nginx, bare Node.js http and the portal, ${options.duration} s each (${options.warmup} s of warm-up before the first), ` +
      `${cores.pinned ? `wrk on core ${cores.generator}, each server on core ${cores.server}` : cores.reason}, \`Accept-Encoding: gzip\`. ` +
      `Other scenarios: autocannon in a child process, ${options.duration} s after ${options.warmup} s of warm-up`,
    `- Command: \`${command}\``,
  ].join("\n");

  const comparison = comparisonRows(hotOutcomes);
  console.log(
    `\n${summary}\n\n${formatText(scenarioColumns, scenarioRows)}\n\n${comparison.length > 0 ? `${formatText(comparisonColumns, comparison)}\n\n` : ""}${formatText(checkColumns, checkRows)}`,
  );
  for (const outcome of outcomes) if (outcome.output) console.log(`\n${outcome.title}:\n${outcome.output}`);

  if (options.write) {
    const body = [
      summary,
      formatMarkdown(scenarioColumns, scenarioRows),
      ...(comparison.length > 0
        ? [`The hot pages side by side, round by round:\n\n${formatMarkdown(comparisonColumns, comparison)}`]
        : []),
      formatMarkdown(checkColumns, checkRows),
      ...outcomes.filter((o) => o.output).map((o) => `${o.title}:\n\n\`\`\`\n${o.output}\n\`\`\``),
    ].join("\n\n");
    await rewritePerformanceDoc((doc) => replaceRunSection(doc, kind, body));
    step(`written to ${performanceDoc} (${kind} section)`);
  }
  if (loadFailed) console.error("\nFAILED: a scenario had non-2xx answers, errors, or no answer at all (see above).");
  if (counterLost) console.error("\nFAILED: the view counter does not match the accepted count-view requests.");
  return loadFailed || counterLost;
}

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${(error as Error)?.stack ?? error}`);
  process.exitCode = 1;
});
