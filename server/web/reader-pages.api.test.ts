import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    for (const url of ["/home?page=2", "/home?page=999&tab=views", `${sport}?page=2`, "/home.data?page=2", `${sport}.data?page=2`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      if (!url.includes(".data")) {
        expect(isNotFoundPage(res.body), url).toBe(true);
        expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
      }
    }
    for (const url of ["/home", "/home?page=1", sport, "/home.data", "/home?page=abc"]) expect((await page(url)).statusCode, url).toBe(200);
  });
});

describe("the comment form without JavaScript", () => {
  const readerCookie = (n: number) => `reader=${`form-reader-${n}`.padEnd(22, "x").slice(0, 22)}`;
  const postForm = (id: number, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/article/${id}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: "null", ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: "203.0.113.5",
    });

  it("posts the comment and answers with the article page, which shows it and is not cached", async () => {
    const res = await postForm(articleId, { username: "Без скриптове", content: "Първи коментар без JavaScript" }, { cookie: readerCookie(1) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-page-cache"]).toBeUndefined();
    expect(res.body).toContain("Първи коментар без JavaScript");
    expect(res.body).toContain("Коментарът е публикуван");
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
    expect((await postForm(articleId, { username: "Бот", content: "пети" }, { cookie })).statusCode).toBe(200);
    const refused = await postForm(articleId, { username: "Бот", content: "шести" }, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Публикувахте твърде много коментари за кратко време.");
    expect(refused.body).toContain(">шести</textarea>");
  });

  it("refuses posts from other sites, other bodies and missing articles", async () => {
    const fields = { username: "Чужд", content: "Подправено" };
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "", origin: "https://evil.example" }]) {
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
