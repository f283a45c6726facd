import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { npmStart } from "../../scripts/npm-start.ts";
import { withDatabase } from "./database-template.ts";

/**
 * Real `npm start` servers on one PostgreSQL, for the tests of what several processes or servers
 * do together (the page cache's invalidation, scheduled publishing). Each call registers its own
 * cleanup in `cleanups`, which the test file runs (newest first) after all.
 */
export type Cleanups = Array<() => Promise<void>>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s server in a process of its own, with `args` and `env`, its standard error inherited
 * or piped to be read: the bundle `npm run build` makes (build/app/main.mjs, which the API suite's
 * global setup keeps fresh), in production mode, with the environment and node flags of `npm
 * start` (scripts/npm-start.ts). Not the TypeScript through tsx: that cost each
 * start about 4 s more CPU time (6 s against 2 on PostgreSQL), which CI's busy machine turned into
 * tests past their budget.
 */
export function spawnServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: "inherit" | "pipe" = "inherit",
): ChildProcess {
  const start = npmStart();
  return spawn(process.execPath, [...start.nodeFlags, "build/app/main.mjs", ...args], {
    env: { ...start.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", stdio],
  });
}

/** Resolves when the child has ended: its exit code, or null when a signal ended it (then or before). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once("exit", (code) => resolve(code)),
  );
}

/** A database of its own on the server at `serverUrl`, dropped at the end. */
export async function freshDatabase(serverUrl: string, cleanups: Cleanups, prefix = "hronika_proc"): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return withDatabase(serverUrl, name);
}

/** `npm start`'s server (production web app) on the database, once it answers; stopped by its cleanup. */
export async function startServer(
  databaseUrl: string,
  cleanups: Cleanups,
  options: { ownerPassword: string; env?: Record<string, string> },
): Promise<{ url: string; process: ChildProcess }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hronika-proc-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer([], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    JWT_SECRET: "several-servers-share-this-signing-secret-0123456789",
    OWNER_PASSWORD: options.ownerPassword,
    LOG_LEVEL: "error",
    ...options.env,
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  await answering(child, url);
  return { url, process: child };
}

/**
 * Resolves once the server `child` started answers its health check at `url`; killed if it has not
 * in three minutes. Starting takes a few seconds on a quiet machine, but CI runs the browser lanes
 * and two API suites at once: a new embedded database once took more than 90 s there.
 */
export async function answering(child: ChildProcess, url: string): Promise<void> {
  const startedBy = Date.now() + 180_000;
  while (Date.now() < startedBy) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}
