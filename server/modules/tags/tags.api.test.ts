import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { tagAdminTexts, tagRuleTexts } from "#common/messages/tags.ts";
import type { AdminTag, TagPage, TagSuggestion } from "#common/schemas/tags.ts";
import { articleTags, auditLogs, tags } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * Issue 32, point 2 through the API: journalists tag articles (creating a tag by using it), the
 * builder's suggestions read what was typed as search does, a tag's page and feed list its
 * published articles, search finds by tag, admins rename, merge and delete tags with the old
 * addresses still answering, and bad tags are refused with 4xx and never stored.
 */

let t: TestApp;
let writer: TestUser;
let admin: TestUser;
const clock = createTestClock(Date.parse("2026-11-25T12:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  await ensureCategories(t.db, ["Политика", "Спорт"]);
  writer = await t.createStaff({ name: "Мария Иванова" });
  admin = await t.createStaff({ role: "Admin" });
}, 120_000);
afterAll(() => t.close());

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  categories: ["Политика"],
  sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
  ...extra,
});

async function save(payload: unknown, articleId?: number) {
  return t.injectAs(writer, {
    method: articleId ? "PUT" : "POST",
    url: articleId ? `/api/journalist/articles/${articleId}` : "/api/journalist/articles",
    payload: payload as object,
  });
}
async function create(title: string, tagNames: string[], extra: Record<string, unknown> = {}): Promise<number> {
  const res = await save(body(title, { tags: tagNames, ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { articleId: number }).articleId;
}
const detailTags = async (id: number) =>
  (
    (await t.injectAs(writer, { url: `/api/articles/${id}?editing=true` })).json() as { tags: { name: string }[] }
  ).tags.map((tag) => tag.name);
const tagPage = async (slug: string, page = 1) => t.app.inject({ url: `/api/tags/${slug}?page=${page}` });
const suggest = async (q: string) =>
  (await t.injectAs(writer, { url: `/api/journalist/tags?q=${encodeURIComponent(q)}` })).json() as TagSuggestion[];
const storedTags = async () => t.db.select().from(tags);
const tagIdOf = async (slug: string) => (await t.db.select().from(tags).where(eq(tags.slug, slug)))[0]!.id;

describe("an article's tags", () => {
  it("are created by using them, kept in the journalist's order, and shown with the article", async () => {
    const id = await create("Изборите наближават", ["Избори 2026", "Парламент"]);
    expect(await detailTags(id)).toEqual(["Избори 2026", "Парламент"]);
    const page = (await t.app.inject({ url: `/api/articles/${id}` })).json() as { tags: unknown };
    expect(page.tags).toEqual([
      { name: "Избори 2026", slug: "izbori-2026" },
      { name: "Парламент", slug: "parlament" },
    ]);
  });

  it("are one tag per address: another spelling of a name is the same tag, a repeat is dropped", async () => {
    const id = await create("Парламентът заседава", ["парламент", "ПАРЛАМЕНТ", "  Бюджет  "]);
    expect(await detailTags(id)).toEqual(["Парламент", "Бюджет"]);
    expect((await storedTags()).filter((tag) => tag.slug === "parlament")).toHaveLength(1);
  });

  it("are kept by a save that sends none, replaced by one that does, and emptied by []", async () => {
    const id = await create("Статия с етикети", ["Култура", "Театър"]);
    expect((await save(body("Статия с етикети, преименувана"), id)).statusCode).toBe(200);
    expect(await detailTags(id)).toEqual(["Култура", "Театър"]);
    expect((await save(body("Статия с етикети", { tags: ["Театър", "Опера"] }), id)).statusCode).toBe(200);
    expect(await detailTags(id)).toEqual(["Театър", "Опера"]);
    expect((await save(body("Статия с етикети", { tags: [] }), id)).statusCode).toBe(200);
    expect(await detailTags(id)).toEqual([]);
  });

  it("are refused with 400 at `tags`, and nothing of the save is stored, when one breaks a rule", async () => {
    const tooMany = Array.from({ length: limits.articleMaxTags + 1 }, (_, i) => `Етикет ${i + 1}`);
    const cases: [unknown, string][] = [
      [["а"], tagRuleTexts.tooShort(limits.tagNameMin)],
      [["б".repeat(limits.tagNameMax + 1)], tagRuleTexts.tooLong(limits.tagNameMax)],
      [["\u200b\u200b\u200b"], tagRuleTexts.tooShort(limits.tagNameMin)],
      [["нево\u200bдимо"], tagRuleTexts.invalid],
      [["ред\nнов"], tagRuleTexts.invalid],
      [["!!!"], tagRuleTexts.unspellable],
      [["😀😀😀"], tagRuleTexts.unspellable],
      [tooMany, tagRuleTexts.tooMany(limits.articleMaxTags)],
    ];
    const before = (await storedTags()).length;
    for (const [value, text] of cases) {
      const res = await save(body("Отказана статия", { tags: value }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({ error: text, fields: { tags: text } });
    }
    // A NUL is refused before anything reads the body, with the server's own Bulgarian text.
    const nul = await save(body("Отказана статия", { tags: ["нула\u0000байт"] }));
    expect(nul.statusCode).toBe(400);
    expect((nul.json() as { error: string }).error).toMatch(/[а-я]/);
    // The schema bounds the parse: 10 000 characters, a non-string, a list of hundreds.
    for (const value of [["я".repeat(10_000)], [42], "низ", Array.from({ length: 500 }, () => "да")]) {
      const res = await save(body("Отказана статия", { tags: value }));
      expect(res.statusCode, JSON.stringify(value).slice(0, 40)).toBe(400);
    }
    // An existing article's save refused for its tags keeps its title and tags (one transaction).
    const id = await create("Цяла статия", ["Наука"]);
    const res = await save(body("Половин запис", { tags: ["Наука", "x"] }), id);
    expect(res.statusCode).toBe(400);
    expect(await detailTags(id)).toEqual(["Наука"]);
    const title = ((await t.injectAs(writer, { url: `/api/articles/${id}` })).json() as { title: string }).title;
    expect(title).toBe("Цяла статия");
    expect((await storedTags()).length).toBe(before + 1);
    const titles = (await t.injectAs(writer, { url: "/api/journalist/articles" })).json() as { title: string }[];
    expect(titles.some((a) => a.title === "Отказана статия" || a.title === "Половин запис")).toBe(false);
  });

  it("are kept by the autosave: a draft's at once, a published article's aside in its pending changes", async () => {
    const autosave = async (id: number, extra: Record<string, unknown>) => {
      const { version } = (await t.injectAs(writer, { url: `/api/articles/${id}?editing=true` })).json() as {
        version: number;
      };
      const res = await t.injectAs(writer, {
        method: "PUT",
        url: `/api/journalist/articles/${id}/autosave`,
        payload: { ...body("Автоматично запазена", extra), version },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { target: string };
    };
    const draft = await create("Чернова с етикети", ["Наука"], { isPublished: false });
    expect((await autosave(draft, { tags: ["Наука", "Космос"] })).target).toBe("article");
    expect(await detailTags(draft)).toEqual(["Наука", "Космос"]);

    const published = await create("Публикувана с етикети", ["Наука"]);
    expect((await autosave(published, { tags: ["Космос", "Луна"] })).target).toBe("pending");
    expect(await detailTags(published)).toEqual(["Наука"]);
    const { pending } = (
      await t.injectAs(writer, { url: `/api/journalist/articles/${published}/autosave` })
    ).json() as { pending: { snapshot: { tags?: string[] } } };
    expect(pending.snapshot.tags).toEqual(["Космос", "Луна"]);
    // Bad tags are refused in an autosave as in a save.
    const { version } = (await t.injectAs(writer, { url: `/api/articles/${published}?editing=true` })).json() as {
      version: number;
    };
    const refused = await t.injectAs(writer, {
      method: "PUT",
      url: `/api/journalist/articles/${published}/autosave`,
      payload: { ...body("Автоматично запазена", { tags: ["!!!"] }), version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { tags: tagRuleTexts.unspellable } });
  });
});

describe("the builder's suggestions", () => {
  it("find Cyrillic tags by informal Latin and by any word's beginning, the most used first", async () => {
    await create("Първа", ["Щастие"]);
    await create("Втора", ["Щастие", "Щипка сол"]);
    expect((await suggest("shtas")).map((s) => s.name)).toEqual(["Щастие"]);
    expect((await suggest("6tas")).map((s) => s.name)).toEqual(["Щастие"]);
    expect((await suggest("щ")).map((s) => s.name)).toEqual(["Щастие", "Щипка сол"]);
    expect((await suggest("sol")).map((s) => s.name)).toEqual(["Щипка сол"]);
    expect((await suggest("izbor")).map((s) => s.name)).toContain("Избори 2026");
    expect((await suggest("щ"))[0]).toEqual({ name: "Щастие", slug: "shtastie", articleCount: 2 });
  });

  it("are nothing for a text without words, and for staff only", async () => {
    expect(await suggest("   ")).toEqual([]);
    expect(await suggest("%_%")).toEqual([]);
    expect((await t.app.inject({ url: "/api/journalist/tags?q=sh" })).statusCode).toBe(401);
    const long = await t.injectAs(writer, { url: `/api/journalist/tags?q=${"a".repeat(201)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe("a tag's page, feed and search", () => {
  it("lists the tag's published articles, newest first, paged; never a draft", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= limits.tagPageSize + 1; i++) {
      clock.advance(60_000);
      ids.push(await create(`Футбол ${i}`, ["Футбол"], { categories: ["Спорт"] }));
    }
    await create("Чернова за футбол", ["Футбол"], { isPublished: false });
    const first = (await tagPage("futbol")).json() as TagPage;
    expect(first.tag).toEqual({ name: "Футбол", slug: "futbol" });
    expect(first.pagination).toMatchObject({ total: limits.tagPageSize + 1, totalPages: 2 });
    expect(first.articles[0]!.id).toBe(ids.at(-1));
    const second = (await tagPage("futbol", 2)).json() as TagPage;
    expect(second.articles.map((a) => a.id)).toEqual([ids[0]]);
    expect((await tagPage("nyama-takav")).statusCode).toBe(404);
    const hostile = (await tagPage("%00")).statusCode;
    expect(hostile >= 400 && hostile < 500).toBe(true);
  });

  it("has an RSS feed of the tag's articles", async () => {
    const res = await t.app.inject({ url: "/tag/futbol/rss.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/rss\+xml/);
    expect(res.body).toContain("<title>Хроника: етикет „Футбол“</title>");
    expect(res.body.match(/<item>/g)).toHaveLength(limits.tagPageSize + 1);
    expect(res.body).not.toContain("Чернова за футбол");
    expect((await t.app.inject({ url: "/tag/nyama/rss.xml" })).statusCode).toBe(404);
  });

  it("finds an article by a word of its tags alone", async () => {
    const id = await create("Статия без думата", ["Кайтсърфинг"]);
    const found = (await t.app.inject({ url: "/api/search?q=kaitsarf" })).json() as { articles: { id: number }[] };
    expect(found.articles.map((a) => a.id)).toContain(id);
  });
});

describe("the admin screen's tags", () => {
  const adminCall = (method: string, url: string, payload?: object) =>
    t.injectAs(admin, { method: method as "GET", url, payload });
  const lastAudit = async () => (await t.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1))[0]!;

  it("lists every tag with its article count, for admins only", async () => {
    const list = (await adminCall("GET", "/api/admin/tags")).json() as AdminTag[];
    expect(list.find((tag) => tag.slug === "futbol")).toMatchObject({
      name: "Футбол",
      articleCount: limits.tagPageSize + 2,
    });
    expect((await t.injectAs(writer, { url: "/api/admin/tags" })).statusCode).toBe(403);
    expect(
      (await t.injectAs(writer, { method: "DELETE", url: `/api/admin/tags/${await tagIdOf("futbol")}` })).statusCode,
    ).toBe(403);
  });

  it("renames a tag: the new address is its page, the old one still leads to it, a taken one is 409", async () => {
    const id = await tagIdOf("teatar");
    const res = await adminCall("PUT", `/api/admin/tags/${id}`, { name: "Театрално изкуство" });
    expect(res.statusCode, res.body).toBe(200);
    expect(((await tagPage("teatralno-izkustvo")).json() as TagPage).tag.name).toBe("Театрално изкуство");
    expect(((await tagPage("teatar")).json() as TagPage).tag.slug).toBe("teatralno-izkustvo");
    expect((await lastAudit()).details).toBe('Renamed tag "Театър" to "Театрално изкуство"');
    expect((await lastAudit()).entityType).toBe("TAG");
    // Typing the old name in the builder files the article under the renamed tag.
    const article = await create("Стар етикет", ["театър"]);
    expect(await detailTags(article)).toEqual(["Театрално изкуство"]);

    const taken = await adminCall("PUT", `/api/admin/tags/${id}`, { name: "Футбол" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: tagAdminTexts.nameTaken });
    const bad = await adminCall("PUT", `/api/admin/tags/${id}`, { name: "\u0000" });
    expect(bad.statusCode).toBe(400);
    expect((await adminCall("PUT", "/api/admin/tags/999999", { name: "Нещо" })).statusCode).toBe(404);
  });

  it("merges a tag into another: its articles carry the other once, its address leads there", async () => {
    const a = await create("Сливане А", ["Бюджет 2027", "Финанси"]);
    const b = await create("Сливане Б", ["Бюджет 2027"]);
    const from = await tagIdOf("byudzhet-2027");
    const into = await tagIdOf("finansi");
    expect((await adminCall("POST", `/api/admin/tags/${from}/merge`, { intoId: from })).statusCode).toBe(400);
    const res = await adminCall("POST", `/api/admin/tags/${from}/merge`, { intoId: into });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detailTags(a)).toEqual(["Финанси"]);
    expect(await detailTags(b)).toEqual(["Финанси"]);
    expect(((await tagPage("byudzhet-2027")).json() as TagPage).tag.slug).toBe("finansi");
    expect(await t.db.select().from(tags).where(eq(tags.id, from))).toEqual([]);
    expect((await lastAudit()).details).toBe('Merged tag "Бюджет 2027" into "Финанси" (2 articles)');
  });

  it("deletes a tag: its articles no longer carry it and its page is a 404", async () => {
    const article = await create("Изтриване", ["Временен етикет", "Остава"]);
    const id = await tagIdOf("vremenen-etiket");
    expect((await adminCall("DELETE", `/api/admin/tags/${id}`)).statusCode).toBe(200);
    expect(await detailTags(article)).toEqual(["Остава"]);
    expect((await tagPage("vremenen-etiket")).statusCode).toBe(404);
    expect(await t.db.select().from(articleTags).where(eq(articleTags.tagId, id))).toEqual([]);
    expect((await adminCall("DELETE", `/api/admin/tags/${id}`)).statusCode).toBe(404);
  });
});
