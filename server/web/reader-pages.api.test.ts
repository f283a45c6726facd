import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * The reader's pages at their edges (issue 18): odd addresses get the site's 404 page, a page past
 * the last is no page, and the comment form works without JavaScript (a same-site POST answered
 * with the article page, under the API's rules and limits).
 */

let t: TestApp;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
  articleId = await insertArticle(t.db, { title: "Статия за коментари", categories: ["Спорт"] });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const isNotFoundPage = (html: string) => html.includes("<title>Хроника | Страницата не е намерена</title>");

describe("odd addresses", () => {
  it("a path with a broken escape is the 404 page, not the router's JSON; the API keeps JSON", async () => {
    for (const url of ["/%ZZ", "/category/%ZZ", "/home/%E0%A4%A", "/%ZZ?tab=views"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(isNotFoundPage(res.body), url).toBe(true);
    }
    const article = await page("/article/%FF");
    expect(article.statusCode).toBe(404);
    expect(article.body).toContain("СТРАНИЦАТА КОЯТО ТЪРСИТЕ НЕ БЕШЕ НАМЕРЕНА");
    const api = await page("/api/articles/%ZZ");
    expect(api.statusCode).toBe(400);
    expect(api.headers["content-type"]).toContain("application/json");
  });

  it("a page past the last is a 404, on /home and category pages and their data requests", async () => {
    const sport = `/category/${encodeURIComponent("Спорт")}`;
    for (const url of [
      "/home?page=2",
      "/home?page=999&tab=views",
      `${sport}?page=2`,
      "/home.data?page=2",
      `${sport}.data?page=2`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      if (!url.includes(".data")) {
        expect(isNotFoundPage(res.body), url).toBe(true);
        expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
      }
    }
    for (const url of ["/home", "/home?page=1", sport, "/home.data", "/home?page=abc"])
      expect((await page(url)).statusCode, url).toBe(200);
  });
});

const readerCookie = (n: number) => `reader=${`form-reader-${n}`.padEnd(22, "x").slice(0, 22)}`;

describe("the comment form without JavaScript", () => {
  const postForm = (id: number, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/article/${id}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: "null",
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: "203.0.113.5",
    });

  it("posts the comment and redirects to it (Post/Redirect/Get, issue 29), never from the cache", async () => {
    const res = await postForm(
      articleId,
      { username: "Без скриптове", content: "Първи коментар без JavaScript" },
      { cookie: readerCookie(1) },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-page-cache"]).toBeUndefined();
    const created = (await t.db.select().from(comments)).find((c) => c.content === "Първи коментар без JavaScript")!;
    expect(res.headers.location).toBe(`/article/${articleId}#comment-${created.id}`);
    const shown = await page(`/article/${articleId}`, { cookie: readerCookie(1) });
    expect(shown.body).toContain("Първи коментар без JavaScript");
    const detail = (await t.app.inject({ url: `/api/articles/${articleId}` })).json();
    expect(detail.stats.comments).toBe(1);
    expect(detail.comments[0]).toMatchObject({ author: "Без скриптове", content: "Първи коментар без JavaScript" });
  });

  it("refuses with the API's Bulgarian text on the page, and gives back what the reader wrote", async () => {
    const long = "дълго ".repeat(400);
    const cases: [Record<string, string>, string][] = [
      [{ username: "\u200B\u2060", content: "Видимо" }, "Моля, въведете потребителско име"],
      [{ username: "Иван", content: "\uFEFF \u00AD" }, "Моля, въведете коментар"],
      [{ username: "Иван", content: long }, "Коментарът може да е най-много 2000 знака"],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm(articleId, fields, { cookie: readerCookie(2) });
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
      expect(res.body).toMatch(/<p id="comment-error" role="alert"/);
    }
    const res = await postForm(articleId, { username: "Иван", content: long }, { cookie: readerCookie(2) });
    expect(res.body).toContain(`>${long}</textarea>`);
  });

  it("counts against the same limits as the API: a reader's 5 comments a minute", async () => {
    const cookie = readerCookie(3);
    for (let i = 0; i < 4; i++) {
      const api = await t.app.inject({
        method: "POST",
        url: `/api/articles/${articleId}/comments`,
        payload: { username: "Бот", content: `№${i}` },
        headers: { cookie },
        remoteAddress: "203.0.113.5",
      });
      expect(api.statusCode).toBe(201);
    }
    expect((await postForm(articleId, { username: "Бот", content: "пети" }, { cookie })).statusCode).toBe(303);
    const refused = await postForm(articleId, { username: "Бот", content: "шести" }, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Публикувахте твърде много коментари за кратко време.");
    expect(refused.body).toContain(">шести</textarea>");
  });

  it("refuses posts from other sites, other bodies and missing articles", async () => {
    const fields = { username: "Чужд", content: "Подправено" };
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
    ]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
      const res = await t.app.inject({
        method: "POST",
        url: `/article/${articleId}`,
        headers: { "content-type": "application/x-www-form-urlencoded", ...clean },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(res.statusCode, JSON.stringify(clean)).toBe(403);
    }
    const json = await t.app.inject({ method: "POST", url: `/article/${articleId}`, payload: fields });
    expect(json.statusCode).toBe(415);
    const missing = await postForm(999_999, fields, { cookie: readerCookie(4) });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("СТРАНИЦАТА КОЯТО ТЪРСИТЕ НЕ БЕШЕ НАМЕРЕНА");
    const detail = (await t.app.inject({ url: `/api/articles/${articleId}` })).json();
    expect(detail.comments.filter((c: { author: string }) => c.author === "Чужд")).toEqual([]);
  });
});

describe("comments on the page (issue 22)", () => {
  const admin = () => t.createStaff({ role: "Admin" });
  const formHeaders = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  const apiPost = (id: number, payload: object, n: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/articles/${id}/comments`,
      payload,
      headers: { cookie: `reader=${`page-reader-${n}`.padEnd(22, "x")}` },
      remoteAddress: `192.0.2.${n}`,
    });

  it("never show a held or hidden comment to readers: not in the page, its data, nor the cached page after a decision", async () => {
    const id = await insertArticle(t.db, { title: "Скрити от читателите" });
    const staff = await admin();
    const visible = (await apiPost(id, { username: "Видим", content: "Публикуван текст" }, 11)).json().comment.id;
    await t.injectAs(staff, {
      method: "PUT",
      url: "/api/admin/comment-settings",
      payload: { mode: "hold_all", bannedWords: [] },
    });
    const held = (await apiPost(id, { username: "Чакащ", content: "Текст за преглед" }, 12)).json();
    await t.injectAs(staff, {
      method: "PUT",
      url: "/api/admin/comment-settings",
      payload: { mode: "publish", bannedWords: [] },
    });
    expect(held.held).toBe(true);
    const first = await page(`/article/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Публикуван текст");
    expect(first.body).not.toContain("Текст за преглед");
    // React Router's data request carries none of a reader page's data (issue 24).
    expect((await page(`/article/${id}.data`)).body).not.toContain("Текст за преглед");
    // The page is in the cache now; hiding the visible comment drops it at once.
    expect((await page(`/article/${id}`)).headers["x-page-cache"]).toBe("hit");
    const hidden = await t.injectAs(staff, {
      method: "POST",
      url: "/api/admin/comments/decisions",
      payload: { ids: [visible], decision: "hide" },
    });
    expect(hidden.statusCode).toBe(200);
    for (const url of [`/article/${id}`, `/article/${id}.data`])
      expect((await page(url)).body, url).not.toContain("Публикуван текст");
    // Its own page is gone too; the held one never had one.
    expect((await page(`/article/${id}/comments/${visible}`)).statusCode).toBe(404);
    expect((await page(`/article/${id}/comments/${held.comment.id}`)).statusCode).toBe(404);
  });

  it("pages past 50 threads with ?page=, a page past the last being the 404 page", async () => {
    const id = await insertArticle(t.db, { title: "Дълъг разговор" });
    await t.db.insert(comments).values(
      Array.from({ length: 51 }, (_, i) => ({
        articleId: id,
        authorName: `Читател ${i}`,
        content: `Мнение №${i}.`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    // Newest first (issue 29).
    const first = await page(`/article/${id}`);
    expect(first.body).toContain("Мнение №50.");
    expect(first.body).toContain("Мнение №1.");
    expect(first.body).not.toContain("Мнение №0.");
    expect(first.body).toContain(`href="/article/${id}?page=2#comments"`);
    const second = await page(`/article/${id}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain("Мнение №0.");
    expect(second.body).not.toContain("Мнение №50.");
    for (const url of [`/article/${id}?page=3`, `/article/${id}.data?page=3`])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it("a comment's own page takes a reply and a report without JavaScript, under the API's rules", async () => {
    const id = await insertArticle(t.db, { title: "Страница на коментар" });
    const commentId = (await apiPost(id, { username: "Автор", content: "Основен коментар" }, 21)).json().comment.id;
    const url = `/article/${id}/comments/${commentId}`;
    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Коментар от Автор");
    expect(shown.body).toContain('<meta name="robots" content="noindex"/>');
    const post = (fields: Record<string, string>, headers: Record<string, string> = formHeaders) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...headers, cookie: readerCookie(30) },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: "203.0.113.30",
      });

    const reply = await post({ username: "Отговарящ", content: "Отговор без скриптове" });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const detail = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    expect(detail.comments[0].replies.map((r: { content: string }) => r.content)).toEqual(["Отговор без скриптове"]);
    // To the reply, in its thread on the article's page (the newest replies show there).
    expect(reply.headers.location).toBe(`/article/${id}#comment-${detail.comments[0].replies[0].id}`);

    const empty = await post({ username: "Отговарящ", content: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Моля, въведете коментар");
    expect(empty.body).toMatch(new RegExp(`<p id="reply-${commentId}-error" role="alert"`));

    const noReason = await post({ intent: "report", details: "Защо" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain("Моля, изберете причина");
    expect(noReason.body).toContain(">Защо</textarea>");
    const reported = await post({ intent: "report", reason: "spam", details: "Реклама" });
    expect(reported.statusCode).toBe(200);
    expect(reported.body).toContain("Благодарим ви! Сигналът е изпратен и редакцията ще прегледа коментара.");
    const again = await post({ intent: "report", reason: "hate" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Вече сте сигнализирали за този коментар.");

    expect(
      (
        await post(
          { intent: "report", reason: "spam" },
          { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/article/${id}/comments/999999`,
          headers: formHeaders,
          payload: "intent=report&reason=spam",
        })
      ).statusCode,
    ).toBe(404);
  });
});
