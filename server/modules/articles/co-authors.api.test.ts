import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { coAuthorTexts } from "#common/messages/authors.ts";
import { articleCoAuthors, articleDailyViews, articles } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { sofiaDay } from "#common/dates.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/** Several authors of one article (issue 32, point 4; decision 0121). */

let t: TestApp;
let maria: TestUser;
let georgi: TestUser;
let elena: TestUser;
let outsider: TestUser;
let editor: TestUser;
let inactive: TestUser;
const clock = createTestClock(Date.UTC(2026, 10, 20, 9, 0));

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  maria = await t.createStaff({ username: "maria.ivanova", name: "Мария Иванова" });
  georgi = await t.createStaff({ username: "georgi.petrov", name: "Георги Петров" });
  elena = await t.createStaff({ username: "elena.dimitrova", name: "Елена Димитрова" });
  outsider = await t.createStaff({ username: "outsider", name: "Външен Журналист" });
  editor = await t.createStaff({ role: "Admin", username: "editor", name: "Главен Редактор" });
  inactive = await t.createStaff({ username: "gone.writer", name: "Напуснал Журналист", isActive: false });
  await ensureCategories(t.db, ["Политика"]);
}, 60_000);
afterAll(() => t.close());

const article = (extra: object = {}) => ({
  title: "Бюджетът за 2027 година",
  categories: ["Политика"],
  sections: [{ type: "paragraph", content: "<p>Парламентът прие бюджета.</p>" }],
  ...extra,
});

async function create(who: TestUser, extra: object = {}): Promise<number> {
  const res = await t.injectAs(who, { method: "POST", url: "/api/journalist/articles", payload: article(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().articleId;
}

const detail = async (id: number, who: TestUser | null = null) =>
  (await t.injectAs(who, { url: `/api/articles/${id}${who ? "?editing=true" : ""}` })).json();

describe("choosing co-authors", () => {
  it("lists the active staff by name, with nothing but what a byline shows", async () => {
    const res = await t.injectAs(maria, { url: "/api/journalist/staff" });
    expect(res.statusCode).toBe(200);
    const staff = res.json() as { id: number; name: string; username: string }[];
    expect(staff.map((s) => s.username)).toEqual(
      expect.arrayContaining(["maria.ivanova", "georgi.petrov", "elena.dimitrova", "editor"]),
    );
    expect(staff.map((s) => s.username)).not.toContain("gone.writer");
    expect(Object.keys(staff[0]!).sort()).toEqual(["id", "name", "username"]);
  });

  it("stores the co-authors in the chosen order; the byline names all of them", async () => {
    const id = await create(maria, { coAuthors: [elena.user.id, georgi.user.id] });
    const body = await detail(id);
    expect(body.author).toMatchObject({ name: "Мария Иванова", username: "maria.ivanova" });
    expect(body.coAuthors).toEqual([
      { id: elena.user.id, name: "Елена Димитрова", username: "elena.dimitrova" },
      { id: georgi.user.id, name: "Георги Петров", username: "georgi.petrov" },
    ]);
    // An admin may be a co-author too: staff who write (decision 0121).
    const withEditor = await create(maria, { coAuthors: [editor.user.id] });
    expect((await detail(withEditor)).coAuthors.map((c: { username: string }) => c.username)).toEqual(["editor"]);
  });

  it("refuses, in Bulgarian and naming the field, an inactive account, the author, a repeat, too many and no one", async () => {
    const cases: [number[], string][] = [
      [[inactive.user.id], coAuthorTexts.inactive("Напуснал Журналист")],
      [[maria.user.id], coAuthorTexts.self],
      [[georgi.user.id, georgi.user.id], coAuthorTexts.duplicate],
      [Array.from({ length: limits.coAuthorsMax + 1 }, (_, i) => 1000 + i), coAuthorTexts.tooMany(limits.coAuthorsMax)],
      [[999_999], coAuthorTexts.unknown],
    ];
    const before = (await t.db.select({ id: articles.id }).from(articles)).length;
    for (const [coAuthors, message] of cases) {
      const res = await t.injectAs(maria, {
        method: "POST",
        url: "/api/journalist/articles",
        payload: article({ coAuthors }),
      });
      expect(res.statusCode, JSON.stringify(coAuthors)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, fields: { coAuthors: message } });
    }
    // Nothing half-written: the refused articles are not there.
    expect((await t.db.select({ id: articles.id }).from(articles)).length).toBe(before);
  });

  it("keeps a co-author who was deactivated after being chosen, but no one new who is inactive", async () => {
    const leaving = await t.createStaff({ username: "leaving.writer", name: "Напускащ Журналист" });
    const id = await create(maria, { coAuthors: [leaving.user.id] });
    await t.injectAs(editor, {
      method: "PUT",
      url: `/api/admin/users/${leaving.user.id}`,
      payload: { isActive: false },
    });
    const save = (coAuthors: number[]) =>
      t.injectAs(maria, { method: "PUT", url: `/api/journalist/articles/${id}`, payload: article({ coAuthors }) });
    expect((await save([leaving.user.id, georgi.user.id])).statusCode).toBe(200);
    expect((await save([georgi.user.id, inactive.user.id])).statusCode).toBe(400);
    expect((await detail(id)).coAuthors.map((c: { id: number }) => c.id)).toEqual([leaving.user.id, georgi.user.id]);
  });
});

describe("a co-author's rights", () => {
  /** Every journalist route that reaches one article, as a request on article `id` (version 1 unless said). */
  const articleRoutes: [string, (id: number) => Parameters<TestApp["injectAs"]>[1]][] = [
    ["load for editing", (id) => ({ url: `/api/articles/${id}?editing=true` })],
    [
      "save",
      (id) => ({ method: "PUT", url: `/api/journalist/articles/${id}`, payload: article({ title: "Поправено" }) }),
    ],
    ["unpublish", (id) => ({ method: "PUT", url: `/api/journalist/articles/${id}/unpublish` })],
    ["publish", (id) => ({ method: "PUT", url: `/api/journalist/articles/${id}/publish` })],
    [
      "schedule",
      (id) => ({
        method: "PUT",
        url: `/api/journalist/articles/${id}/schedule`,
        payload: { publishAt: new Date(clock.now() + 86_400_000).toISOString() },
      }),
    ],
    ["cancel the schedule", (id) => ({ method: "DELETE", url: `/api/journalist/articles/${id}/schedule` })],
    [
      "autosave",
      (id) => ({
        method: "PUT",
        url: `/api/journalist/articles/${id}/autosave`,
        payload: { ...article({ title: "Чернова на съавтора" }), version: 1 },
      }),
    ],
    ["read pending changes", (id) => ({ url: `/api/journalist/articles/${id}/autosave` })],
    ["discard pending changes", (id) => ({ method: "DELETE", url: `/api/journalist/articles/${id}/autosave` })],
    ["history", (id) => ({ url: `/api/journalist/articles/${id}/revisions` })],
    ["one revision", (id) => ({ url: `/api/journalist/articles/${id}/revisions/1` })],
    ["restore", (id) => ({ method: "POST", url: `/api/journalist/articles/${id}/revisions/1/restore`, payload: {} })],
  ];

  it("reaches every route of the article as its author does; another journalist still gets 404", async () => {
    for (const [what, request] of articleRoutes) {
      const mine = await create(maria, { coAuthors: [georgi.user.id] });
      const co = await t.injectAs(georgi, request(mine));
      expect(co.statusCode, `${what} as co-author: ${co.body}`).toBeLessThan(300);
      const other = await create(maria, { coAuthors: [georgi.user.id] });
      const stranger = await t.injectAs(outsider, request(other));
      expect(stranger.statusCode, `${what} as another journalist`).toBe(404);
    }
  });

  it("publishes, hides and edits as the author does, and the history names who did it", async () => {
    const id = await create(maria, { coAuthors: [georgi.user.id], isPublished: false });
    const save = await t.injectAs(georgi, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ title: "Заглавие от съавтора", version: 1 }),
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(
      (await t.injectAs(georgi, { method: "PUT", url: `/api/journalist/articles/${id}/publish` })).statusCode,
    ).toBe(200);
    expect(await detail(id)).toMatchObject({ title: "Заглавие от съавтора", isPublished: true });
    const history = (await t.injectAs(maria, { url: `/api/journalist/articles/${id}/revisions` })).json();
    expect(history.revisions.map((r: { author: string }) => r.author).slice(0, 2)).toEqual([
      "Георги Петров",
      "Георги Петров",
    ]);
  });

  it("may not delete the article nor change its co-authors (403, in Bulgarian); the author may", async () => {
    const id = await create(maria, { coAuthors: [georgi.user.id] });
    const del = await t.injectAs(georgi, { method: "DELETE", url: `/api/journalist/articles/${id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toBe(coAuthorTexts.onlyAuthorDeletes);
    const change = await t.injectAs(georgi, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ coAuthors: [georgi.user.id, elena.user.id] }),
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toBe(coAuthorTexts.onlyAuthorChanges);
    // Sending the list unchanged (the builder does) is a plain save.
    const same = await t.injectAs(georgi, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ title: "Същите автори", coAuthors: [georgi.user.id] }),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await detail(id)).coAuthors.map((c: { id: number }) => c.id)).toEqual([georgi.user.id]);

    const changed = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ coAuthors: [elena.user.id] }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await detail(id)).coAuthors.map((c: { id: number }) => c.id)).toEqual([elena.user.id]);
    // Georgi is no longer a co-author: the article is not his to reach.
    expect((await t.injectAs(georgi, { url: `/api/journalist/articles/${id}/revisions` })).statusCode).toBe(404);
    expect((await t.injectAs(maria, { method: "DELETE", url: `/api/journalist/articles/${id}` })).statusCode).toBe(200);
    expect(await t.db.select().from(articleCoAuthors).where(eq(articleCoAuthors.articleId, id))).toEqual([]);
  });

  it("finds the co-written articles in the co-author's own list, marked as co-written", async () => {
    const id = await create(maria, { title: "Съвместен репортаж", coAuthors: [elena.user.id] });
    const mine = (await t.injectAs(elena, { url: "/api/journalist/articles" })).json() as {
      id: number;
      coAuthored: boolean;
    }[];
    expect(mine.find((a) => a.id === id)).toMatchObject({ coAuthored: true });
    const marias = (await t.injectAs(maria, { url: "/api/journalist/articles" })).json() as typeof mine;
    expect(marias.find((a) => a.id === id)).toMatchObject({ coAuthored: false });
    const outsiders = (await t.injectAs(outsider, { url: "/api/journalist/articles" })).json() as typeof mine;
    expect(outsiders.find((a) => a.id === id)).toBeUndefined();
  });
});

describe("readers and statistics", () => {
  it("lists a co-written article on each author's page and feed, and names all in dc:creator", async () => {
    const nikola = await t.createStaff({ username: "nikola.co", name: "Никола Стоянов" });
    // Nikola has written nothing of his own: the co-written article makes him an author.
    expect((await t.app.inject({ url: "/api/authors/nikola.co" })).statusCode).toBe(404);
    const id = await create(maria, { title: "Статия на двама", coAuthors: [nikola.user.id] });
    const page = await t.app.inject({ url: "/api/authors/nikola.co" });
    expect(page.statusCode).toBe(200);
    expect(page.json().articles.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(page.json().pagination.total).toBe(1);
    const marias = (await t.app.inject({ url: "/api/authors/maria.ivanova?page=1" })).json();
    expect(marias.articles.map((a: { id: number }) => a.id)).toContain(id);

    const feed = (await t.app.inject({ url: "/author/nikola.co/rss.xml" })).body;
    expect(feed).toContain("<title>Статия на двама</title>");
    expect(feed).toContain("<dc:creator>Мария Иванова и Никола Стоянов</dc:creator>");
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("/author/nikola.co");
  });

  it("names the author with и др. in the staff lists that show one name", async () => {
    const id = await create(maria, { title: "Статия с екип", coAuthors: [georgi.user.id, elena.user.id] });
    const dashboard = (await t.injectAs(editor, { url: "/api/admin/dashboard" })).json();
    expect(dashboard.recentArticles[0]).toMatchObject({ id, author: "Мария Иванова и др." });
    const list = (await t.injectAs(editor, { url: `/api/admin/articles?author=${maria.user.id}` })).json();
    expect(list.articles.find((a: { id: number }) => a.id === id).author.name).toBe("Мария Иванова и др.");
  });

  it("counts a co-written article in each author's dashboard and daily views", async () => {
    const vera = await t.createStaff({ username: "vera.co", name: "Вера Колева" });
    const boris = await t.createStaff({ username: "boris.co", name: "Борис Ангелов" });
    const id = await create(vera, { coAuthors: [boris.user.id] });
    await t.db.update(articles).set({ viewsCount: 40, likesCount: 3 }).where(eq(articles.id, id));
    const today = sofiaDay(new Date(clock.now()));
    await t.db.insert(articleDailyViews).values({ articleId: id, day: today, views: 40 });
    for (const who of [vera, boris]) {
      const dashboard = (await t.injectAs(who, { url: "/api/journalist/dashboard" })).json();
      expect(dashboard).toMatchObject({ totalArticles: 1, publishedArticles: 1, totalViews: 40, totalLikes: 3 });
      expect(dashboard.recentArticles.map((a: { id: number }) => a.id)).toEqual([id]);
      const views = (await t.injectAs(who, { url: "/api/journalist/stats/views?days=7" })).json();
      expect(views.days.at(-1)).toEqual({ day: today, views: 40 });
    }
    const others = (await t.injectAs(outsider, { url: "/api/journalist/dashboard" })).json();
    expect(others.recentArticles.map((a: { id: number }) => a.id)).not.toContain(id);
  });
});
