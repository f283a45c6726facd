import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let fresh: number;
let old: number;
let draft: number;
let author: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://hronika.example", SITE_NAME: "Хроника" });
  author = await t.createStaff({ username: "georgi.petrov", name: "Георги Петров" });
  await t.createStaff({ username: "no.articles", name: "Без Статии" });
  fresh = await insertArticle(t.db, {
    title: "Свежа новина & <анализ>",
    description: "Описание",
    categories: ["Спорт", "Култура"],
    publishDate: new Date(Date.now() - 3600_000),
    authorId: author.user.id,
  });
  old = await insertArticle(t.db, { title: "Стара новина", publishDate: new Date(Date.now() - 5 * 86_400_000) });
  draft = await insertArticle(t.db, {
    title: "Чернова",
    status: "draft",
    authorId: author.user.id,
    categories: ["Спорт"],
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe("feeds for search engines and readers", () => {
  it("sitemap.xml lists home, categories, authors and published articles on the public URL", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<loc>https://hronika.example/home</loc>");
    expect(res.body).toContain(`<loc>https://hronika.example/category/${encodeURIComponent("Спорт")}</loc>`);
    expect(res.body).toContain(`<loc>https://hronika.example/article/${fresh}</loc>`);
    expect(res.body).toContain(`<loc>https://hronika.example/article/${old}</loc>`);
    expect(res.body).not.toContain(`/article/${draft}<`);
    // Authors with a published article (issue 21), with their newest publication.
    expect(res.body).toMatch(
      /<url><loc>https:\/\/hronika.example\/author\/georgi.petrov<\/loc><lastmod>[\d-]+T[\d:.]+Z<\/lastmod><priority>0.5<\/priority><\/url>/,
    );
    expect(res.body).not.toContain("/author/no.articles");
    expect(res.body).toContain("<url><loc>https://hronika.example/za-nas</loc><priority>0.3</priority></url>");
  });

  it("an author's and a category's feed carry their own published articles, linked from their pages (issue 21)", async () => {
    const byAuthor = await get("/author/GEORGI.PETROV/rss.xml");
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.headers["content-type"]).toContain("application/rss+xml");
    expect(byAuthor.body).toContain("<title>Хроника: статии от Георги Петров</title>");
    expect(byAuthor.body).toContain("<link>https://hronika.example/author/georgi.petrov</link>");
    expect(byAuthor.body).toContain(
      '<atom:link href="https://hronika.example/author/georgi.petrov/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    const authorItems = byAuthor.body.split("<item>").slice(1);
    expect(authorItems).toHaveLength(1);
    expect(authorItems[0]).toContain(`/article/${fresh}</link>`);
    expect(authorItems[0]).toContain("<dc:creator>Георги Петров</dc:creator>");

    const sport = await get(`/category/${encodeURIComponent("спорт")}/rss.xml`);
    expect(sport.statusCode).toBe(200);
    expect(sport.body).toContain("<title>Хроника: Спорт</title>");
    expect(sport.body).toContain("<description>Последните статии от категория Спорт</description>");
    expect(sport.body).toContain(`<link>https://hronika.example/category/${encodeURIComponent("Спорт")}</link>`);
    const sportItems = sport.body.split("<item>").slice(1);
    expect(sportItems.map((item) => /\/article\/(\d+)</.exec(item)?.[1])).toEqual([String(fresh)]);
  });

  it("an unknown author or category has no feed (404); text the database can't store is refused (400)", async () => {
    for (const url of [
      "/author/no.articles/rss.xml",
      "/author/nobody/rss.xml",
      "/category/Нищо/rss.xml",
      "/author/%E0%A4%A/rss.xml",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe("not_found");
    }
    for (const url of ["/author/a%00/rss.xml", "/category/%00/rss.xml"])
      expect((await get(url)).statusCode, url).toBe(400);
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

  it("an article's picture is an enclosure with the length of the stored file (issue 29), another site's none", async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)]), "photo.png");
    const url = (await t.injectAs(author, { method: "POST", url: "/api/upload-media", payload: form })).json()
      .url as string;
    const withPicture = await insertArticle(t.db, {
      title: "Със снимка",
      thumbnail: url,
      thumbnailAlt: "Червено поле",
    });
    await insertArticle(t.db, {
      title: "С чужда снимка",
      thumbnail: "https://other.example/photo.jpg",
      thumbnailAlt: "Чужда",
    });
    const bytes = (await get(url)).rawPayload.length;
    expect(bytes).toBeGreaterThan(100);
    const items = (await get("/rss.xml")).body.split("<item>").slice(1);
    const item = items.find((i) => i.includes(`/article/${withPicture}<`))!;
    expect(item).toContain(`<enclosure url="https://hronika.example${url}" length="${bytes}" type="image/webp"/>`);
    expect(items.find((i) => i.includes("С чужда снимка"))).not.toContain("<enclosure");
    expect(items.join("")).not.toContain('length="0"');
  });

  it("robots.txt points at both sitemaps and keeps crawlers out of the staff areas", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: https://hronika.example/sitemap.xml");
    expect(res.body).toContain("Sitemap: https://hronika.example/news-sitemap.xml");
    expect(res.body).toContain("Disallow: /admin");
  });
});
