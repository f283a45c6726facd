import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { tagReaderTexts } from "#common/messages/tags.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { rawRequest } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { relatedArticles } from "./related-articles.ts";

/**
 * Issue 32, points 2 and 3 in the web app: a tag's page (server-rendered, paged, cached like a
 * category page, its old address a 301, a deleted tag's a 404), the article's tags on its page,
 * and the related articles (shared tags first, then the category; never itself or unpublished),
 * with the cached pages they show dropped when a tagged article changes.
 */

let t: TestApp;
let base: string;
let writer: TestUser;
let admin: TestUser;
const clock = createTestClock(Date.parse("2026-11-25T12:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://hronika.example" }, undefined, { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await ensureCategories(t.db, ["Политика", "Спорт", "Култура"]);
  writer = await t.createStaff({ name: "Мария Иванова" });
  admin = await t.createStaff({ role: "Admin" });
}, 120_000);
afterAll(() => t.close());

type Saved = { articleId: number; slug: string };
/** A published article a minute after the last; `sameMoment` keeps the clock (and so the cached pages fresh). */
async function create(
  title: string,
  tags: string[],
  extra: Record<string, unknown> = {},
  sameMoment = false,
): Promise<Saved> {
  if (!sameMoment) clock.advance(60_000);
  const res = await t.injectAs(writer, {
    method: "POST",
    url: "/api/journalist/articles",
    payload: {
      title,
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      tags,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Saved;
}
const page = (path: string) => rawRequest(base + path);
const html = async (path: string) => (await page(path)).body.toString("utf8");
const relatedIds = async (id: number) => (await relatedArticles(t.db, id)).map((a) => a.id);

describe("a tag's page", () => {
  it("is rendered on the server with its articles, newest first, paged, and its feed linked", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= limits.tagPageSize + 2; i++) ids.push((await create(`Водата ${i}`, ["Води"])).articleId);
    const first = await page("/tag/vodi");
    expect(first.status).toBe(200);
    const text = first.body.toString("utf8");
    expect(text).toContain(`<title>Хроника | ${tagReaderTexts.pageTitle("Води")}</title>`);
    expect(text).toContain(tagReaderTexts.articleCount(limits.tagPageSize + 2));
    expect(text).toContain('href="/tag/vodi/rss.xml"');
    expect(text.indexOf(`Водата ${limits.tagPageSize + 2}<`)).toBeLessThan(
      text.indexOf(`Водата ${limits.tagPageSize + 1}<`),
    );
    expect(text).not.toContain("Водата 2<");
    const second = await html("/tag/vodi?page=2");
    expect(second).toContain("Водата 1<");
    expect(second).toContain("Водата 2<");
    expect((await page("/tag/vodi?page=3")).status).toBe(404);
    expect((await page("/tag/nikoga")).status).toBe(404);
  });

  it("is kept by the page cache like a category page, and dropped when an article of the tag is published", async () => {
    clock.advance(pageCachePolicy.maxStaleMs + 1);
    await page("/tag/vodi");
    expect((await page("/tag/vodi")).headers["x-page-cache"]).toBe("hit");
    await create("Новина за водите", ["Води"], {}, true);
    const after = await page("/tag/vodi");
    expect(after.headers["x-page-cache"]).not.toBe("hit");
    expect(after.body.toString("utf8")).toContain("Новина за водите");
  });

  it("answers a renamed tag's old address with a 301 to the new, and a deleted tag's with a 404", async () => {
    await create("Въздух", ["Въздух"]);
    const list = (await t.injectAs(admin, { url: "/api/admin/tags" })).json() as { id: number; slug: string }[];
    const id = list.find((tag) => tag.slug === "vazduh")!.id;
    expect(
      (await t.injectAs(admin, { method: "PUT", url: `/api/admin/tags/${id}`, payload: { name: "Чист въздух" } }))
        .statusCode,
    ).toBe(200);
    const old = await page("/tag/vazduh?page=1");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/tag/chist-vazduh");
    expect((await page("/tag/chist-vazduh")).status).toBe(200);
    expect((await t.injectAs(admin, { method: "DELETE", url: `/api/admin/tags/${id}` })).statusCode).toBe(200);
    expect((await page("/tag/chist-vazduh")).status).toBe(404);
    expect((await page("/tag/vazduh")).status).toBe(404);
  });
});

describe("an article's page", () => {
  it("shows its tags, each a link to the tag's page", async () => {
    const { articleId, slug } = await create("Етикетирана статия", ["Горите", "Реките"]);
    const text = await html(`/article/${articleId}-${slug}`);
    expect(text).toContain(`aria-label="${tagReaderTexts.articleTags}"`);
    expect(text).toMatch(/href="\/tag\/gorite"[^>]*>.*Горите/);
    expect(text).toMatch(/href="\/tag\/rekite"[^>]*>.*Реките/);
  });

  it("ends with up to four related: more shared tags first, then its category, newer first; never itself or a draft", async () => {
    const subject = await create("Основна", ["Алфа", "Бета", "Гама"], { categories: ["Култура"] });
    const twoShared = await create("Две общи", ["Алфа", "Бета"], { categories: ["Спорт"] });
    const oneSharedOld = await create("Една обща, по-стара", ["Гама"], { categories: ["Спорт"] });
    const oneSharedNew = await create("Една обща, по-нова", ["Алфа"], { categories: ["Спорт"] });
    await create("Чернова с общи", ["Алфа", "Бета", "Гама"], { isPublished: false });
    const sameCategory = await create("Само категорията", [], { categories: ["Култура"] });
    const unrelated = await create("Нищо общо", ["Делта"], { categories: ["Спорт"] });
    expect(await relatedIds(subject.articleId)).toEqual([
      twoShared.articleId,
      oneSharedNew.articleId,
      oneSharedOld.articleId,
      sameCategory.articleId,
    ]);
    expect(await relatedIds(subject.articleId)).not.toContain(unrelated.articleId);
    // Without shared tags, the newest of its category; never itself.
    expect(await relatedIds(sameCategory.articleId)).toEqual([subject.articleId]);

    const text = await html(`/article/${subject.articleId}-${subject.slug}`);
    expect(text).toContain(tagReaderTexts.related);
    const related = text.slice(text.indexOf(tagReaderTexts.related));
    expect(related.indexOf("Две общи")).toBeLessThan(related.indexOf("Една обща, по-нова"));
    expect(related).toContain("Само категорията");
    expect(related).not.toContain("Чернова с общи");
  });

  it("is dropped from the cache when an article sharing one of its tags is published, in any category", async () => {
    const subject = await create("Кеширана", ["Омега"], { categories: ["Култура"] });
    clock.advance(pageCachePolicy.maxStaleMs + 1);
    const address = `/article/${subject.articleId}-${subject.slug}`;
    await page(address);
    expect((await page(address)).headers["x-page-cache"]).toBe("hit");
    await create("Нова с Омега", ["Омега"], { categories: ["Спорт"] }, true);
    const after = await page(address);
    expect(after.headers["x-page-cache"]).not.toBe("hit");
    expect(after.body.toString("utf8")).toContain("Нова с Омега");
  });
});
