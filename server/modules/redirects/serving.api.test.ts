import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articlePath } from "#common/page-paths.ts";
import { articles, redirects } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { setArticleTags } from "#server/modules/tags/service.ts";
import { cleanTagName, type TagName } from "#common/tags.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { addImportedRedirect } from "./imported-redirects.ts";
import { createRedirectLookup } from "./lookup.ts";

/**
 * Issue 33: old addresses answer one 301 from the redirects table, on the production web app over
 * a real socket (the page cache included): only where there would be a 404, an article's to its
 * current address, `/?p=` before the front door's own redirect, remembered found or not.
 */

let t: TestApp;
let base: string;
let owner: TestUser;
let writer: TestUser;
/** The text of every query the app sends. */
const queries: string[] = [];
const redirectLookups = () => queries.filter((q) => q.includes('from "redirects"')).length;

beforeAll(async () => {
  t = await createTestApp({}, (query) => queries.push(query), { web: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await ensureCategories(t.db, ["Политика"]);
  owner = await t.createStaff({ role: "Owner" });
  writer = await t.createStaff({ name: "Мария Иванова", username: "maria" });
}, 120_000);
afterAll(() => t.close());
// Each test asks about addresses of its own; what an earlier one left remembered must not count.
beforeEach(() => t.app.redirects.lookup.clear());

const get = (path: string, method = "GET") => rawRequest(base + path, { method });

async function expectRedirect(path: string, location: string, method = "GET") {
  const res = await get(path, method);
  expect(res.status, `${method} ${path}`).toBe(301);
  expect(res.headers.location, path).toBe(location);
  expect(res.headers["cache-control"], path).toBe("no-store");
  expect(res.body.length, path).toBe(0);
}

async function addByHand(from: string, to: string) {
  const res = await t.injectAs(owner, { method: "POST", url: "/api/admin/redirects", payload: { from, to } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function publish(title: string): Promise<{ id: number; slug: string }> {
  const res = await t.injectAs(writer, {
    method: "POST",
    url: "/api/journalist/articles",
    payload: {
      title,
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      isPublished: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const saved = res.json() as { articleId: number; slug: string };
  return { id: saved.articleId, slug: saved.slug };
}

describe("an old address", () => {
  it("leads to its article's current address, in one hop, after the slug changes", async () => {
    const article = await publish("Изборите в неделя");
    await addByHand("https://stariat-sait.bg/2019/05/izborite/", articlePath({ id: article.id, slug: null }));
    await expectRedirect("/2019/05/izborite/", articlePath(article));
    await expectRedirect("/2019/05/izborite", articlePath(article));

    const [{ version }] = (await t.db
      .select({ version: articles.version })
      .from(articles)
      .where(eq(articles.id, article.id))) as [{ version: number }];
    const saved = await t.injectAs(writer, {
      method: "PUT",
      url: `/api/journalist/articles/${article.id}`,
      payload: {
        title: "Изборите в неделя",
        categories: ["Политика"],
        sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
        slug: "izbori-nedelya",
        version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The author's save announced a change: every process forgets what it knew of the table.
    await expectRedirect("/2019/05/izborite/", articlePath({ id: article.id, slug: "izbori-nedelya" }));
  });

  it("leads to a path of the site, ignoring every query parameter but WordPress's", async () => {
    await addByHand("/za-redakciyata/", "/za-nas");
    await expectRedirect("/za-redakciyata", "/za-nas");
    await expectRedirect("/za-redakciyata/?utm_source=facebook&fbclid=abc", "/za-nas");
    await expectRedirect("/za-redakciyata?page=2", "/za-nas");
    // A WordPress parameter makes another address.
    expect((await get("/za-redakciyata?p=5")).status).toBe(404);
  });

  it("is found however its Cyrillic is written", async () => {
    await addByHand("/новини/стара-статия/", "/home");
    await expectRedirect(
      "/%D0%BD%D0%BE%D0%B2%D0%B8%D0%BD%D0%B8/%D1%81%D1%82%D0%B0%D1%80%D0%B0-%D1%81%D1%82%D0%B0%D1%82%D0%B8%D1%8F/",
      "/home",
    );
    await expectRedirect(
      "/%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8/%d1%81%d1%82%d0%b0%d1%80%d0%b0-%d1%81%d1%82%d0%b0%d1%82%d0%b8%d1%8f",
      "/home",
    );
  });

  it("answers HEAD as GET, without a body", async () => {
    await addByHand("/feed/", "/rss.xml");
    await expectRedirect("/feed", "/rss.xml", "HEAD");
    await addImportedRedirect(t.db, { fromPath: "/category/obshtestvo", toPath: "/category/Политика" });
    await expectRedirect("/category/obshtestvo", "/category/%d0%9f%d0%be%d0%bb%d0%b8%d1%82%d0%b8%d0%ba%d0%b0", "HEAD");
  });

  it("that no redirect has stays a 404, and the miss is remembered: one lookup for many requests", async () => {
    const before = redirectLookups();
    for (let i = 0; i < 3; i++) {
      const res = await get("/2018/01/nyama-takava/");
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain("Страницата не е намерена");
    }
    expect(redirectLookups() - before).toBe(1);
  });

  it("leads nowhere while its article is not published: a 404, its slug not told", async () => {
    const hidden = await insertArticle(t.db, { title: "Чернова", status: "draft" });
    await t.db.update(articles).set({ slug: "tayna" }).where(eq(articles.id, hidden));
    await addImportedRedirect(t.db, { fromPath: "/tayna-statia", articleId: hidden });
    const res = await get("/tayna-statia");
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it("is a 404 again at once when its redirect is deleted, and a 301 at once when added", async () => {
    expect((await get("/vremenno")).status).toBe(404);
    const { id } = await addByHand("/vremenno", "/home");
    await expectRedirect("/vremenno", "/home");
    const deleted = await t.injectAs(owner, { method: "DELETE", url: `/api/admin/redirects/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await get("/vremenno")).status).toBe(404);
  });
});

describe("a live page", () => {
  it("wins over a redirect from its address; a page of no such thing gives way to one", async () => {
    // Imported before the category existed here: the page answers, the redirect waits.
    await addImportedRedirect(t.db, { fromPath: "/category/Политика", toPath: "/home" });
    await addImportedRedirect(t.db, { fromPath: "/home", toPath: "/search" });
    await addImportedRedirect(t.db, { fromPath: "/category/politika/", toPath: "/category/Политика" });
    for (let i = 0; i < 2; i++) {
      // Twice: the second from the page cache.
      expect((await get(`/category/${encodeURIComponent("Политика")}`)).status).toBe(200);
      expect((await get("/home")).status).toBe(200);
      await expectRedirect("/category/politika", "/category/%d0%9f%d0%be%d0%bb%d0%b8%d1%82%d0%b8%d0%ba%d0%b0");
    }
    // A category made later at the old address takes it over at once.
    await t.injectAs(owner, { method: "POST", url: "/api/admin/categories", payload: { name: "Politika" } });
    expect((await get("/category/politika")).status).toBe(200);
  });

  it("of a tag or an author answers; an old tag's or login's address redirects", async () => {
    const tag = cleanTagName("Избори 2019") as { ok: true; tag: TagName };
    const articleId = await insertArticle(t.db, { title: "С етикет", authorId: writer.user.id });
    await setArticleTags(t.db, articleId, [tag.tag]);
    await addImportedRedirect(t.db, { fromPath: "/tag/izbori-2019", toPath: "/home" });
    await addImportedRedirect(t.db, { fromPath: "/tag/izbori", toPath: "/tag/izbori-2019" });
    await addImportedRedirect(t.db, { fromPath: "/author/maria", toPath: "/home" });
    await addImportedRedirect(t.db, { fromPath: "/author/mimi", toPath: "/author/maria" });
    expect((await get("/tag/izbori-2019")).status).toBe(200);
    expect((await get("/author/maria")).status).toBe(200);
    await expectRedirect("/tag/izbori/", "/tag/izbori-2019");
    await expectRedirect("/author/mimi/", "/author/maria");
  });
});

describe("the front door", () => {
  it("asks the table about WordPress's /?p= and /?page_id= first, and leads everything else to /home", async () => {
    const article = await publish("Статия номер 123");
    await addImportedRedirect(t.db, { fromPath: "https://stariat-sait.bg/?p=123", articleId: article.id });
    await addImportedRedirect(t.db, { fromPath: "/?page_id=5", toPath: "/za-nas" });
    await expectRedirect("/?p=123", articlePath(article));
    await expectRedirect("/?p=123&utm_source=x", articlePath(article));
    await expectRedirect("/?page_id=5", "/za-nas", "HEAD");
    for (const path of ["/?p=999", "/", "/?utm_source=x"]) {
      const res = await get(path);
      expect([res.status, res.headers.location], path).toEqual([301, "/home"]);
    }
  });
});

describe("what a process remembers of the table", () => {
  it("is bounded: a flood of made-up addresses costs one lookup each and pushes out the oldest", async () => {
    const lookup = createRedirectLookup(t.db, { kept: { entries: 5, chars: 10_000, ms: 60_000 } });
    await addImportedRedirect(t.db, { fromPath: "/zapomnen", toPath: "/home" });
    expect(await lookup.locationOf("/zapomnen")).toBe("/home");
    const before = redirectLookups();
    for (let i = 0; i < 20; i++) expect(await lookup.locationOf(`/sluchaen-${i}`)).toBeNull();
    expect(redirectLookups() - before).toBe(20);
    for (let i = 15; i < 20; i++) await lookup.locationOf(`/sluchaen-${i}`);
    expect(redirectLookups() - before).toBe(20);
    expect(await lookup.locationOf("/zapomnen")).toBe("/home");
    expect(redirectLookups() - before).toBe(21);
  });

  it("is looked up again after its time, and once for requests at once", async () => {
    let now = 1_000;
    const lookup = createRedirectLookup(t.db, { now: () => now, kept: { entries: 100, chars: 10_000, ms: 30_000 } });
    const before = redirectLookups();
    const answers = await Promise.all([1, 2, 3].map(() => lookup.locationOf("/po-kasno")));
    expect(answers).toEqual([null, null, null]);
    expect(redirectLookups() - before).toBe(1);
    await addImportedRedirect(t.db, { fromPath: "/po-kasno", toPath: "/home" });
    now = 30_000;
    expect(await lookup.locationOf("/po-kasno")).toBeNull();
    now = 32_000;
    expect(await lookup.locationOf("/po-kasno")).toBe("/home");
    expect(redirectLookups() - before).toBe(2);
  });

  it("never leads to itself or off the site, whatever a row says", async () => {
    await t.db.insert(redirects).values([
      { fromPath: "/krag", toPath: "/krag/", origin: "import" },
      { fromPath: "/navan", toPath: "//evil.example/x", origin: "import" },
    ]);
    const lookup = createRedirectLookup(t.db);
    expect(await lookup.locationOf("/krag")).toBeNull();
    expect(await lookup.locationOf("/navan")).toBeNull();
  });
});
