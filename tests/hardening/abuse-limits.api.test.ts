import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/** Floods answer 429 with a Retry-After; one reader cannot inflate likes or views (issue 6, point 4). */

let t: TestApp;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "open" });
  articleId = await insertArticle(t.db, { title: "Цел" });
});
afterAll(() => t.close());

const expectThrottled = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: expect.any(String), code: "rate_limited" });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
};

describe("abuse limits", () => {
  it("limits registrations from one address", async () => {
    let last;
    for (let i = 0; i < 21; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: `flood${i}`, password: "password-123", name: "Наводнение", email: `flood${i}@example.bg` },
        remoteAddress: "203.0.113.50",
      });
    }
    expectThrottled(last!);
  });

  it("limits comments per reader and likes per address", async () => {
    const cookie = "reader=aaaaaaaaaaaaaaaaaaaaaa";
    for (let i = 0; i < 5; i++) {
      const ok = await t.app.inject({
        method: "POST",
        url: `/api/articles/${articleId}/comments`,
        payload: { username: "Бот", content: `№${i}` },
        headers: { cookie },
      });
      expect(ok.statusCode).toBe(201);
    }
    expectThrottled(
      await t.app.inject({
        method: "POST",
        url: `/api/articles/${articleId}/comments`,
        payload: { username: "Бот", content: "още" },
        headers: { cookie },
      }),
    );

    // A script that drops its cookie gets a new reader each time: the address limits stop it, on
    // one article (engagement-abuse.api.test.ts) and across articles (60 a minute).
    const many = await Promise.all(
      Array.from({ length: 61 }, (_, i) => insertArticle(t.db, { title: `Харесвана ${i}` })),
    );
    const likes = [];
    for (const id of many)
      likes.push(
        await t.app.inject({ method: "POST", url: `/api/articles/${id}/like`, remoteAddress: "203.0.113.99" }),
      );
    expect(likes.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    expectThrottled(likes[60]!);
  });

  it("never counts a reader's like twice, nor a view twice within 30 minutes", async () => {
    const id = await insertArticle(t.db, { title: "Брояч" });
    const cookie = "reader=bbbbbbbbbbbbbbbbbbbbbb";
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: "POST",
        url: `/api/articles/${id}/like`,
        headers: { cookie },
        remoteAddress: "203.0.113.10",
      });
      await t.app.inject({ method: "POST", url: `/api/articles/${id}/count-view`, headers: { cookie } });
    }
    await t.app.views.flush();
    const [row] = await t.db
      .select({ likes: articles.likesCount, views: articles.viewsCount })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row).toEqual({ likes: 1, views: 1 });
  });
});
