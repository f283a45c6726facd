// Issue 30, point 3: what a flood of searches from one address does to everyone else. Starts the
// production server (as `npm start`) on a fresh data folder with the demo content and the large
// seed, then floods /api/search from one forwarded address (autocannon, in a child process) while
// this process asks, every 200 ms, what other readers ask: the health check, a cached page, an
// article list and a search of their own, each from another address. Prints the flood's answers and
// each probe's latencies.
//
//   npx tsx scripts/bench/flood.ts [--articles 30000] [--connections 64] [--seconds 15]
//   DATABASE_URL=postgres://… npx tsx scripts/bench/flood.ts     (a new database in that server)
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureBuild } from "./build.ts";
import { runLoad } from "./load.ts";
import { createRunDatabase } from "./postgres.ts";
import { freePort, portalEnv, startServer, tailOf } from "./server-process.ts";
import { pageHeaders, searchQueries } from "./workloads.ts";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "30000" },
    connections: { type: "string", default: "64" },
    seconds: { type: "string", default: "15" },
  },
});

type Probe = { name: string; path: string; address: string; headers?: Record<string, string> };
const probes: Probe[] = [
  { name: "health check", path: "/api/health", address: "198.51.100.1" },
  { name: "cached page /home", path: "/home", address: "198.51.100.2", headers: pageHeaders },
  { name: "another reader's article list", path: "/api/articles?sort=views&page=3", address: "198.51.100.3" },
  {
    name: "another reader's search",
    path: `/api/search?q=${encodeURIComponent("парламент")}`,
    address: "198.51.100.4",
  },
];

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function main() {
  console.log(`› build: ${ensureBuild(false)}`);
  const runDir = await mkdtemp("/tmp/hronika-flood-");
  const dataDir = path.join(runDir, "data");
  await mkdir(dataDir);
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await createRunDatabase(adminUrl) : null;
  const port = await freePort();
  const env = portalEnv({ port, dataDir, databaseUrl: database?.url });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    console.log(`› seeding the demo content and ${values.articles} articles`);
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", values.articles], {
      env,
      stdio: "inherit",
    });
    if (seeded.status !== 0) throw new Error("the seed failed");
    server = await startServer({ env, port, logFile: path.join(runDir, "server.log") });
    const base = server.baseUrl;
    // The cached page in memory before the flood.
    await fetch(`${base}/home`, { headers: pageHeaders });

    // Each probe alone first, on the quiet server: what it costs without the flood.
    const quiet = new Map<string, number[]>();
    for (const probe of probes) {
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        await (
          await fetch(`${base}${probe.path}`, { headers: { ...probe.headers, "x-forwarded-for": probe.address } })
        ).arrayBuffer();
        if (i > 0) times.push(performance.now() - started);
      }
      quiet.set(probe.name, times);
    }

    const seconds = Number(values.seconds);
    const connections = Number(values.connections);
    console.log(
      `› ${connections} connections search from 203.0.113.66 for ${seconds} s; other readers ask every 200 ms`,
    );
    const flood = runLoad({
      baseUrl: base,
      main: {
        plan: {
          method: "GET",
          paths: searchQueries.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
          headers: { "x-forwarded-for": "203.0.113.66" },
        },
        connections,
        seconds,
      },
    });
    const latencies = new Map(probes.map((p) => [p.name, [] as number[]]));
    const failures = new Map(probes.map((p) => [p.name, 0]));
    let flooding = true;
    void flood.finally(() => (flooding = false));
    await sleep(1_000);
    while (flooding) {
      await Promise.all(
        probes.map(async (probe) => {
          const started = performance.now();
          try {
            const answer = await fetch(`${base}${probe.path}`, {
              headers: { ...probe.headers, "x-forwarded-for": probe.address },
              signal: AbortSignal.timeout(30_000),
            });
            await answer.arrayBuffer();
            if (!answer.ok) failures.set(probe.name, failures.get(probe.name)! + 1);
          } catch {
            failures.set(probe.name, failures.get(probe.name)! + 1);
          }
          if (flooding) latencies.get(probe.name)!.push(performance.now() - started);
        }),
      );
      await sleep(200);
    }
    const result = await flood;
    if (server.exited()) throw new Error(`the server died:\n${tailOf(server.logFile)}`);
    console.log(
      `\n${database ? "PostgreSQL" : "PGlite"}, ${values.articles} articles, load average ${os.loadavg()[0]!.toFixed(1)}; the flood: ${Math.round(result.rps)} answers/s, ${JSON.stringify(result.statusCodes)}, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`,
    );
    console.log(
      "| probe (another address) | alone, p50 ms | asked during the flood | p50 ms | p99 ms | max ms | failed |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const probe of probes) {
      const list = latencies.get(probe.name)!;
      const ms = (p: number) => Math.round(percentile(list, p));
      const alone = Math.round(percentile(quiet.get(probe.name)!, 50));
      console.log(
        `| ${probe.name} | ${alone} | ${list.length} | ${ms(50)} | ${ms(99)} | ${Math.round(Math.max(...list))} | ${failures.get(probe.name)} |`,
      );
    }
  } finally {
    await server?.stop();
    await database?.drop();
    await rm(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
