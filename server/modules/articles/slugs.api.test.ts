import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { articleSlugs, articles } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { publishDueArticles } from "./scheduled-publishing.ts";
import { backfillArticleSlugs } from "./slugs.ts";

/**
 * Issue 32, point 1 through the API and the web app: an article's readable address
 * `/article/{id}-{slug}`, made at first publication, kept through renames, changed by its author
 * with the old address still leading to it, refused when taken or hostile, and used by every link.
 */

let t: TestApp;
let base: string;
let writer: TestUser;
const clock = createTestClock(Date.parse("2026-11-25T12:00:00Z"));
const publicUrl = "https://hronika.example";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl }, undefined, { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await ensureCategories(t.db, ["Политика"]);
  writer = await t.createStaff({ name: "Мария Иванова" });
}, 120_000);
afterAll(() => t.close());

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  categories: ["Политика"],
  sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
  ...extra,
});
type Saved = { articleId: number; version: number; slug: string | null };

async function call(method: string, url: string, payload?: unknown) {
  return t.injectAs(writer, { method: method as "GET", url, payload: payload as object });
}
async function ok(method: string, url: string, payload?: unknown): Promise<Saved> {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as Saved;
}
const page = (path: string) => rawRequest(base + path);
const stored = async (id: number) => {
  const [row] = await t.db
    .select({ title: articles.title, slug: articles.slug, version: articles.version })
    .from(articles)
    .where(eq(articles.id, id));
  const slugs = await t.db
    .select({ slug: articleSlugs.slug })
    .from(articleSlugs)
    .where(eq(articleSlugs.articleId, id))
    .orderBy(articleSlugs.slug);
  return { ...row!, slugs: slugs.map((s) => s.slug) };
};

describe("an article's slug", () => {
  it("is made from the title at first publication and kept when the title changes", async () => {
    const { articleId: id, slug } = await ok("POST", "/api/journalist/articles", body("София посреща България"));
    expect(slug).toBe("sofia-posreshta-bulgaria");
    const detail = (await call("GET", `/api/articles/${id}`)).json() as { slug: string };
    expect(detail.slug).toBe("sofia-posreshta-bulgaria");
    const list = (await call("GET", "/api/articles?page=1")).json() as { articles: { id: number; slug: string }[] };
    expect(list.articles.find((a) => a.id === id)?.slug).toBe("sofia-posreshta-bulgaria");

    const renamed = await ok("PUT", `/api/journalist/articles/${id}`, body("Ново заглавие на статията"));
    expect(renamed.slug).toBe("sofia-posreshta-bulgaria");
    expect((await stored(id)).slug).toBe("sofia-posreshta-bulgaria");
  });

  it("waits for the first publication: a draft has none, and the scheduled publisher gives one", async () => {
    const draft = await ok("POST", "/api/journalist/articles", body("Чернова за по-късно", { isPublished: false }));
    expect(draft.slug).toBeNull();
    const later = new Date(clock.now() + 60_000).toISOString();
    const scheduled = await ok("PUT", `/api/journalist/articles/${draft.articleId}`, {
      ...body("Щастлива чернова"),
      scheduledAt: later,
    });
    expect(scheduled.slug).toBeNull();
    await publishDueArticles(t.db, new Date(Date.parse(later) + 1000));
    expect((await stored(draft.articleId)).slug).toBe("shtastliva-chernova");
  });

  it("is made for an empty-looking or repeated title, and stays unique", async () => {
    const symbols = await ok("POST", "/api/journalist/articles", body("!!! ??? 東京"));
    expect(symbols.slug).toBe("statia");
    const again = await ok("POST", "/api/journalist/articles", body("София посреща България"));
    expect(again.slug).toBe(`sofia-posreshta-bulgaria-${again.articleId}`);
  });

  it("is given at start-up to articles published before slugs", async () => {
    const id = await insertArticle(t.db, { title: "Стара статия от архива", authorId: writer.user.id });
    const twin = await insertArticle(t.db, { title: "Стара статия от архива", authorId: writer.user.id });
    const draft = await insertArticle(t.db, { title: "Стара чернова", status: "draft" });
    expect((await stored(id)).slug).toBeNull();
    expect(await backfillArticleSlugs(t.db)).toBeGreaterThanOrEqual(2);
    expect((await stored(id)).slug).toBe("stara-statia-ot-arhiva");
    expect((await stored(twin)).slug).toBe(`stara-statia-ot-arhiva-${twin}`);
    expect((await stored(draft)).slug).toBeNull();
    expect((await page(`/article/${id}`)).headers.location).toBe(`/article/${id}-stara-statia-ot-arhiva`);
    expect(await backfillArticleSlugs(t.db)).toBe(0);
  });
});

describe("the article's addresses", () => {
  it("answer at the canonical one, and lead there from /article/{id}, an old slug and any slug", async () => {
    const { articleId: id } = await ok("POST", "/api/journalist/articles", body("Пловдив и Хасково"));
    const canonical = `/article/${id}-plovdiv-i-haskovo`;
    const first = await page(canonical);
    expect(first.status).toBe(200);
    expect(first.body.toString("utf8")).toContain(`<link rel="canonical" href="${publicUrl}${canonical}"`);

    const changed = await ok("PUT", `/api/journalist/articles/${id}`, {
      ...body("Пловдив и Хасково"),
      slug: "Пловдив днес",
    });
    expect(changed.slug).toBe("plovdiv-dnes");
    const now = `/article/${id}-plovdiv-dnes`;
    expect((await page(now)).status).toBe(200);
    for (const old of [`/article/${id}`, canonical, `/article/${id}-nyakakav-adres`, `${canonical}?page=1`]) {
      const res = await page(old);
      expect(res.status, old).toBe(301);
      expect(res.headers.location, old).toBe(now);
    }
    expect((await page(`/article/${id}?page=2`)).headers.location).toBe(`${now}?page=2`);
    expect((await stored(id)).slugs).toEqual(["plovdiv-dnes", "plovdiv-i-haskovo"]);
    // Back to an old slug of its own: still its.
    expect(
      (await ok("PUT", `/api/journalist/articles/${id}`, { ...body("Пловдив"), slug: "plovdiv-i-haskovo" })).slug,
    ).toBe("plovdiv-i-haskovo");
  });

  it("are cached once: an outdated address is a redirect the page cache never keeps", async () => {
    const { articleId: id, slug } = await ok("POST", "/api/journalist/articles", body("Кеширан адрес"));
    const canonical = `/article/${id}-${slug}`;
    expect((await page(canonical)).headers["x-page-cache"]).toBe("miss");
    expect((await page(canonical)).headers["x-page-cache"]).toBe("hit");
    for (let i = 0; i < 2; i++) {
      const old = await page(`/article/${id}`);
      expect(old.status).toBe(301);
      expect(old.headers["x-page-cache"]).not.toBe("hit");
      expect(old.headers["cache-control"]).toBe("no-store");
    }
    expect((await page(canonical)).headers["x-page-cache"]).toBe("hit");
  });

  it("lead a comment's own page to its canonical address too, the query kept", async () => {
    const { articleId: id, slug } = await ok("POST", "/api/journalist/articles", body("Коментар в Бургас"));
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/articles/${id}/comments`,
      payload: { username: "Читател", content: "Коментар на стар адрес." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = (posted.json() as { comment: { id: number } }).comment.id;
    const canonical = `/article/${id}-${slug}/comments/${commentId}`;
    expect((await page(canonical)).status).toBe(200);
    for (const old of [`/article/${id}/comments/${commentId}`, `/article/${id}-drug-adres/comments/${commentId}`]) {
      const res = await page(`${old}?page=1`);
      expect(res.status, old).toBe(301);
      expect(res.headers.location, old).toBe(`${canonical}?page=1`);
    }
  });

  it("are canonical in every link: lists, sitemap, News sitemap, RSS and JSON-LD", async () => {
    const { articleId: id, slug } = await ok("POST", "/api/journalist/articles", body("Ямбол и Русе"));
    const canonical = `/article/${id}-${slug}`;
    expect(slug).toBe("yambol-i-ruse");
    const home = (await page("/home")).body.toString("utf8");
    expect(home).toContain(`href="${canonical}"`);
    expect(home).not.toContain(`href="/article/${id}"`);
    for (const feed of ["/sitemap.xml", "/news-sitemap.xml"]) {
      const xml = (await page(feed)).body.toString("utf8");
      expect(xml, feed).toContain(`<loc>${publicUrl}${canonical}</loc>`);
    }
    const rss = (await page("/rss.xml")).body.toString("utf8");
    expect(rss).toContain(`<link>${publicUrl}${canonical}</link>`);
    const html = (await page(canonical)).body.toString("utf8");
    expect(html).toContain(`"@id":"${publicUrl}${canonical}"`);
    expect(html).not.toMatch(new RegExp(`${publicUrl}/article/${id}["?#]`));
  });
});

describe("a slug refused", () => {
  it("when another article has it, now or before, with a Bulgarian message at the field, and nothing saved", async () => {
    const { articleId: mine } = await ok("POST", "/api/journalist/articles", body("Моята статия"));
    const { articleId: theirs } = await ok("POST", "/api/journalist/articles", body("Чужда статия"));
    await ok("PUT", `/api/journalist/articles/${theirs}`, { ...body("Чужда статия"), slug: "chuzhda-nova" });
    const before = await stored(mine);
    for (const taken of ["chuzhda-statia", "chuzhda-nova", "Чужда статия"]) {
      const res = await call("PUT", `/api/journalist/articles/${mine}`, { ...body("Друго заглавие"), slug: taken });
      expect(res.statusCode, taken).toBe(409);
      expect(res.json()).toMatchObject({ error: builderTexts.slugTaken, fields: { slug: builderTexts.slugTaken } });
      expect(await stored(mine), taken).toEqual(before);
    }
    const created = await call("POST", "/api/journalist/articles", { ...body("Нова"), slug: "chuzhda-nova" });
    expect(created.statusCode).toBe(409);
  });

  it("when hostile (NUL, invisible only, 10 000 characters, nothing to spell): 400, nothing stored", async () => {
    const { articleId: id } = await ok("POST", "/api/journalist/articles", body("Твърда статия"));
    const before = await stored(id);
    const message = builderTexts.slugInvalid(limits.articleSlugMax);
    for (const slug of ["abc\u0000def", "\u200B\u200B", " \u2800 ", "a".repeat(10_000), "!!!", "東京", "a\u200Bb"]) {
      const res = await call("PUT", `/api/journalist/articles/${id}`, { ...body("Ново заглавие"), slug });
      expect(res.statusCode, JSON.stringify(slug)).toBe(400);
      // A NUL is refused before anything reads the body, with the server's own text for it, at the field too.
      const text = slug.includes("\u0000") ? (res.json() as { error: string }).error : message;
      expect(text).toMatch(/[а-я]/);
      expect(res.json()).toMatchObject({ error: text, fields: { slug: text } });
      expect(await stored(id)).toEqual(before);
    }
    const all = await t.db.select({ slug: articleSlugs.slug }).from(articleSlugs);
    expect(all.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.slug) && s.slug.length <= limits.articleSlugMax)).toBe(
      true,
    );
  });

  it("by the database itself when written around the services", async () => {
    const { articleId: id } = await ok("POST", "/api/journalist/articles", body("Защитена"));
    await expect(t.db.update(articles).set({ slug: "Лош адрес" }).where(eq(articles.id, id))).rejects.toThrow();
    await expect(t.db.insert(articleSlugs).values({ slug: "zashtitena", articleId: id })).rejects.toThrow();
  });
});
