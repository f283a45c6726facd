import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rebuildSearchDocuments } from "./search-documents.ts";
import { fewMatchesLimit } from "./service.ts";
import type { SearchResponse } from "#common/schemas/search.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.sofia = await insertArticle(t.db, {
    title: "София въвежда зелена зона",
    description: "Платено паркиране в три квартала",
    categories: ["Политика"],
  });
  ids.life = await insertArticle(t.db, {
    title: "Движението удължава живота",
    paragraphs: ["<p>Половин час ходене <b>всеки ден</b>.</p>"],
    categories: ["Здраве"],
  });
  ids.budget = await insertArticle(t.db, {
    title: "Парламентът прие бюджета",
    paragraphs: ["<p>Опозицията ще внесе предложения.</p>"],
    categories: ["Бизнес"],
  });
  ids.sport = await insertArticle(t.db, { title: "Маратон в столицата", description: "Бегачи от цялата страна", categories: ["Спорт"] });
  ids.draft = await insertArticle(t.db, { title: "София в чернова", status: "draft" });
  for (let i = 0; i < 20; i++) await insertArticle(t.db, { title: `Новина номер ${i} от Варна`, categories: ["Бизнес"] });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchResponse;
};
const foundIds = async (q: string) => (await search(q)).articles.map((a) => a.id);

describe("GET /api/search", () => {
  it("finds words in title, description, category names and body text, case-insensitively", async () => {
    expect(await foundIds("софия")).toEqual([ids.sofia]);
    expect(await foundIds("ПАРКИРАНЕ")).toEqual([ids.sofia]);
    expect(await foundIds("спорт")).toEqual([ids.sport]);
    expect(await foundIds("ходене")).toEqual([ids.life]);
  });

  it("answers with the same list items as the home list (categories, preview, image, counts), and a snippet", async () => {
    const { snippet, ...found } = (await search("ходене")).articles[0]!;
    const listed = (await t.app.inject({ url: "/api/articles?sort=date&pageSize=50" })).json() as { articles: { id: number }[] };
    expect(found).toEqual(listed.articles.find((a) => a.id === ids.life));
    expect(snippet).toEqual([
      { text: "Половин час ", mark: false },
      { text: "ходене", mark: true },
      { text: " всеки ден.", mark: false },
    ]);
    expect(found).toMatchObject({ categories: ["Здраве"], category: "Здраве", preview: "Половин час ходене всеки ден." });
  });

  it("finds Cyrillic text from a Latin query by the official transliteration", async () => {
    expect(await foundIds("sofia")).toEqual([ids.sofia]);
    expect(await foundIds("zhivota")).toEqual([ids.life]);
    expect(await foundIds("zhivot")).toContain(ids.life);
    expect(await foundIds("shte")).toContain(ids.budget);
  });

  it("still finds a word with a small typo", async () => {
    expect(await foundIds("бюджта")).toContain(ids.budget);
    expect(await foundIds("parlamentt")).toContain(ids.budget);
  });

  it("needs every word of the query, and never shows drafts", async () => {
    expect(await foundIds("софия зона")).toEqual([ids.sofia]);
    expect(await foundIds("софия маратон")).toEqual([]);
    expect(await foundIds("чернова")).toEqual([]);
  });

  it("takes a word of one or two letters before the last word as a whole word, the last one as a beginning", async () => {
    const onTheRoad = await insertArticle(t.db, { title: "Ремонт на пътя край Бургас", paragraphs: [] });
    const overThePass = await insertArticle(t.db, { title: "Ремонт над прохода край Бургас", paragraphs: [] });
    expect((await foundIds("ремонт на бургас")).sort()).toEqual([onTheRoad]);
    expect((await foundIds("remont na burgas")).sort()).toEqual([onTheRoad]);
    expect((await foundIds("бургас ремонт на")).sort()).toEqual([onTheRoad, overThePass].sort());
    await t.db.execute(sql`delete from articles where id in (${onTheRoad}, ${overThePass})`);
  });

  it("follows hiding and publishing again at once", async () => {
    const admin = await t.createStaff({ role: "Admin" });
    const setPublished = (isPublished: boolean) =>
      t.injectAs(admin, { method: "PATCH", url: `/api/admin/articles/${ids.sport}/status`, payload: { isPublished } });
    expect((await setPublished(false)).statusCode).toBe(200);
    expect(await foundIds("маратон")).toEqual([]);
    expect((await setPublished(true)).statusCode).toBe(200);
    expect(await foundIds("маратон")).toEqual([ids.sport]);
  });

  it("puts title matches first, returns at most 15 and tells the total", async () => {
    const result = await search("варна");
    expect(result.total).toBe(20);
    expect(result.articles).toHaveLength(15);
    const inText = await insertArticle(t.db, { title: "Задръстване в центъра", paragraphs: ["<p>Заради ремонта на моста.</p>"] });
    const inTitle = await insertArticle(t.db, { title: "Ремонтът на моста започва", publishDate: new Date(Date.now() - 86_400_000) });
    expect(await foundIds("моста")).toEqual([inTitle, inText]);
  });

  it("over a thousand title matches: the newest of them, and the others only counted", async () => {
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`insert into articles (title, description, status, publish_date)
          select 'Общинският съвет заседава ' || n, '', 'published', now() - n * interval '1 hour'
            from generate_series(1, ${fewMatchesLimit + 100}) as n
          returning id`,
    );
    await rebuildSearchDocuments(t.db, rows.map((r) => r.id));
    // Newer than all of them, but with the word only in its description.
    await insertArticle(t.db, { title: "Ремонт на улици", description: "Решение на общинският съвет" });
    const result = await search("общинският");
    expect(result.articles.map((a) => a.title)).toEqual(Array.from({ length: 15 }, (_, i) => `Общинският съвет заседава ${i + 1}`));
    expect(result.total).toBeGreaterThan(fewMatchesLimit);
  });

  it("treats LIKE wildcards and quotes as text, and an empty query as no results", async () => {
    for (const q of ["%", "_'\"\\", "   ", ""]) {
      const result = await search(q);
      expect(result).toMatchObject({ articles: [], total: 0, totalPages: 0 });
      expect(result.query.words).toEqual([]);
    }
  });
});
