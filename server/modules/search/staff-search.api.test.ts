import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Issue 19, point 5: the journalist's "Търсене в статиите..." and the admin articles search find
 * what the readers' search finds (informal Latin, other inflections, typos, the whole text),
 * drafts included, within their own filters, sorts and pages.
 */

let t: TestApp;
let writer: TestUser;
let other: TestUser;
let owner: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  writer = await t.createStaff({ username: "writer" });
  other = await t.createStaff({ username: "other.writer" });
  owner = await t.createStaff({ role: "Owner", username: "the.owner" });
  await ensureCategories(t.db, ["Политика", "Спорт"]);
  const day = (n: number) => new Date(`2026-11-${String(n).padStart(2, "0")}T10:00:00Z`);
  ids.budget = await insertArticle(t.db, {
    title: "Бюджетът на общината",
    authorId: writer.user.id,
    publishDate: day(10),
    categories: ["Политика"],
  });
  ids.draft = await insertArticle(t.db, {
    title: "Чернова: преговори",
    paragraphs: ["<p>Преговорите за бюджета продължават.</p>"],
    authorId: writer.user.id,
    status: "draft",
    categories: ["Политика"],
  });
  ids.sport = await insertArticle(t.db, {
    title: "Щафетата спечели",
    paragraphs: ["<p>Без пари от бюджета.</p>"],
    authorId: writer.user.id,
    publishDate: day(12),
    categories: ["Спорт"],
  });
  ids.others = await insertArticle(t.db, {
    title: "Бюджет за спорта",
    authorId: other.user.id,
    publishDate: day(14),
    categories: ["Спорт"],
  });
}, 120_000);
afterAll(() => t.close());

const journalistList = async (who: TestUser, query: string) => {
  const res = await t.injectAs(who, { url: `/api/journalist/articles?${query}` });
  expect(res.statusCode, query).toBe(200);
  return (res.json() as { id: number }[]).map((a) => a.id);
};
const adminList = async (query: string) => {
  const res = await t.injectAs(owner, { url: `/api/admin/articles?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as { articles: { id: number }[]; pagination: { total: number; totalPages: number } };
};
const q = (text: string) => encodeURIComponent(text);

describe("the journalist's own articles", () => {
  it("are searched in any spelling and inflection, with a typo, in the whole text, drafts included, only their own", async () => {
    for (const text of ["бюджет", "budjet", "byudzheta", "бюджта", "БЮДЖЕТЪТ"]) {
      expect((await journalistList(writer, `search=${q(text)}`)).sort(), text).toEqual(
        [ids.budget, ids.draft, ids.sport].sort(),
      );
    }
    expect(await journalistList(writer, `search=${q("6tafetata")}`)).toEqual([ids.sport]);
    expect(await journalistList(other, `search=${q("budjet")}`)).toEqual([ids.others]);
  });

  it("keep their status filter and sorts", async () => {
    expect(await journalistList(writer, `search=${q("budjeta")}&status=draft`)).toEqual([ids.draft]);
    expect(await journalistList(writer, `search=${q("budjeta")}&status=published&sortBy=date&sortOrder=asc`)).toEqual([
      ids.budget,
      ids.sport,
    ]);
    expect(await journalistList(writer, `search=${q("budjeta")}&sortBy=title&sortOrder=asc`)).toEqual([
      ids.budget,
      ids.draft,
      ids.sport,
    ]);
  });

  it("find nothing for text with nothing to search, and cut a long search instead of refusing it", async () => {
    expect(await journalistList(writer, `search=${q("!!! 😀")}`)).toEqual([]);
    expect(await journalistList(writer, `search=${q(`щафетата ${"!".repeat(300)}`)}`)).toEqual([ids.sport]);
    expect(await journalistList(writer, `search=${q("   ")}`)).toHaveLength(3);
  });
});

describe("the admin articles list", () => {
  it("is searched as readers search, within its filters, sorts and pages", async () => {
    const all = await adminList(`search=${q("budjet")}`);
    expect(all.pagination.total).toBe(4);
    expect(all.articles.map((a) => a.id)).toEqual([ids.draft, ids.others, ids.sport, ids.budget]);
    expect(
      (await adminList(`search=${q("budjet")}&status=published&category=${q("Спорт")}`)).articles.map((a) => a.id),
    ).toEqual([ids.others, ids.sport]);
    expect(
      (
        await adminList(`search=${q("budjet")}&author=${writer.user.id}&dateFrom=2026-11-11&dateTo=2026-11-13`)
      ).articles.map((a) => a.id),
    ).toEqual([ids.sport]);
    const paged = await adminList(`search=${q("бюджта")}&sortBy=title&sortOrder=asc&pageSize=3&page=2`);
    expect(paged.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect(paged.articles.map((a) => a.id)).toEqual([ids.sport]);
    expect((await adminList(`search=${q("!!!")}`)).articles).toEqual([]);
  });

  it("counts a search again as soon as an article's text changes", async () => {
    expect((await adminList(`search=${q("преговори")}`)).pagination.total).toBe(1);
    const res = await t.injectAs(writer, {
      method: "PUT",
      url: `/api/journalist/articles/${ids.sport}`,
      payload: {
        title: "Щафетата спечели",
        sections: [{ type: "paragraph", content: "<p>Преговорите за наградите започват.</p>" }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await adminList(`search=${q("преговори")}`)).pagination.total).toBe(2);
    expect((await adminList(`search=${q("преговори")}`)).articles.map((a) => a.id)).toEqual([ids.draft, ids.sport]);
  });
});
