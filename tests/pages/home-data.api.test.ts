import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { articleDailyViews, articles, featuredArticles, sections } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { loadHomePage } from "#web/features/reader/home/home-data.server.ts";

/** What /home and /category/{name} show: the tab's page, the popular and the secondary rows. */

let t: TestApp;
/** Published article ids, newest first. */
const newestFirst: number[] = [];
let draft: number;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 12; i++) {
    const id = await insertArticle(t.db, {
      title: `Новина ${i}`,
      categories: [i % 2 ? "Спорт" : "Политика"],
      publishDate: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    newestFirst.unshift(id);
  }
  draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(featuredArticles));

const context = {
  db: undefined as unknown,
  site: { name: "Хроника", publicUrl: "http://localhost" },
  cspNonce: { script: "", style: "" },
};
const load = (path: string, category?: string) =>
  loadHomePage(
    { ...context, db: t.db, now: t.app.deps.now } as unknown as AppLoadContext,
    new URL(path, "http://localhost"),
    category,
  );
const ids = (items: { id: number }[]) => items.map((a) => a.id);

describe("the home page's data", () => {
  it("without a secondary selection, shows the list's 4th to 7th articles beside every page of it", async () => {
    const first = await load("/home");
    expect(ids(first.articles)).toEqual(newestFirst.slice(0, 5));
    expect(first.pagination).toEqual({ total: 12, page: 1, pageSize: 5, totalPages: 3 });
    expect(ids(first.secondary)).toEqual(newestFirst.slice(3, 7));

    const last = await load("/home?page=3");
    expect(ids(last.articles)).toEqual(newestFirst.slice(10, 12));
    expect(last.pagination).toMatchObject({ page: 3, totalPages: 3 });
    expect(ids(last.secondary)).toEqual(newestFirst.slice(3, 7));
  });

  it("takes the secondary row from the category's own list on a category page", async () => {
    const sport = newestFirst.filter((_, i) => i % 2 === 0);
    const page = await load("/category/спорт?page=2", "спорт");
    expect(page.category).toBe("Спорт");
    expect(ids(page.articles)).toEqual(sport.slice(5, 6));
    expect(ids(page.secondary)).toEqual(sport.slice(3, 6));
    expect(page.articles[0]!.categories).toEqual(["Спорт"]);
  });

  it("shows the admin's selections in their order, published only, with their categories and previews", async () => {
    await t.db.insert(featuredArticles).values([
      { kind: "popular", position: 0, articleId: newestFirst[9]! },
      { kind: "popular", position: 1, articleId: draft },
      { kind: "secondary", position: 0, articleId: newestFirst[1]! },
      { kind: "secondary", position: 1, articleId: newestFirst[0]! },
    ]);
    for (const path of ["/home", "/home?page=2"]) {
      const page = await load(path);
      expect(ids(page.popular), path).toEqual([newestFirst[9]]);
      expect(ids(page.secondary), path).toEqual([newestFirst[1], newestFirst[0]]);
      expect(page.secondary[0]).toMatchObject({ category: "Политика", preview: "Текст на статията." });
    }
  });

  it("without a popular selection, shows the week's most viewed: a hidden one leaves and an edit shows at once, new views count within seconds", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [a, b, c, d] = newestFirst.slice(8, 12) as [number, number, number, number];
    await t.db.insert(articleDailyViews).values([
      { articleId: a, day: today, views: 40 },
      { articleId: b, day: today, views: 30 },
      { articleId: c, day: today, views: 20 },
      { articleId: d, day: today, views: 10 },
    ]);
    const popular = async () => ids((await load("/home")).popular);
    await expect.poll(popular, { timeout: 5_000 }).toEqual([a, b, c]);

    await t.db.update(articles).set({ status: "draft" }).where(eq(articles.id, b));
    expect(await popular()).toEqual([a, c, d]);

    // An edit that changes no list (a new image, a new first paragraph) shows at once too: only
    // the order is reused.
    const image = "/media/images/2026/11/0123456789abcdef01234567-1200.webp";
    await t.db.update(articles).set({ thumbnail: image }).where(eq(articles.id, a));
    await t.db
      .update(sections)
      .set({ content: "<p>Нов първи абзац.</p>" })
      .where(and(eq(sections.articleId, a), eq(sections.type, "paragraph")));
    expect((await load("/home")).popular[0]).toMatchObject({ id: a, image, preview: "Нов първи абзац." });

    await t.db.update(articleDailyViews).set({ views: 99 }).where(eq(articleDailyViews.articleId, d));
    await expect.poll(popular, { timeout: 5_000 }).toEqual([d, a, c]);
    await t.db.update(articles).set({ status: "published" }).where(eq(articles.id, b));
  });

  it("is a 404 for a category nobody made", async () => {
    await expect(load("/category/няма", "няма")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
