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
  ids.sport = await insertArticle(t.db, {
    title: "Маратон в столицата",
    description: "Бегачи от цялата страна",
    categories: ["Спорт"],
  });
  ids.draft = await insertArticle(t.db, { title: "София в чернова", status: "draft" });
  for (let i = 0; i < 20; i++)
    await insertArticle(t.db, { title: `Новина номер ${i} от Варна`, categories: ["Бизнес"] });
});
afterAll(() => t.close());

const search = async (q: string, params = "") => {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&${params}` });
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
    expect((await search("ходене")).articles[0]).not.toHaveProperty("snippet");
    const { snippet, ...found } = (await search("ходене", "snippets=true")).articles[0]!;
    const listed = (await t.app.inject({ url: "/api/articles?sort=date&pageSize=50" })).json() as {
      articles: { id: number }[];
    };
    expect(found).toEqual(listed.articles.find((a) => a.id === ids.life));
    expect(snippet).toEqual([
      { text: "Половин час ", mark: false },
      { text: "ходене", mark: true },
      { text: " всеки ден.", mark: false },
    ]);
    expect(found).toMatchObject({
      categories: ["Здраве"],
      category: "Здраве",
      preview: "Половин час ходене всеки ден.",
    });
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
    expect((await search("софия зона")).query).toMatchObject({ closest: false, unmatched: [] });
    expect(await foundIds("чернова")).toEqual([]);
  });

  it("falls back to the closest matches when no article has every word, and says which words none has (issue 29)", async () => {
    // "бюджет 2028": no article says 2028. The AND of the words found nothing; the closest have "бюджет".
    const closest = await search("бюджет 2028");
    expect(closest.articles.map((a) => a.id)).toEqual([ids.budget]);
    expect(closest.query).toMatchObject({ closest: true, unmatched: ["2028"] });
    expect(closest.total).toBe(1);
    // Each word is somewhere, never together: the articles with the most of the words first.
    const both = await insertArticle(t.db, { title: "Маратон и зелена зона", categories: ["Спорт"] });
    const mixed = await search("маратон зона паркиране");
    expect(mixed.query).toMatchObject({ closest: true, unmatched: [] });
    // Two words each, the one with both in its title first; then one word.
    expect(mixed.articles.map((a) => a.id)).toEqual([both, ids.sofia, ids.sport]);
    // One word alone that no article has: nothing, as before; and drafts never.
    expect(await search("2028")).toMatchObject({ articles: [], total: 0, query: { closest: false } });
    expect(await foundIds("чернова 2028")).toEqual([]);
    await t.db.execute(sql`delete from articles where id = ${both}`);
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
    const inText = await insertArticle(t.db, {
      title: "Задръстване в центъра",
      paragraphs: ["<p>Заради ремонта на моста.</p>"],
    });
    const inTitle = await insertArticle(t.db, {
      title: "Ремонтът на моста започва",
      publishDate: new Date(Date.now() - 86_400_000),
    });
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
    await rebuildSearchDocuments(
      t.db,
      rows.map((r) => r.id),
      { vocabulary: "complete" },
    );
    // Newer than all of them, but with the word only in its description.
    await insertArticle(t.db, { title: "Ремонт на улици", description: "Решение на общинският съвет" });
    const result = await search("общинският");
    expect(result.articles.map((a) => a.title)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Общинският съвет заседава ${i + 1}`),
    );
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

describe("ranking, pages and filters", () => {
  it("ranks matches through a typo below exact ones, however new and wherever they match", async () => {
    const exact = await insertArticle(t.db, {
      title: "Старият кей",
      paragraphs: ["<p>Туристите обичат фонтана.</p>"],
      publishDate: new Date(Date.now() - 5 * 86_400_000),
    });
    const typo = await insertArticle(t.db, { title: "Фонатна в парка", paragraphs: [] });
    expect(await foundIds("фонтана")).toEqual([exact, typo]);
    expect(await foundIds("fontana")).toEqual([exact, typo]);
    await t.db.execute(sql`delete from articles where id in (${exact}, ${typo})`);
  });

  it("pages through every result, none twice, the same as one long page", async () => {
    const all = await search("варна", "pageSize=100");
    expect(all.total).toBe(20);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await search("варна", `pageSize=7&page=${page}`);
      expect(result).toMatchObject({ page, pageSize: 7, total: 20, totalPages: 3, totalIsEstimate: false });
      paged.push(...result.articles.map((a) => a.id));
    }
    expect(paged).toEqual(all.articles.map((a) => a.id));
    expect((await search("варна", "pageSize=7&page=4")).articles).toEqual([]);
  });

  it("filters by category (any of the article's) and by period", async () => {
    const old = await insertArticle(t.db, {
      title: "Язовирите във Варна са пълни",
      categories: ["Общество", "Бизнес"],
      publishDate: new Date(Date.now() - 40 * 86_400_000),
    });
    const ids = async (params: string) => (await search("варна", `pageSize=100&${params}`)).articles.map((a) => a.id);
    expect(await ids(`category=${encodeURIComponent("общество")}`)).toEqual([old]);
    expect((await ids(`category=${encodeURIComponent("Бизнес")}`)).length).toBe(21);
    expect(await ids("range=day")).not.toContain(old);
    expect((await ids("range=day")).length).toBe(20);
    expect(await ids("range=year")).toContain(old);
    expect(await ids("range=month")).not.toContain(old);
    expect(await ids(`category=${encodeURIComponent("Няма такава")}`)).toEqual([]);
    expect((await t.app.inject({ url: "/api/search?q=x&range=decade" })).statusCode).toBe(400);
    await t.db.execute(sql`delete from articles where id = ${old}`);
  });
});

describe("long and strange queries (issue 19, point 4)", () => {
  it("cuts a query over 200 characters and still searches it, and says so", async () => {
    const long = `бюджета ${"х".repeat(300)}`;
    const result = await search(long);
    expect(result.query.cut).toBe(true);
    expect(Array.from(result.query.text)).toHaveLength(200);
    expect(result.query.words[0]).toBe("бюджета");
    const ok = await search(`парламентът ${"!".repeat(250)}`);
    expect(ok.query.cut).toBe(true);
    expect(ok.articles.map((a) => a.id)).toEqual([ids.budget]);
    expect((await t.app.inject({ url: `/api/search?q=${"a".repeat(1001)}` })).statusCode).toBe(400);
  });

  it("ignores what can't be searched: punctuation, emoji, control and invisible characters", async () => {
    for (const q of ["!!!", "😀🎉", "…—„“«»", "\u0001\u0002", "\u200b\u2060"]) {
      const result = await search(q);
      expect(result, q).toMatchObject({ articles: [], total: 0, query: { words: [] } });
    }
    expect((await search("😀 бюджета!!!")).articles.map((a) => a.id)).toEqual([ids.budget]);
    expect((await search("бюд\u200bжета")).articles.map((a) => a.id)).toEqual([ids.budget]);
    expect((await search("<script>alert(1)</script> бюджета")).query.words).toEqual(
      ["script", "alert", "1", "script", "бюджета"].filter((w, i, all) => all.indexOf(w) === i),
    );
  });

  it("searches the first 8 words and counts the others", async () => {
    const result = await search("парламентът прие бюджета опозицията ще внесе предложения бизнес едно две");
    expect(result.query.words).toHaveLength(8);
    expect(result.query.ignoredWords).toBe(2);
    expect(result.articles.map((a) => a.id)).toEqual([ids.budget]);
  });

  it("never puts markup of the query or of the article into a snippet", async () => {
    const tagged = await insertArticle(t.db, {
      title: "Разкрития",
      paragraphs: ["<p>Текстът &lt;b&gt;съдържа&lt;/b&gt; разкрития.</p>"],
    });
    const snippet = (await search("разкрития <b>", "snippets=true")).articles[0]!.snippet!;
    expect(snippet.map((s) => s.text).join("")).toContain("Текстът <b>съдържа</b> разкрития.");
    // The words are marked as text: the query's "<b>" is the word "b", found in the article's text "<b>".
    expect(snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(["b", "b", "разкрития"]);
    await t.db.execute(sql`delete from articles where id = ${tagged}`);
  });
});
