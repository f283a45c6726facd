import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { redirectRuleTexts } from "#common/messages/redirects.ts";
import { articlePath } from "#common/page-paths.ts";
import type { AdminRedirect, AdminRedirectList } from "#common/schemas/redirects.ts";
import { articles, auditLogs, redirects } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { addImportedRedirect } from "./imported-redirects.ts";

/**
 * Issue 33: the admin's redirects of old addresses through the API (Owner and Admin): the list,
 * paged and searched; adding one, with every refusal at its field; deleting one; the audit log;
 * the importer's own insert; and the 301 of an address no route has (the app without pages).
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let journalist: TestUser;
let article: { id: number; slug: string };
const publicUrl = "https://hronika.example";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  await ensureCategories(t.db, ["Политика"]);
  owner = await t.createStaff({ role: "Owner", username: "the.owner" });
  admin = await t.createStaff({ role: "Admin", username: "an.admin" });
  journalist = await t.createStaff({ username: "writer" });
  const id = await insertArticle(t.db, { title: "Изборите в неделя", authorId: journalist.user.id });
  await t.db.update(articles).set({ slug: "izborite" }).where(eq(articles.id, id));
  article = { id, slug: "izborite" };
});
afterAll(() => t.close());

const add = (from: string, to: string, who: TestUser | null = owner) =>
  t.injectAs(who, { method: "POST", url: "/api/admin/redirects", payload: { from, to } });
const list = async (query = "", who: TestUser = owner) => {
  const res = await t.injectAs(who, { url: `/api/admin/redirects${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminRedirectList;
};
async function refusal(from: string, to: string) {
  const res = await add(from, to);
  return { status: res.statusCode, ...(res.json() as { error: string; fields?: Record<string, string> }) };
}
const lastAudit = async () => (await t.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1))[0]!;

describe("adding a redirect", () => {
  it("keys the old address in one spelling and answers the row", async () => {
    const res = await add("https://stariat-sait.bg/новини/стара-статия/?utm_source=x", "/category/Политика");
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as AdminRedirect;
    expect(added).toMatchObject({
      from: "/%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8/%d1%81%d1%82%d0%b0%d1%80%d0%b0-%d1%81%d1%82%d0%b0%d1%82%d0%b8%d1%8f",
      to: "/category/%d0%9f%d0%be%d0%bb%d0%b8%d1%82%d0%b8%d0%ba%d0%b0",
      article: null,
      origin: "manual",
      createdBy: "the.owner",
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "CREATE", entityType: "REDIRECT", entityId: String(added.id) });
    expect(audit.details).toBe("Added redirect /новини/стара-статия → /category/Политика");
  });

  it("to an article's address, in any spelling, names the article, whose current address it answers", async () => {
    for (const [from, to] of [
      ["/2019/05/izborite", `/article/${article.id}`],
      ["/?p=44", `${publicUrl}/article/${article.id}-stara-spelling`],
    ] as const) {
      const res = await add(from, to, admin);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        to: articlePath(article),
        article: { id: article.id, title: "Изборите в неделя", published: true },
      });
      const [row] = await t.db.select().from(redirects).where(eq(redirects.fromPath, from));
      expect(row).toMatchObject({ articleId: article.id, toPath: null, createdBy: admin.user.id });
    }
  });

  it("refuses what is no address, at its field, both at once", async () => {
    expect(await refusal("", "/home")).toMatchObject({
      status: 400,
      fields: { from: redirectRuleTexts.fromRequired },
    });
    for (const from of ["stara-statia", "javascript:alert(1)", "//evil.example/x", "/a\u0001b", "/a%00b"])
      expect(await refusal(from, "/home"), from).toMatchObject({
        status: 400,
        error: redirectRuleTexts.notAnAddress,
        fields: { from: redirectRuleTexts.notAnAddress },
      });
    expect(await refusal("stara", "https://drug-sait.bg/home")).toMatchObject({
      status: 400,
      error: redirectRuleTexts.notAnAddress,
      fields: { from: redirectRuleTexts.notAnAddress, to: redirectRuleTexts.otherSite },
    });
    expect(await refusal("/stara", "")).toMatchObject({ fields: { to: redirectRuleTexts.toRequired } });
    const tooLong = redirectRuleTexts.tooLong(2000);
    expect(await refusal(`/${"a".repeat(2001)}`, "/home")).toMatchObject({ fields: { from: tooLong } });
    expect(await refusal(`/${"я".repeat(400)}`, "/home")).toMatchObject({ fields: { from: tooLong } });
  });

  it("refuses a live page of the site as the old address: a redirect from it would never be used", async () => {
    for (const from of [
      "/",
      "/home",
      "https://stariat-sait.bg/home/",
      "/home?p=3",
      articlePath(article),
      `/article/${article.id}`,
      `/article/${article.id}-a-slug-it-never-had`,
      `/category/${encodeURIComponent("Политика")}`,
      "/category/ПОЛИТИКА",
      `/author/${journalist.user.username}`,
      "/za-nas",
      "/admin/redirects",
      "/api/health",
      "/api/no-such-route",
      "/rss.xml",
      "/media/uploads/picture.jpg",
    ])
      expect(await refusal(from, "/search"), from).toMatchObject({
        status: 400,
        fields: { from: redirectRuleTexts.livePage },
      });
    // Pages of no such thing are free: WordPress used the same first segments.
    const draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
    for (const from of [
      "/category/politika",
      "/tag/izbori",
      "/author/old-login",
      `/article/${draft}-stara`,
      "/?page_id=5",
    ])
      expect((await add(from, "/home")).statusCode, from).toBe(201);
  });

  it("refuses a redirect to itself, to a missing article, and a chain either way", async () => {
    expect(await refusal("/sam-sebe/", "/sam-sebe?utm=1")).toMatchObject({
      status: 400,
      fields: { to: redirectRuleTexts.toSelf },
    });
    expect(await refusal("/nyama", "/article/999999")).toMatchObject({
      fields: { to: redirectRuleTexts.noSuchArticle },
    });
    expect((await add("/verigata/parva", "/verigata/vtora")).statusCode).toBe(201);
    // From an address a redirect leads to: that one should lead on instead.
    expect(await refusal("/verigata/vtora", "/home")).toMatchObject({
      status: 400,
      fields: { from: redirectRuleTexts.fromIsTarget("/verigata/parva") },
    });
    // To an address that is itself redirected.
    expect(await refusal("/verigata/nulta", "/verigata/parva/")).toMatchObject({
      status: 400,
      fields: { to: redirectRuleTexts.toRedirected },
    });
  });

  it("refuses an old address that has a redirect, in any spelling, with 409", async () => {
    expect((await add("/dvoen", "/home")).statusCode).toBe(201);
    for (const from of ["/dvoen/", "https://stariat-sait.bg/dvoen?utm_source=x"])
      expect(await refusal(from, "/search"), from).toMatchObject({
        status: 409,
        error: redirectRuleTexts.fromTaken,
        fields: { from: redirectRuleTexts.fromTaken },
      });
  });
});

describe("the list", () => {
  it("is paged, newest first, and found by either address, typed as people type it, or the article's title", async () => {
    for (let i = 1; i <= limits.redirectsPageSize + 2; i++)
      await addImportedRedirect(t.db, { fromPath: `/arhiv/statia-${i}`, toPath: "/home" });
    const first = await list("?q=/arhiv/");
    expect(first.pagination).toEqual({
      total: limits.redirectsPageSize + 2,
      page: 1,
      pageSize: limits.redirectsPageSize,
      totalPages: 2,
    });
    expect(first.redirects[0]).toMatchObject({
      from: `/arhiv/statia-${limits.redirectsPageSize + 2}`,
      origin: "import",
    });
    expect(first.redirects[0]!.createdBy).toBeNull();
    const second = await list("?q=%2Farhiv%2F&page=2");
    expect(second.redirects.map((r) => r.from)).toEqual(["/arhiv/statia-2", "/arhiv/statia-1"]);

    expect((await list(`?q=${encodeURIComponent("новини")}`)).redirects.map((r) => r.to)).toEqual([
      "/category/%d0%9f%d0%be%d0%bb%d0%b8%d1%82%d0%b8%d0%ba%d0%b0",
    ]);
    expect((await list(`?q=${encodeURIComponent("политика")}`)).redirects).toHaveLength(1);
    // statia-1 and statia-10 to statia-19.
    expect((await list("?q=ARHIV/STATIA-1")).pagination.total).toBe(11);
    const byTitle = await list(`?q=${encodeURIComponent("изборите")}`);
    expect(byTitle.redirects.map((r) => r.from).sort()).toEqual(["/2019/05/izborite", "/?p=44"]);
    expect((await list(`?q=${encodeURIComponent(`/article/${article.id}-izb`)}`)).pagination.total).toBe(2);
    expect((await list("?page=999")).redirects).toEqual([]);
  });
});

describe("deleting a redirect", () => {
  it("removes it and writes the audit log; a second time is 404", async () => {
    const { id } = (await add("/za-iztrivane", "/home", admin)).json() as AdminRedirect;
    const res = await t.injectAs(admin, { method: "DELETE", url: `/api/admin/redirects/${id}` });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(redirects).where(eq(redirects.id, id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "DELETE",
      entityType: "REDIRECT",
      entityId: String(id),
      username: "an.admin",
      details: "Deleted redirect /za-iztrivane → /home",
    });
    expect((await t.injectAs(admin, { method: "DELETE", url: `/api/admin/redirects/${id}` })).statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("is the Owner and Admins: a journalist is refused with 403, no one signed in with 401", async () => {
    for (const [who, status] of [
      [journalist, 403],
      [null, 401],
    ] as const) {
      expect((await t.injectAs(who, { url: "/api/admin/redirects" })).statusCode).toBe(status);
      expect((await add("/ot-zhurnalist", "/home", who)).statusCode).toBe(status);
      expect((await t.injectAs(who, { method: "DELETE", url: "/api/admin/redirects/1" })).statusCode).toBe(status);
    }
    expect(await t.db.select().from(redirects).where(eq(redirects.fromPath, "/ot-zhurnalist"))).toEqual([]);
  });
});

describe("the importer's redirects", () => {
  it("are added once, never over an admin's, and never from no address", async () => {
    expect(await addImportedRedirect(t.db, { fromPath: "https://stariat-sait.bg/?p=77", articleId: article.id })).toBe(
      true,
    );
    expect(await addImportedRedirect(t.db, { fromPath: "/?p=77&utm_source=x", articleId: article.id })).toBe(false);
    expect(await addImportedRedirect(t.db, { fromPath: "/dvoen/", toPath: "/search" })).toBe(false);
    const [kept] = await t.db.select().from(redirects).where(eq(redirects.fromPath, "/dvoen"));
    expect(kept).toMatchObject({ toPath: "/home", origin: "manual" });
    for (const bad of [
      { fromPath: "javascript:alert(1)", toPath: "/home" },
      { fromPath: "/", toPath: "/home" },
      { fromPath: "/krag/", toPath: "/krag" },
      { fromPath: "/navan", toPath: "https://evil.example/" },
    ])
      expect(await addImportedRedirect(t.db, bad), bad.fromPath).toBe(false);
  });
});

describe("an address no route has (the app without its pages)", () => {
  it("answers its redirect's 301 to GET and HEAD, and stays a 404 otherwise", async () => {
    await addImportedRedirect(t.db, { fromPath: "/2020/01/bez-stranitsi/", toPath: "/home" });
    for (const method of ["GET", "HEAD"] as const) {
      const res = await t.app.inject({ method, url: "/2020/01/bez-stranitsi/?utm_source=x" });
      expect(res.statusCode, method).toBe(301);
      expect(res.headers.location).toBe("/home");
    }
    expect((await t.app.inject({ method: "POST", url: "/2020/01/bez-stranitsi" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/2020/01/druga" })).statusCode).toBe(404);
  });
});
