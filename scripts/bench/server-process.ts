import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, readFileSync } from "node:fs";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { npmStart } from "../npm-start.ts";

export type ServerProcess = {
  pid: number;
  baseUrl: string;
  logFile: string;
  /** SIGTERM (clean shutdown: flushes buffered counters), then SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  exited: () => boolean;
};

/** A port free on 127.0.0.1 now, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a measured portal: production with the demo content, on `port` and
 * `dataDir`, with a fresh owner password and token secret; on PostgreSQL when `databaseUrl` is
 * given, else on the embedded database.
 */
export function portalEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  ownerPassword?: string;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DEMO_CONTENT: "true",
    OWNER_USERNAME: "owner",
    OWNER_PASSWORD: options.ownerPassword ?? randomBytes(12).toString("base64url"),
    JWT_SECRET: randomBytes(32).toString("base64url"),
    // The load comes from this machine as if through a CDN: the forwarded address is the reader's.
    TRUST_PROXY: "loopback",
    // nginx runs with access_log off; the portal logs warnings and errors only, like for like.
    LOG_LEVEL: "warn",
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** The last lines of a log file, for error messages. */
export function tailOf(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the production server exactly as `npm start` runs it, with `env`, logging to `logFile`,
 * and waits until /api/health answers 200.
 */
export async function startServer(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  logFile: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const log = createWriteStream(options.logFile);
  const start = npmStart();
  const child = spawn(process.execPath, [...start.nodeFlags, start.script], {
    env: { ...start.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    pid: child.pid!,
    baseUrl,
    logFile: options.logFile,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop(graceMs = 30_000) {
      if (server.exited()) return;
      child.kill("SIGTERM");
      if (!(await waitForExit(child, graceMs))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`the server exited while starting:\n${tailOf(options.logFile)}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await server.stop(5_000);
  throw new Error(`the server did not answer /api/health in time:\n${tailOf(options.logFile)}`);
}
