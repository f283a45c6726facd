import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { connect, readAnswers, requestText } from "#tests/helpers/raw-http.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 30, point 4: right after a start, the first requests for an article page arrived together,
 * each prepared the page's statements itself, and all but the first answered 500 ("prepared
 * statement already exists"). Every statement prepared once per connection (decision 0089) must
 * be prepared once however many requests use it first at the same moment: here the requests that
 * read them all (the API's article and the article page: its article and its page of comments) are
 * fired together on a fresh app, pipelined on one socket and side by side on many, on PGlite and,
 * with TEST_DATABASE_URL, PostgreSQL.
 */

let t: TestApp;
let port: number;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  articleId = await insertArticle(t.db, {
    title: "Първо четене след старт",
    paragraphs: ["<p>Статия, която всички искат едновременно.</p>"],
  });
}, 120_000);
afterAll(() => t.close());

/** `count` requests written at once on one socket, as a pipelining client (or a proxy) sends them. */
async function pipelined(paths: string[]) {
  const socket = await connect(port);
  try {
    const answers = readAnswers(
      socket,
      paths.map(() => "GET"),
    );
    socket.write(paths.map((path) => requestText("GET", path, { "Accept-Encoding": "identity" })).join(""));
    return (await answers).map((a) => a.status);
  } finally {
    socket.destroy();
  }
}

const preparedNames = async () =>
  (await queryRows<{ name: string }>(t.db, sql`select name from pg_prepared_statements order by name`)).map(
    (r) => r.name,
  );

describe("the first uses of a prepared statement, together", () => {
  it("answers every one of the first requests after a start, pipelined and side by side", async () => {
    // Nothing has read an article yet: these are the statements' first uses in this app.
    const pagePaths = Array.from({ length: 6 }, (_, i) => `/article/${articleId}?utm_source=${i}`);
    const apiPaths = Array.from({ length: 6 }, () => `/api/articles/${articleId}`);
    const [onOneSocket, ...apart] = await Promise.all([
      pipelined([...apiPaths, ...pagePaths]),
      ...Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: "GET",
          url: i % 2 ? `/api/articles/${articleId}` : `/api/articles/${articleId}?x=${i}`,
        }),
      ),
    ]);
    expect(onOneSocket).toEqual(Array(12).fill(200));
    expect(apart.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    if (t.app.deps.databaseKind === "pglite")
      expect(await preparedNames()).toEqual(expect.arrayContaining(["comment_page", "published_article"]));
  });

  it("prepares them once again, together, when the embedded database's session has lost them", async () => {
    if (t.app.deps.databaseKind !== "pglite") return; // node-postgres keeps its own per connection
    await t.db.execute(sql`deallocate all`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: "GET", url: `/api/articles/${articleId}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await preparedNames()).toEqual(expect.arrayContaining(["comment_page", "published_article"]));
  });
});
