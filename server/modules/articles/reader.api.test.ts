import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleDailyViews, articles, featuredArticles } from "#server/db/schema.ts";
import { countView } from "#server/modules/engagement/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let author: TestUser;
let published: number;
let older: number;
let draft: number;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const readerCookie = (n: number) => `reader=${`reader-${n}`.padEnd(22, "x").slice(0, 22)}`;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createStaff({ name: "Мария Авторова" });
  published = await insertArticle(t.db, {
    title: "Парламентът прие бюджета",
    description: "Дълъг дебат",
    categories: ["Политика", "Бизнес"],
    paragraphs: ["<p>Първи <b>абзац</b>.</p>", "<p>Втори абзац.</p>"],
    authorId: author.user.id,
    publishDate: hoursAgo(1),
  });
  older = await insertArticle(t.db, {
    title: "Стара новина за спорта",
    categories: ["Спорт"],
    publishDate: hoursAgo(48),
  });
  draft = await insertArticle(t.db, { title: "Чернова", status: "draft", authorId: author.user.id });
});
afterAll(() => t.close());

describe("GET /api/articles", () => {
  it("lists published articles newest first, with the list fields", async () => {
    const res = await t.app.inject({ url: "/api/articles" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.articles.map((a: { id: number }) => a.id)).toEqual([published, older]);
    expect(body.articles[0]).toMatchObject({
      title: "Парламентът прие бюджета",
      categories: ["Политика", "Бизнес"],
      category: "Политика",
      preview: "Първи абзац.",
    });
    expect(body.pagination).toEqual({ total: 2, page: 1, pageSize: 20, totalPages: 1 });
  });

  it("filters by category name, case-insensitively", async () => {
    const res = await t.app.inject({ url: `/api/articles?category=${encodeURIComponent("спорт")}` });
    expect(res.json().articles.map((a: { id: number }) => a.id)).toEqual([older]);
  });

  it("answers 400 for a wrong sort, page or page size", async () => {
    for (const query of ["sort=likes", "page=0", "page=abc", "pageSize=101"]) {
      expect((await t.app.inject({ url: `/api/articles?${query}` })).statusCode).toBe(400);
    }
  });
});

describe("GET /api/articles/{id}", () => {
  it("returns the detail with ordered sections, author and stats", async () => {
    const res = await t.app.inject({ url: `/api/articles/${published}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: published,
      title: "Парламентът прие бюджета",
      author: { name: "Мария Авторова" },
      stats: { likes: 0, comments: 0, views: 0 },
      liked: false,
      isPublished: true,
    });
    expect(body.sections.map((s: { orderIndex: number }) => s.orderIndex)).toEqual([0, 1]);
  });

  it("hides drafts and unknown ids with 404, and rejects a malformed id with 400", async () => {
    expect((await t.app.inject({ url: `/api/articles/${draft}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/articles/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/articles/abc" })).statusCode).toBe(400);
  });

  it("shows a draft with editing=true only to its author or an admin", async () => {
    const url = `/api/articles/${draft}?editing=true`;
    const other = await t.createStaff();
    const admin = await t.createStaff({ role: "Admin" });
    expect((await t.injectAs(author, { url })).statusCode).toBe(200);
    expect((await t.injectAs(admin, { url })).statusCode).toBe(200);
    expect((await t.injectAs(other, { url })).statusCode).toBe(404);
    expect((await t.injectAs(null, { url })).statusCode).toBe(404);
    expect((await t.injectAs(author, { url: `/api/articles/${draft}` })).statusCode).toBe(404);
  });

  it("opens a published article for editing only for its author or an admin", async () => {
    const url = `/api/articles/${published}?editing=true`;
    expect((await t.injectAs(author, { url })).statusCode).toBe(200);
    expect((await t.injectAs(await t.createStaff({ role: "Admin" }), { url })).statusCode).toBe(200);
    expect((await t.injectAs(await t.createStaff(), { url })).statusCode).toBe(404);
    expect((await t.injectAs(null, { url })).statusCode).toBe(404);
    expect((await t.injectAs(null, { url: `/api/articles/${published}` })).statusCode).toBe(200);
  });
});

describe("views", () => {
  it("counts one view per reader and sets an httpOnly reader cookie for a new reader", async () => {
    const first = await t.app.inject({ method: "POST", url: `/api/articles/${older}/count-view` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true, views: 1 });
    const cookie = first.cookies.find((c) => c.name === "reader");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const again = await t.app.inject({
      method: "POST",
      url: `/api/articles/${older}/count-view`,
      headers: { cookie: `reader=${cookie!.value}` },
    });
    expect(again.json()).toEqual({ counted: false, views: 1 });
    expect(again.cookies).toEqual([]);
  });

  it("counts the same reader again after 30 minutes, and records the day", async () => {
    const id = await insertArticle(t.db, { title: "Гледана два пъти" });
    const reader = "abcdefghijklmnopqrstuv";
    const start = new Date("2026-11-20T10:00:00Z");
    expect(await countView(t.db, id, reader, start)).toEqual({ counted: true, views: 1 });
    expect(await countView(t.db, id, reader, new Date(start.getTime() + 29 * 60_000))).toMatchObject({
      counted: false,
    });
    expect(await countView(t.db, id, reader, new Date(start.getTime() + 30 * 60_000))).toEqual({
      counted: true,
      views: 2,
    });
    const days = await t.db.select().from(articleDailyViews).where(eq(articleDailyViews.articleId, id));
    expect(days).toEqual([{ articleId: id, day: "2026-11-20", views: 2 }]);
  });

  it("adds exactly 200 for 200 parallel views from 200 readers", async () => {
    const id = await insertArticle(t.db, { title: "Популярна" });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        t.app.inject({
          method: "POST",
          url: `/api/articles/${id}/count-view`,
          headers: { cookie: readerCookie(n) },
          remoteAddress: `10.0.${n >> 8}.${n & 255}`,
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await t.app.views.flush();
    const [row] = await t.db.select({ views: articles.viewsCount }).from(articles).where(eq(articles.id, id));
    expect(row!.views).toBe(200);
    const [day] = await t.db
      .select({ views: articleDailyViews.views })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, id));
    expect(day!.views).toBe(200);
  });

  it("refuses drafts and unknown articles with 404", async () => {
    expect((await t.app.inject({ method: "POST", url: `/api/articles/${draft}/count-view` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/articles/999999/count-view" })).statusCode).toBe(404);
  });
});

describe("likes", () => {
  it("counts one like per reader; a repeat is a 200 that changes nothing; the detail says liked", async () => {
    const id = await insertArticle(t.db, { title: "Харесвана" });
    const cookie = readerCookie(1);
    const like = () => t.app.inject({ method: "POST", url: `/api/articles/${id}/like`, headers: { cookie } });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    const detail = await t.app.inject({ url: `/api/articles/${id}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ liked: true, stats: { likes: 1 } });
    expect((await t.app.inject({ url: `/api/articles/${id}` })).json().liked).toBe(false);
  });

  it("loses no like under concurrency, and counts a reader's double click once", async () => {
    const id = await insertArticle(t.db, { title: "Много харесвания" });
    await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        t.app.inject({
          method: "POST",
          url: `/api/articles/${id}/like`,
          headers: { cookie: readerCookie(n % 100) },
          remoteAddress: `10.0.${n % 4}.${n}`,
        }),
      ),
    );
    const [row] = await t.db.select({ likes: articles.likesCount }).from(articles).where(eq(articles.id, id));
    expect(row!.likes).toBe(100);
  });

  it("refuses a draft with 404", async () => {
    expect((await t.app.inject({ method: "POST", url: `/api/articles/${draft}/like` })).statusCode).toBe(404);
  });
});

describe("comments", () => {
  const post = (id: number, payload: object, cookie = readerCookie(7), remoteAddress = "198.51.100.1") =>
    t.app.inject({ method: "POST", url: `/api/articles/${id}/comments`, payload, headers: { cookie }, remoteAddress });

  it("stores a trimmed plain-text comment, counts it and shows the comments newest first", async () => {
    const id = await insertArticle(t.db, { title: "Коментирана" });
    const res = await post(id, { username: "  Иван  ", content: "  <b>Здравейте</b> & до скоро  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      comment: { author: "Иван", content: "<b>Здравейте</b> & до скоро", parentId: null },
      comments: 1,
      held: false,
    });
    await post(id, { username: "Петя", content: "Втори" }, readerCookie(8));
    const detail = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    expect(detail.stats.comments).toBe(2);
    // Newest first: a new comment lands just under the form (issue 29).
    expect(detail.comments.map((c: { author: string }) => c.author)).toEqual(["Петя", "Иван"]);
  });

  it("answers 400 with SPEC's texts, the username checked first", async () => {
    const cases: [object, string, string][] = [
      [{ username: " ", content: " " }, "Моля, въведете потребителско име", "username"],
      [{ username: "Иван", content: "   " }, "Моля, въведете коментар", "content"],
      [{ username: "x".repeat(51), content: "Добре" }, "Потребителското име може да е най-много 50 знака", "username"],
      [{ username: "Иван", content: "x".repeat(2001) }, "Коментарът може да е най-много 2000 знака", "content"],
      // Invisible characters are blank too (issue 18): zero-width space, joiners, BOM, soft hyphen,
      // word joiner, bidi marks, Hangul filler, the blank Braille cell.
      [{ username: "\u200B", content: "Добре" }, "Моля, въведете потребителско име", "username"],
      [
        { username: " \u200C\u200D\uFEFF\u00AD\u2060\u200E\u200F\u3164\u2800 ", content: "Добре" },
        "Моля, въведете потребителско име",
        "username",
      ],
      [{ username: "Иван", content: "\u200B\n\u00A0\u2060" }, "Моля, въведете коментар", "content"],
      [
        { username: "Иван", content: "x".repeat(2000) + "x\u200B" },
        "Коментарът може да е най-много 2000 знака",
        "content",
      ],
    ];
    for (const [payload, error, field] of cases) {
      const res = await post(published, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().fields[field]).toBe(error);
    }
    expect((await post(published, { username: "Иван" })).statusCode).toBe(400);
    expect((await post(published, { username: "Иван", content: "x".repeat(2000) }, readerCookie(9))).statusCode).toBe(
      201,
    );
    // Cut from the ends only: the name is stored without its invisible edges.
    const kept = await post(
      published,
      { username: "\u200BПетя\uFEFF", content: "ред\u200B\nред\u2060" },
      readerCookie(10),
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json().comment).toMatchObject({ author: "Петя", content: "ред\u200B\nред" });
  });

  it("refuses drafts with 404", async () => {
    expect((await post(draft, { username: "Иван", content: "Здравейте" })).statusCode).toBe(404);
  });

  it("limits a reader to 5 comments a minute, then answers 429 with a Retry-After", async () => {
    const id = await insertArticle(t.db, { title: "Спам" });
    const cookie = readerCookie(42);
    for (let i = 0; i < 5; i++)
      expect((await post(id, { username: "Бот", content: `№${i}` }, cookie, "192.0.2.9")).statusCode).toBe(201);
    const refused = await post(id, { username: "Бот", content: "още" }, cookie, "192.0.2.9");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/твърде много коментари/);
    // Another reader behind the same address is still welcome.
    expect((await post(id, { username: "Ани", content: "Здравейте" }, readerCookie(43), "192.0.2.9")).statusCode).toBe(
      201,
    );
  });
});

describe("featured", () => {
  it("falls back to the 3 most viewed of the last 7 days when no popular article is chosen", async () => {
    const ids = [];
    for (const views of [5, 50, 20, 80]) {
      const id = await insertArticle(t.db, { title: `Гледана ${views}` });
      await t.db.insert(articleDailyViews).values({ articleId: id, day: new Date().toISOString().slice(0, 10), views });
      ids.push(id);
    }
    // Many views, but all of them long ago: not trending.
    await t.db.insert(articleDailyViews).values({ articleId: older, day: "2020-01-01", views: 10_000 });
    const res = await t.app.inject({ url: "/api/articles/featured/popular" });
    expect(res.statusCode).toBe(200);
    const popularIds = res.json().map((a: { id: number }) => a.id);
    expect(popularIds.slice(0, 3)).toEqual(expect.arrayContaining([ids[3], ids[1]]));
    expect(popularIds).not.toContain(older);
    expect(popularIds.length).toBeLessThanOrEqual(3);
  });

  it("returns the admin's selection in order, skipping drafts", async () => {
    await t.db.insert(featuredArticles).values([
      { kind: "popular", position: 0, articleId: older },
      { kind: "popular", position: 1, articleId: draft },
      { kind: "popular", position: 2, articleId: published },
    ]);
    const popular = (await t.app.inject({ url: "/api/articles/featured/popular" })).json();
    expect(popular.map((a: { id: number }) => a.id)).toEqual([older, published]);
    expect((await t.app.inject({ url: "/api/articles/featured/secondary" })).json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/articles/featured/other" })).statusCode).toBe(400);
    await t.db.delete(featuredArticles).where(and(eq(featuredArticles.kind, "popular")));
  });
});
