import { afterAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/helpers/http.ts";
import {
  exited,
  freshDatabase as freshDatabaseOf,
  startServer as startProcess,
  type Cleanups,
} from "#tests/helpers/server-processes.ts";

/**
 * Invalidation across processes (issue 7, point 2): real servers on one PostgreSQL, each with a
 * warm page cache; a change made through one shows through the other within a second, carried by
 * LISTEN/NOTIFY. Also WEB_CONCURRENCY: worker processes sharing one port. It needs a PostgreSQL
 * server (TEST_DATABASE_URL, as .ci/run's second API pass sets), so it is skipped on PGlite.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ownerPassword = "two-process-owner-password";
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const startServer = (databaseUrl: string, env: Record<string, string> = {}) =>
  startProcess(databaseUrl, cleanups, { ownerPassword, env });
const freshDatabase = () => freshDatabaseOf(serverUrl!, cleanups, "hronika_cache");

async function api(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(300);
  return res.json();
}

async function signInAndWrite(base: string, title: string): Promise<{ token: string; id: number; path: string }> {
  const { token } = (await api(base, "POST", "/api/journalist/auth/login", null, {
    username: "owner",
    password: ownerPassword,
  })) as { token: string };
  const { articleId, slug } = (await api(base, "POST", "/api/journalist/articles", token, {
    title,
    sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
  })) as { articleId: number; slug: string };
  // Its canonical address (issue 32): the one that is cached.
  return { token, id: articleId, path: `/article/${articleId}-${slug}` };
}

/** Asks `url` until `check` holds; returns how long that took, or throws after `ms`. */
async function seenWithin(url: string, check: (status: number, html: string) => boolean, ms: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const res = await rawRequest(url);
    if (check(res.status, res.body.toString("utf8"))) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`${url} did not change within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(serverUrl)("page cache across processes (PostgreSQL)", () => {
  it("shows a change made through one server on another within a second", async () => {
    const databaseUrl = await freshDatabase();
    const a = await startServer(databaseUrl);
    const b = await startServer(databaseUrl);
    const { token, id, path } = await signInAndWrite(a.url, "Заглавие преди");

    for (const server of [a, b]) {
      await rawRequest(server.url + path);
      const warm = await rawRequest(server.url + path);
      expect(warm.headers["x-page-cache"]).toBe("hit");
      expect(warm.body.toString()).toContain("Заглавие преди");
    }

    await api(a.url, "PUT", `/api/journalist/articles/${id}`, token, {
      title: "Заглавие след",
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
    });
    const edited = await seenWithin(
      b.url + path,
      (_s, html) => html.includes("Заглавие след") && !html.includes("Заглавие преди"),
      1_000,
    );
    await api(a.url, "PUT", `/api/journalist/articles/${id}/unpublish`, token);
    const hidden = await seenWithin(b.url + path, (status) => status === 404, 1_000);
    console.log(
      `two processes: an edit showed on the other server after ${edited} ms, a hidden article was a 404 there after ${hidden} ms`,
    );
  }, 240_000);

  // Issue 30, point 11 (decision 0104): the notification carries what the write changed.
  it("leaves the other server's pages alone for a write no reader sees, and drops them for a publish", async () => {
    const databaseUrl = await freshDatabase();
    const a = await startServer(databaseUrl);
    const b = await startServer(databaseUrl);
    const { token, id, path } = await signInAndWrite(a.url, "Видима статия");
    const { id: other, path: otherPath } = await signInAndWrite(a.url, "Друга статия");
    await rawRequest(b.url + path);
    expect((await rawRequest(b.url + path)).headers["x-page-cache"]).toBe("hit");
    const draft = (await api(a.url, "POST", "/api/journalist/articles", token, {
      title: "Чернова",
      isPublished: false,
      sections: [],
    })) as { articleId: number; version: number };
    await api(a.url, "PUT", `/api/journalist/articles/${draft.articleId}/autosave`, token, {
      title: "Чернова още",
      categories: [],
      sections: [],
      version: draft.version,
    });
    // Then an edit of another article, in no category: once the other server shows it, it has
    // heard the autosave's notification too (one channel, in order), and kept the first page.
    await api(a.url, "PUT", `/api/journalist/articles/${other}`, token, {
      title: "Друга статия, поправена",
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
    });
    await seenWithin(`${b.url}${otherPath}`, (_s, html) => html.includes("Друга статия, поправена"), 1_000);
    // Still the page rendered before (fresh, or past its freshness and being replaced: not dropped).
    expect((await rawRequest(b.url + path)).headers["x-page-cache"]).toMatch(/^(hit|stale)$/);
    await api(a.url, "PUT", `/api/journalist/articles/${id}`, token, {
      title: "Видима статия, поправена",
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
    });
    await seenWithin(b.url + path, (_s, html) => html.includes("Видима статия, поправена"), 1_000);
  }, 120_000);

  it("runs WEB_CONCURRENCY=2 workers on one port; a change through one shows on all; SIGTERM stops them all", async () => {
    const databaseUrl = await freshDatabase();
    const server = await startServer(databaseUrl, { WEB_CONCURRENCY: "2" });
    const { token, id, path } = await signInAndWrite(server.url, "Работници преди");
    // Every request opens a new connection, which the primary hands to the workers in turn.
    for (let i = 0; i < 6; i++)
      expect((await rawRequest(server.url + path)).body.toString()).toContain("Работници преди");
    const hits = await Promise.all(Array.from({ length: 6 }, () => rawRequest(server.url + path)));
    expect(hits.every((h) => h.headers["x-page-cache"] === "hit")).toBe(true);

    await api(server.url, "PUT", `/api/journalist/articles/${id}`, token, {
      title: "Работници след",
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
    });
    // The worker that took the write dropped its pages before answering; the other hears of it
    // through NOTIFY within milliseconds.
    const start = Date.now();
    let allNew = false;
    while (!allNew && Date.now() - start < 1_000) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => rawRequest(server.url + path)));
      allNew = answers.every((r) => r.body.toString().includes("Работници след"));
    }
    expect(allNew).toBe(true);

    server.process.kill("SIGTERM");
    expect(await exited(server.process)).toBe(0);
  }, 240_000);
});
