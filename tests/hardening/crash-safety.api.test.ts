import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { withDatabase } from "#tests/helpers/database-template.ts";
import { answering, exited, freePort, spawnServer } from "#tests/helpers/server-processes.ts";

/**
 * The real server, killed with SIGKILL in the middle of a stream of writes, then restarted:
 * every write it acknowledged is there and every counter equals the rows it counts (issue 6,
 * point 5). A SIGTERM in the middle of writes loses nothing either.
 */

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

type Server = { process: ChildProcess; url: string };

async function startServer(env: Record<string, string>): Promise<Server> {
  // A port of its own: the same suite may run beside this one on another runtime (.ci/run).
  const port = await freePort();
  // Readers come through a trusted proxy, each from an address of their own (as the views and likes of one address are bounded).
  const child = spawnServer(["--api-only"], {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    OWNER_PASSWORD: "crash-owner-password",
    TRUST_PROXY: "loopback",
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(child, url);
  return { process: child, url };
}

/** Sends writes until told to stop; returns those the server acknowledged. */
function writeLoad(url: string, articleId: number) {
  const acknowledged = { comments: [] as string[], likes: 0, views: 0 };
  let running = true;
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const reader = `reader=${`w${n}r${i}`.padEnd(22, "x").slice(0, 22)}`;
      const address = `10.${n}.${(i >> 8) & 255}.${i & 255}`;
      const text = `коментар ${n}-${i}`;
      const kind = i % 3;
      try {
        const res =
          kind === 0
            ? await fetch(`${url}/api/articles/${articleId}/comments`, {
                method: "POST",
                headers: { "content-type": "application/json", cookie: reader, "x-forwarded-for": address },
                body: JSON.stringify({ username: `Читател ${n}`, content: text }),
              })
            : await fetch(`${url}/api/articles/${articleId}/${kind === 1 ? "like" : "count-view"}`, {
                method: "POST",
                headers: { cookie: reader, "x-forwarded-for": address },
              });
        if (res.ok) {
          if (kind === 0) acknowledged.comments.push(text);
          else if (kind === 1 && (await res.json()).liked) acknowledged.likes++;
          else if (kind === 2 && (await res.json()).counted) acknowledged.views++;
        }
      } catch {
        // The server is gone: what was not acknowledged may be lost.
      }
    }
  };
  const workers = Array.from({ length: 4 }, (_, n) => worker(n));
  return { acknowledged, stop: async () => ((running = false), await Promise.all(workers)) };
}

/** Waits until the load has `count` acknowledged comments, for at most `ms`. */
async function writesAcknowledged(acknowledged: { comments: string[] }, count: number, ms: number) {
  const deadline = performance.now() + ms;
  while (acknowledged.comments.length < count) {
    if (performance.now() > deadline)
      throw new Error(`only ${acknowledged.comments.length} comments acknowledged in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function articleFor(url: string): Promise<number> {
  const login = await fetch(`${url}/api/journalist/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "owner", password: "crash-owner-password" }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${url}/api/journalist/articles`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Под натоварване", sections: [{ type: "heading", content: "Тест" }] }),
  });
  return ((await res.json()) as { articleId: number }).articleId;
}

async function scenario(
  env: Record<string, string>,
  target: { dataDir: string } | { url: string },
  signal: "SIGKILL" | "SIGTERM",
) {
  const first = await startServer(env);
  const articleId = await articleFor(first.url);
  const load = writeLoad(first.url, articleId);
  // Killed in the middle of a load of writes: once it has acknowledged a few, however busy the
  // machine (a fixed 1.5 s saw only 4 comments while CI's other suites ran).
  await writesAcknowledged(load.acknowledged, 10, 60_000);
  first.process.kill(signal);
  await exited(first.process);
  await load.stop();
  const { acknowledged } = load;
  expect(acknowledged.comments.length).toBeGreaterThan(5);

  const second = await startServer(env);
  second.process.kill("SIGTERM");
  await exited(second.process);
  const handle = await openDatabase(target);
  try {
    const found = await queryRows<{ content: string }>(
      handle.db,
      sql`select content from comments where article_id = ${articleId}`,
    );
    const stored = new Set(found.map((r) => r.content));
    expect(acknowledged.comments.filter((c) => !stored.has(c))).toEqual([]);
    const [counters] = await queryRows<{
      likes: number;
      like_rows: number;
      views: number;
      daily: number;
      comments: number;
      comment_rows: number;
    }>(
      handle.db,
      sql`select a.likes_count as likes, (select count(*)::int from likes where article_id = a.id) as like_rows,
                 a.views_count as views, (select coalesce(sum(views), 0)::int from article_daily_views where article_id = a.id) as daily,
                 a.comments_count as comments, (select count(*)::int from comments where article_id = a.id) as comment_rows
            from articles a where a.id = ${articleId}`,
    );
    expect(counters!.likes).toBe(counters!.like_rows);
    expect(counters!.views).toBe(counters!.daily);
    expect(counters!.comments).toBe(counters!.comment_rows);
    expect(counters!.likes).toBeGreaterThanOrEqual(acknowledged.likes);
    expect(counters!.views).toBeGreaterThanOrEqual(acknowledged.views);
    console.log(
      `${signal} (${"url" in target ? "PostgreSQL" : "embedded"}): acknowledged ${acknowledged.comments.length} comments, ${acknowledged.likes} likes, ${acknowledged.views} views; found ${stored.size} comments, ${counters!.likes} likes, ${counters!.views} views`,
    );
  } finally {
    await handle.close();
  }
}

describe("crash safety", () => {
  for (const signal of ["SIGKILL", "SIGTERM"] as const) {
    it(`keeps every acknowledged write after ${signal} on the embedded database`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "hronika-crash-"));
      folders.push(dataDir);
      await scenario({ DATA_DIR: dataDir, DEMO_CONTENT: "false" }, { dataDir: path.join(dataDir, "db") }, signal);
    }, 480_000);
  }

  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps every acknowledged write after SIGKILL on PostgreSQL",
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const name = `hronika_crash_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dataDir = await mkdtemp(path.join(tmpdir(), "hronika-crash-pg-"));
      folders.push(dataDir);
      try {
        const url = withDatabase(server, name);
        await scenario({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_CONTENT: "false" }, { url }, "SIGKILL");
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    480_000,
  );
});
