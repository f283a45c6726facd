import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { articleDailyViews, articles, comments } from "#server/db/schema.ts";
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
    // Two waves of 250 readers: each wave's likes and comments fit the embedded database's waiting
    // line (512, decision 0101), which refuses more with 503 however the machine keeps up.
    const wave = (from: number) =>
      Array.from({ length: readers / 2 }, (_, i) => from + i)
        .map((n) => [
          t.app.inject({
            method: "POST",
            url: `/api/articles/${id}/like`,
            headers: { cookie: cookie(n) },
            remoteAddress: address(n),
          }),
          t.app.inject({
            method: "POST",
            url: `/api/articles/${id}/count-view`,
            headers: { cookie: cookie(n) },
            remoteAddress: address(n),
          }),
          t.app.inject({
            method: "POST",
            url: `/api/articles/${id}/comments`,
            headers: { cookie: cookie(n) },
            remoteAddress: address(n),
            payload: { username: `Читател ${n}`, content: `Коментар ${n}` },
          }),
        ])
        .flat();
    const answers = [...(await Promise.all(wave(0))), ...(await Promise.all(wave(readers / 2)))];
    expect(answers.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    await t.app.views.flush();
    const [row] = await t.db
      .select({ likes: articles.likesCount, views: articles.viewsCount, comments: articles.commentsCount })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row).toEqual({ likes: readers, views: readers, comments: readers });
    const [day] = await t.db
      .select({ views: articleDailyViews.views })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, id));
    expect(day!.views).toBe(readers);
    const detail = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    // 50 threads a page (issue 22), all 500 counted.
    expect(detail.comments).toHaveLength(50);
    expect(detail.commentPagination).toMatchObject({ total: readers, totalPages: 10 });
  }, 120_000);

  it("keeps the comment counter equal to the published comments while readers reply and moderators decide at once (issue 22)", async () => {
    const id = await insertArticle(t.db, { title: "Решения под натиск" });
    const admin = await t.createStaff({ role: "Admin" });
    const threads = await t.db
      .insert(comments)
      .values(
        Array.from({ length: 10 }, (_, i) => ({ articleId: id, authorName: `Читател ${i}`, content: `Начало ${i}` })),
      )
      .returning({ id: comments.id });
    await t.db.update(articles).set({ commentsCount: 10 }).where(eq(articles.id, id));
    const ids = threads.map((row) => row.id);
    // From several desks: one client may have 32 requests waiting for the embedded database (decision 0101).
    const decide = (n: number, decision: string, of: number[]) =>
      t.injectAs(admin, {
        method: "POST",
        url: "/api/admin/comments/decisions",
        remoteAddress: `10.9.9.${n % 8}`,
        payload: { ids: of, decision, reason: `№${n}` },
      });
    const requests = [
      ...Array.from({ length: 200 }, (_, n) =>
        t.app.inject({
          method: "POST",
          url: `/api/articles/${id}/comments`,
          headers: { cookie: cookie(1000 + n) },
          remoteAddress: address(1000 + n),
          payload: { username: `Отговарящ ${n}`, content: `Отговор ${n}`, parentId: ids[n % ids.length] },
        }),
      ),
      ...Array.from({ length: 40 }, (_, n) =>
        decide(n, n % 2 ? "approve" : "hide", [ids[n % ids.length]!, ids[(n + 3) % ids.length]!]),
      ),
      decide(99, "delete", [ids[9]!]),
    ];
    const answers = await Promise.all(requests);
    // A reply to a comment hidden or deleted meanwhile is refused (400); nothing else may fail.
    expect(
      answers.filter((r) => r.statusCode >= 300 && r.statusCode !== 400).map((r) => `${r.statusCode} ${r.body}`),
    ).toEqual([]);
    const [counted] = await queryRows<{ counter: number; published: number }>(
      t.db,
      sql`select a.comments_count as counter, (select count(*)::int from comments c where c.article_id = a.id and c.status = 'published') as published
            from articles a where a.id = ${id}`,
    );
    expect(counted!.counter).toBe(counted!.published);
  }, 120_000);
});
