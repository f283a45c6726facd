import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleDailyViews, articles } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/** Exact counters under 500 concurrent writes from distinct readers (issue 6, point 6). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readers = 500;
const cookie = (n: number) => `reader=${`c${n}`.padEnd(22, "z")}`;
const address = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.7`;

describe("concurrency", () => {
  it("counts 500 concurrent likes, views and comments exactly", async () => {
    const id = await insertArticle(t.db, { title: "Всички наведнъж" });
    const requests = Array.from({ length: readers }, (_, n) => [
      t.app.inject({ method: "POST", url: `/api/articles/${id}/like`, headers: { cookie: cookie(n) }, remoteAddress: address(n) }),
      t.app.inject({ method: "POST", url: `/api/articles/${id}/count-view`, headers: { cookie: cookie(n) }, remoteAddress: address(n) }),
      t.app.inject({
        method: "POST",
        url: `/api/articles/${id}/comments`,
        headers: { cookie: cookie(n) },
        remoteAddress: address(n),
        payload: { username: `Читател ${n}`, content: `Коментар ${n}` },
      }),
    ]).flat();
    const answers = await Promise.all(requests);
    expect(answers.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    await t.app.views.flush();
    const [row] = await t.db
      .select({ likes: articles.likesCount, views: articles.viewsCount, comments: articles.commentsCount })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row).toEqual({ likes: readers, views: readers, comments: readers });
    const [day] = await t.db.select({ views: articleDailyViews.views }).from(articleDailyViews).where(eq(articleDailyViews.articleId, id));
    expect(day!.views).toBe(readers);
    expect((await t.app.inject({ url: `/api/articles/${id}` })).json().comments).toHaveLength(200);
  }, 120_000);
});
