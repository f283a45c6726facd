// Resident memory of a real server (`npm start`, issue 7 point 7) on the database of
// DATA_DIR or DATABASE_URL holding the large seed, while it serves every scale scenario over HTTP:
//   npm run build && npm run seed:large && npm run bench:memory [-- --port=3221 --passes=3 --connections=4]
import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig, type Config } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createTokenService, resolveJwtSecret } from "#server/modules/auth/tokens.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { prepareScaleFixtures } from "./scale-fixtures.ts";
import { scaleScenarios } from "./scale-scenarios.ts";
import { npmStart } from "../npm-start.ts";

export type MemoryReport = {
  database: "pglite" | "postgres";
  /** Resident set size in MB: after start, the highest seen while serving, and at the end. */
  idleMb: number;
  peakMb: number;
  endMb: number;
  requests: number;
  errors: number;
  seconds: number;
};

export type MemoryOptions = { config?: Config; port?: number; passes?: number; connections?: number };

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function residentMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not answer /api/health in time");
}

/**
 * Prepares the fixtures (the embedded database allows one process at a time, so before the
 * server starts), starts the production server, serves every scenario `passes` times over
 * `connections` parallel connections, and reports its resident memory.
 */
export async function measureServerMemory(options: MemoryOptions = {}): Promise<MemoryReport> {
  const config = options.config ?? loadConfig();
  const port = options.port ?? 3221;
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  const fixtures = await prepareScaleFixtures(database.db, createLocalStorage(path.join(config.dataDir, "uploads")), {
    username: config.ownerUsername,
    password: config.ownerPassword,
  }).finally(() => database.close());
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const bearer = {
    owner: await tokens.sign({ userId: fixtures.ownerId, userType: "admin", version: 0 }),
    journalist: await tokens.sign({ userId: fixtures.journalistId, userType: "journalist", version: 0 }),
  };

  const start = npmStart();
  const server = spawn(process.execPath, [...start.nodeFlags, start.script], {
    env: {
      ...start.env,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: config.dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DEMO_CONTENT: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
    const pid = server.pid!;
    const idle = await residentMb(pid);
    let highest = idle.rss;
    const sampler = setInterval(() => {
      residentMb(pid).then(
        (m) => (highest = Math.max(highest, m.rss)),
        () => undefined,
      );
    }, 100);

    const queue = scaleScenarios(fixtures).flatMap((scenario) =>
      Array.from({ length: (options.passes ?? 3) * 20 }, (_, i) => ({
        url: scenario.path(i),
        token: scenario.as ? bearer[scenario.as] : undefined,
      })),
    );
    let requests = 0;
    let errors = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: options.connections ?? 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await fetch(`${base}${next.url}`, {
            headers: next.token ? { authorization: `Bearer ${next.token}` } : {},
          });
          await res.arrayBuffer();
          requests++;
          if (res.status !== 200) errors++;
        }
      }),
    );
    clearInterval(sampler);
    const end = await residentMb(pid);
    const mb = (n: number) => Math.round(n);
    return {
      database: config.databaseUrl ? "postgres" : "pglite",
      idleMb: mb(idle.rss),
      peakMb: mb(Math.max(highest, end.peak)),
      endMb: mb(end.rss),
      requests,
      errors,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
  }
}

function argument(name: string): number | undefined {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  return value === undefined ? undefined : Number(value);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const report = await measureServerMemory({
    port: argument("port"),
    passes: argument("passes"),
    connections: argument("connections"),
  });
  console.log(
    `Server RSS on ${report.database}: ${report.idleMb} MB after start, ${report.peakMb} MB at most while serving ${report.requests} requests ` +
      `(${report.errors} errors) in ${report.seconds} s, ${report.endMb} MB at the end.`,
  );
}
