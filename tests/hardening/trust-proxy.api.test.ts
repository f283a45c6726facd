import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * TRUST_PROXY (docs/decisions/0040): behind a proxy every connection comes from the proxy, so the
 * per-address limits must read X-Forwarded-For, but only when the peer is a proxy we trust.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const proxy = "127.0.0.1";

/** One comment from a new reader, through `remoteAddress`, claiming to be `forwardedFor`. */
function comment(app: TestApp, articleId: number, i: number, remoteAddress: string, forwardedFor: string) {
  return app.app.inject({
    method: "POST",
    url: `/api/articles/${articleId}/comments`,
    payload: { username: `Читател ${i}`, content: `Мнение №${i}` },
    headers: { cookie: `reader=${`r${i}`.padEnd(22, "x")}`, "x-forwarded-for": forwardedFor },
    remoteAddress,
  });
}

// Each test sends 31 to 71 comments one after another: a busy machine gets more time, not less.
const manyRequests = 120_000;

describe("TRUST_PROXY", () => {
  it(
    "is off by default: X-Forwarded-For is ignored, so 30 comments a minute from one peer is the limit",
    async () => {
      t = await createTestApp();
      const articleId = await insertArticle(t.db, { title: "Без прокси" });
      const statuses = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await comment(t, articleId, i, proxy, `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      const stored = await t.db
        .selectDistinct({ address: comments.addressHash })
        .from(comments)
        .where(eq(comments.articleId, articleId));
      expect(stored).toEqual([{ address: t.app.readerAddresses.hash(proxy) }]);
    },
    manyRequests,
  );

  it(
    "when on, limits by and stores (as its keyed hash) the forwarded address of a trusted proxy's requests",
    async () => {
      t = await createTestApp({ TRUST_PROXY: proxy });
      const articleId = await insertArticle(t.db, { title: "Зад прокси" });

      // 40 readers at 40 addresses behind one proxy: none is refused.
      for (let i = 0; i < 40; i++)
        expect((await comment(t, articleId, i, proxy, `198.51.100.${i + 1}`)).statusCode).toBe(201);
      const stored = await t.db
        .select({ address: comments.addressHash })
        .from(comments)
        .where(eq(comments.articleId, articleId));
      expect(new Set(stored.map((row) => row.address)).size).toBe(40);
      expect(stored.map((row) => row.address)).toContain(t.app.readerAddresses.hash("198.51.100.40"));

      // 31 readers at one forwarded address: its own limit of 30 applies.
      const statuses = [];
      for (let i = 100; i < 131; i++) statuses.push((await comment(t, articleId, i, proxy, "203.0.113.7")).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
    },
    manyRequests,
  );

  it(
    "when on, ignores X-Forwarded-For from a peer that is not a trusted proxy",
    async () => {
      t = await createTestApp({ TRUST_PROXY: proxy });
      const articleId = await insertArticle(t.db, { title: "Подправен адрес" });
      const statuses = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await comment(t, articleId, i, "192.0.2.9", `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      const stored = await t.db
        .selectDistinct({ address: comments.addressHash })
        .from(comments)
        .where(eq(comments.articleId, articleId));
      expect(stored).toEqual([{ address: t.app.readerAddresses.hash("192.0.2.9") }]);
    },
    manyRequests,
  );
});
