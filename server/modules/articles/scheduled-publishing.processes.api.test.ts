import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/helpers/http.ts";
import { freshDatabase, startServer as startProcess, type Cleanups } from "#tests/helpers/server-processes.ts";

/**
 * Scheduled publishing with several servers on one PostgreSQL (issue 20, point 3; decision 0065),
 * as server/web/page-cache/two-processes.api.test.ts runs them: real `npm start` servers, each with
 * its own publisher. An article whose moment passed while no server ran is published at start by
 * exactly one of them; one scheduled while they run goes live on all of them at its moment, again
 * published once. Needs TEST_DATABASE_URL, so it is skipped on PGlite.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ownerPassword = "scheduled-owner-password";
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const startServer = async (databaseUrl: string) => (await startProcess(databaseUrl, cleanups, { ownerPassword })).url;

async function api<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
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
    // Live: its page, or (issue 32) the redirect from `/article/{id}` to its canonical address.
    if ([200, 301].includes((await rawRequest(url)).status)) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`${url} did not go live within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const publishedOnce = (databaseUrl: string, id: number) =>
  query<{ n: number }>(
    databaseUrl,
    "select count(*)::int as n from article_revisions where article_id = $1 and kind = 'scheduled_publish'",
    [id],
  ).then((rows) => rows[0]!.n);

describe.runIf(serverUrl)("scheduled publishing across servers (PostgreSQL)", () => {
  it("publishes a moment missed while no server ran, once, when several start; and one scheduled while they run, at its moment, once", async () => {
    const databaseUrl = await freshDatabase(serverUrl!, cleanups, "hronika_schedule");
    // The first start prepares the database; the article is then scheduled and its moment passes
    // while no server runs.
    const first = await startServer(databaseUrl);
    const { token } = await api<{ token: string }>(first, "POST", "/api/journalist/auth/login", null, {
      username: "owner",
      password: ownerPassword,
    });
    const body = { title: "Пропуснат момент", sections: [{ type: "paragraph", content: "<p>Текст.</p>" }] };
    const { articleId: missed } = await api<{ articleId: number }>(first, "POST", "/api/journalist/articles", token, {
      ...body,
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await cleanups.pop()!();
    await query(databaseUrl, "update articles set scheduled_at = now() - interval '10 minutes' where id = $1", [
      missed,
    ]);

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
    const [row] = await query<{ publish_date: Date }>(databaseUrl, "select publish_date from articles where id = $1", [
      soon,
    ]);
    expect(row!.publish_date.toISOString()).toBe(moment.toISOString());
    console.log(
      `scheduled publishing: live on three servers ${Math.max(...waits)} ms after scheduling, ${lateness} ms past its moment`,
    );
  }, 180_000);
});
