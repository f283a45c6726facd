import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { withDatabase } from "#tests/helpers/database-template.ts";
import { rawRequest } from "#tests/helpers/http.ts";

/**
 * Scheduled publishing with several servers on one PostgreSQL (issue 20, point 3; decision 0065),
 * as server/web/page-cache/two-processes.api.test.ts runs them: real `npm start` servers, each with
 * its own publisher. An article whose moment passed while no server ran is published at start by
 * exactly one of them; one scheduled while they run goes live on all of them at its moment, again
 * published once. Needs TEST_DATABASE_URL, so it is skipped on PGlite.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ownerPassword = "scheduled-owner-password";
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
}

async function freshDatabase(): Promise<string> {
  const name = `hronika_schedule_${randomBytes(4).toString("hex")}`;
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
  return withDatabase(serverUrl!, name);
}

async function startServer(databaseUrl: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hronika-schedule-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      JWT_SECRET: "scheduled-servers-share-this-signing-secret-0123456789",
      OWNER_PASSWORD: ownerPassword,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function api<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function query<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Asks until the article's page answers 200; returns how long that took. */
async function liveWithin(url: string, ms: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await rawRequest(url)).status === 200) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`${url} did not go live within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const publishedOnce = (databaseUrl: string, id: number) =>
  query<{ n: number }>(databaseUrl, "select count(*)::int as n from article_revisions where article_id = $1 and kind = 'scheduled_publish'", [id]).then(
    (rows) => rows[0]!.n,
  );

describe.runIf(serverUrl)("scheduled publishing across servers (PostgreSQL)", () => {
  it("publishes a moment missed while no server ran, once, when several start; and one scheduled while they run, at its moment, once", async () => {
    const databaseUrl = await freshDatabase();
    // The first start prepares the database; the article is then scheduled and its moment passes
    // while no server runs.
    const first = await startServer(databaseUrl);
    const { token } = await api<{ token: string }>(first, "POST", "/api/journalist/auth/login", null, { username: "owner", password: ownerPassword });
    const body = { title: "Пропуснат момент", sections: [{ type: "paragraph", content: "<p>Текст.</p>" }] };
    const { articleId: missed } = await api<{ articleId: number }>(first, "POST", "/api/journalist/articles", token, {
      ...body,
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await cleanups.pop()!();
    await query(databaseUrl, "update articles set scheduled_at = now() - interval '10 minutes' where id = $1", [missed]);

    const [a, b, c] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl), startServer(databaseUrl)]);
    for (const server of [a, b, c]) await liveWithin(`${server}/article/${missed}`, 10_000);
    expect(await publishedOnce(databaseUrl, missed)).toBe(1);

    // Scheduled through one server for a moment two seconds ahead: every server shows it then.
    const moment = new Date(Date.now() + 2_000);
    const { articleId: soon } = await api<{ articleId: number }>(a, "POST", "/api/journalist/articles", token, {
      ...body,
      title: "Насрочена за след малко",
      scheduledAt: moment.toISOString(),
    });
    for (const server of [a, b, c]) expect((await rawRequest(`${server}/article/${soon}`)).status).toBe(404);
    const waits = await Promise.all([a, b, c].map((server) => liveWithin(`${server}/article/${soon}`, 60_000)));
    const lateness = Date.now() - moment.getTime();
    expect(await publishedOnce(databaseUrl, soon)).toBe(1);
    const [row] = await query<{ publish_date: Date }>(databaseUrl, "select publish_date from articles where id = $1", [soon]);
    expect(row!.publish_date.toISOString()).toBe(moment.toISOString());
    console.log(`scheduled publishing: live on three servers ${Math.max(...waits)} ms after scheduling, ${lateness} ms past its moment`);
  }, 180_000);
});
