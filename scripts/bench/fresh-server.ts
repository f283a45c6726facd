// A production server of its own for one bench scenario (the soak, the breaking story): a new data
// folder, a new PostgreSQL database when the run has one, the demo content as `npm start` prepares
// it, and the owner signed in at the journalist's door. `cleanup` undoes all of it.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { ensureBuild } from "./build.ts";
import type { Cleanup } from "./cleanup.ts";
import { createRunDatabase } from "./postgres.ts";
import type { DatabaseKind } from "./report.ts";
import { freePort, portalEnv, startServer, type ServerProcess } from "./server-process.ts";
import { getJson, step } from "./steps.ts";

export type FreshServer = {
  server: ServerProcess;
  base: string;
  /** The run's folder (the server's data and log in it), removed by the cleanup. */
  runDir: string;
  /** The owner's bearer token at the journalist's door. */
  journalistToken: string;
};

/** The owner signed in at the journalist's door: a bearer token for the journalist's API. */
export async function journalistToken(base: string, ownerPassword: string): Promise<string> {
  const { token } = await getJson<{ token: string }>(`${base}/api/journalist/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "owner", password: ownerPassword }),
  });
  return token;
}

export async function startFreshServer(options: {
  /** Names the run's folder: /tmp/hronika-{name}-…. */
  name: string;
  kind: DatabaseKind;
  /** A PostgreSQL server to make the run's database in, or none (the embedded database). */
  adminUrl: string | undefined;
  /** WEB_CONCURRENCY, when the run asks for it; one process otherwise, as `npm start`. */
  workers: string | undefined;
  rebuild: boolean;
  cleanup: Cleanup;
}): Promise<FreshServer> {
  const { cleanup } = options;
  step(`build: ${ensureBuild(options.rebuild)}`);
  const runDir = await mkdtemp(`/tmp/hronika-${options.name}-`);
  cleanup.add("remove the run's folder", () => rm(runDir, { recursive: true, force: true }));
  const dataDir = path.join(runDir, "data");
  await mkdir(dataDir);
  let databaseUrl: string | undefined;
  if (options.adminUrl) {
    const database = await createRunDatabase(options.adminUrl);
    cleanup.add(`drop database ${database.name}`, database.drop);
    databaseUrl = database.url;
  }
  const port = await freePort();
  const ownerPassword = randomBytes(12).toString("base64url");
  const env = portalEnv({ port, dataDir, databaseUrl, ownerPassword });
  if (options.workers) env.WEB_CONCURRENCY = options.workers;
  else delete env.WEB_CONCURRENCY;

  step(`starting the server on port ${port} (${options.kind}, with the demo content, as npm start prepares it)`);
  const server = await startServer({ env, port, logFile: path.join(runDir, "server.log") });
  cleanup.add("stop the server", () => server.stop());
  return {
    server,
    base: server.baseUrl,
    runDir,
    journalistToken: await journalistToken(server.baseUrl, ownerPassword),
  };
}
