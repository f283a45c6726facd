import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
let fresh: number;
let old: number;
let draft: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://hronika.example", SITE_NAME: "Хроника" });
  fresh = await insertArticle(t.db, { title: "Свежа новина & <анализ>", description: "Описание", categories: ["Спорт", "Култура"], publishDate: new Date(Date.now() - 3600_000) });
  old = await insertArticle(t.db, { title: "Стара новина", publishDate: new Date(Date.now() - 5 * 86_400_000) });
  draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe("feeds for search engines and readers", () => {
  it("sitemap.xml lists home, categories and published articles on the public URL", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<loc>https://hronika.example/home</loc>");
    expect(res.body).toContain(`<loc>https://hronika.example/category/${encodeURIComponent("Спорт")}</loc>`);
    expect(res.body).toContain(`<loc>https://hronika.example/article/${fresh}</loc>`);
    expect(res.body).toContain(`<loc>https://hronika.example/article/${old}</loc>`);
    expect(res.body).not.toContain(`/article/${draft}<`);
  });

  it("news-sitemap.xml has only the last 2 days, with Google News fields, escaped", async () => {
    const res = await get("/news-sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(res.body).toContain(`/article/${fresh}</loc>`);
    expect(res.body).not.toContain(`/article/${old}</loc>`);
    expect(res.body).toContain("<news:name>Хроника</news:name><news:language>bg</news:language>");
    expect(res.body).toContain("<news:title>Свежа новина &amp; &lt;анализ&gt;</news:title>");
  });

  it("rss.xml carries the latest articles with link, date, description and categories", async () => {
    const res = await get("/rss.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    const items = res.body.split("<item>").slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(`<link>https://hronika.example/article/${fresh}</link>`);
    expect(items[0]).toContain("<description>Описание</description>");
    expect(items[0]).toContain("<category>Спорт</category><category>Култура</category>");
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT<\/pubDate>/);
  });

  it("robots.txt points at both sitemaps and keeps crawlers out of the staff areas", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: https://hronika.example/sitemap.xml");
    expect(res.body).toContain("Sitemap: https://hronika.example/news-sitemap.xml");
    expect(res.body).toContain("Disallow: /admin");
  });
});
