import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { structuredData } from "#tests/helpers/structured-data.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * The author pages (issue 21): the API's data, the server-rendered page with its Person, its
 * feed link and its pager, the byline that leads there, and who has no page.
 */

let t: TestApp;
let maria: TestUser;
let drafter: TestUser;
const newest: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://hronika.example" }, undefined, { web: true });
  maria = await t.createStaff({ username: "maria.ivanova", name: "Мария Иванова" });
  drafter = await t.createStaff({ username: "only.drafts", name: "Само Чернови" });
  await t.db
    .update(users)
    .set({ bio: "Пише за политика.\nИ за икономика.", avatar: "/media/avatars/maria.webp" })
    .where(eq(users.id, maria.user.id));
  const hour = 3_600_000;
  for (let i = 0; i < 12; i++) {
    newest.unshift(
      await insertArticle(t.db, {
        title: `Статия на Мария ${i + 1}`,
        authorId: maria.user.id,
        publishDate: new Date(Date.now() - (12 - i) * hour),
      }),
    );
  }
  await insertArticle(t.db, { title: "Чернова на Мария", authorId: maria.user.id, status: "draft" });
  await insertArticle(t.db, { title: "Статия на друг", authorId: null });
  await insertArticle(t.db, { title: "Чернова без автор", authorId: drafter.user.id, status: "draft" });
}, 60_000);
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ url });
const isNotFoundPage = (html: string) => html.includes("<title>Хроника | Страницата не е намерена</title>");

describe("GET /api/authors/{username}", () => {
  it("answers the author's public face and their published articles, newest first, 10 a page", async () => {
    const res = await page("/api/authors/maria.ivanova");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.author).toEqual({
      username: "maria.ivanova",
      name: "Мария Иванова",
      avatar: "/media/avatars/maria.webp",
      bio: "Пише за политика.\nИ за икономика.",
    });
    expect(body.pagination).toEqual({ total: 12, page: 1, pageSize: 10, totalPages: 2 });
    expect(body.articles.map((a: { id: number }) => a.id)).toEqual(newest.slice(0, 10));
    const second = (await page("/api/authors/MARIA.IVANOVA?page=2")).json();
    expect(second.articles.map((a: { id: number }) => a.id)).toEqual(newest.slice(10));
    expect(JSON.stringify(second)).not.toContain("Чернова");
  });

  it("knows no author without a published article, and no account by a name it does not have", async () => {
    for (const name of ["only.drafts", "nobody", "a".repeat(60), "%D0%B0"]) {
      const res = await page(`/api/authors/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
    expect((await page("/api/authors/maria%00")).statusCode).toBe(400);
  });

  it("keeps the page of an author whose account is deactivated: their articles stay published", async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, maria.user.id));
    expect((await page("/api/authors/maria.ivanova")).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, maria.user.id));
  });
});

describe("the author page, /author/{username}", () => {
  it("is rendered on the server: picture, name, biography, the feed, the articles and the footer", async () => {
    const res = await page("/author/maria.ivanova");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Хроника | Мария Иванова</title>");
    expect(html).toMatch(/<h1[^>]*>Мария Иванова<\/h1>/);
    expect(html).toContain("12 публикувани статии");
    expect(html).toContain("Пише за политика.\nИ за икономика.");
    expect(html).toContain('src="/media/avatars/maria.webp"');
    expect(html).toContain('<link rel="canonical" href="https://hronika.example/author/maria.ivanova"/>');
    expect(html).toContain('<meta name="description" content="Пише за политика. И за икономика."/>');
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Хроника: статии от Мария Иванова" href="\/author\/maria.ivanova\/rss.xml"\/>/,
    );
    for (const id of newest.slice(0, 10)) expect(html).toContain(`href="/article/${id}"`);
    expect(html).not.toContain(`href="/article/${newest[10]}"`);
    expect(html).toContain('href="/author/maria.ivanova?page=2"');
    for (const slug of ["za-nas", "kontakti", "reklama", "politika-za-poveritelnost", "usloviya-za-polzvane"])
      expect(html).toContain(`href="/${slug}"`);

    const person = structuredData(html, "ProfilePage");
    expect(person).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://hronika.example/author/maria.ivanova",
      mainEntity: {
        "@type": "Person",
        name: "Мария Иванова",
        url: "https://hronika.example/author/maria.ivanova",
        image: "https://hronika.example/media/avatars/maria.webp",
        description: "Пише за политика.\nИ за икономика.",
      },
    });
  });

  it("pages like the home list: page 2 has the rest, past the last is the 404 page", async () => {
    const second = await page("/author/maria.ivanova?page=2");
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`href="/article/${newest[11]}"`);
    expect(second.body).toContain('<link rel="canonical" href="https://hronika.example/author/maria.ivanova?page=2"/>');
    for (const url of ["/author/maria.ivanova?page=3", "/author/maria.ivanova.data?page=3"])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it("is the not-found page, with its 404, for anyone who is no author", async () => {
    for (const url of ["/author/nobody", "/author/only.drafts", "/author/%ZZ", "/author/maria%00"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(isNotFoundPage(res.body), url).toBe(true);
    }
  });
});

describe("the byline", () => {
  it("leads to the author page from the article, whose structured data names the author's page", async () => {
    const html = (await page(`/article/${newest[0]}`)).body;
    expect(html).toMatch(
      /<a[^>]*rel="author"[^>]*href="\/author\/maria.ivanova"|<a[^>]*href="\/author\/maria.ivanova"[^>]*rel="author"/,
    );
    const article = structuredData(html, "NewsArticle");
    expect(article.author).toEqual({
      "@type": "Person",
      name: "Мария Иванова",
      url: "https://hronika.example/author/maria.ivanova",
    });
  });

  it("of an article whose author is gone is the editors', without a link", async () => {
    const id = await insertArticle(t.db, { title: "Без автор", authorId: null });
    const html = (await page(`/article/${id}`)).body;
    expect(html).toContain("Редакцията");
    expect(html).not.toContain('rel="author"');
  });
});
