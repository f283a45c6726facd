import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { sitePageTexts } from "#common/messages/admin.ts";
import { sitePageSlugs } from "#common/site-pages.ts";
import { auditLogs } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * The publisher's pages (issue 21): their default texts, the Owner's edits (sanitized, audited,
 * refused with Bulgarian texts), the pages at /{slug}, and the footer that links them from every
 * reader page.
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let journalist: TestUser;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: "Хроника" }, undefined, { web: true });
  owner = await t.createStaff({ role: "Owner", username: "the.owner" });
  admin = await t.createStaff({ role: "Admin" });
  journalist = await t.createStaff({ username: "pisatel" });
  articleId = await insertArticle(t.db, { title: "Статия", categories: ["Спорт"], authorId: journalist.user.id });
}, 60_000);
afterAll(() => t.close());

const save = (who: TestUser, slug: string, payload: object) =>
  t.injectAs(who, { method: "PUT", url: `/api/admin/site-pages/${slug}`, payload });

describe("the publisher's pages through the API", () => {
  it("each shows its default text until the Owner saves it", async () => {
    const res = await t.app.inject({ url: "/api/site-pages/politika-za-poveritelnost" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: "politika-za-poveritelnost",
      title: "Политика за поверителност",
      updatedAt: null,
    });
    expect(res.json().body).toContain("<b>reader</b>");
    expect((await t.app.inject({ url: "/api/site-pages/no-such-page" })).statusCode).toBe(404);

    const list = await t.injectAs(owner, { url: "/api/admin/site-pages" });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((page: { slug: string }) => page.slug)).toEqual([...sitePageSlugs]);
  });

  it("are the Owner's alone", async () => {
    for (const who of [admin, journalist]) {
      expect((await t.injectAs(who, { url: "/api/admin/site-pages" })).statusCode).toBe(403);
      expect((await save(who, "za-nas", { title: "Х", body: "<p>Х</p>" })).statusCode).toBe(403);
    }
  });

  it("saves a title and a sanitized text, writes the audit log, and answers the page as saved", async () => {
    const res = await save(owner, "za-nas", {
      title: "  За нас  ",
      body: '<h2>Издател</h2><p onclick="x()">„Хроника Медия“ ЕООД<script>alert(1)</script></p><p><a href="javascript:alert(1)">лоша</a> <a href="mailto:redakcia@example.bg" target="_blank">поща</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ slug: "za-nas", title: "За нас" });
    expect(page.body).toBe(
      '<h2>Издател</h2><p>„Хроника Медия“ ЕООД</p><p>лоша <a href="mailto:redakcia@example.bg">поща</a></p>',
    );
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.app.inject({ url: "/api/site-pages/za-nas" })).json()).toEqual(page);
    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, "za-nas"));
    expect(entry).toMatchObject({
      action: "UPDATE",
      entityType: "ADMIN",
      username: "the.owner",
      details: 'Updated site page "За нас"',
    });
  });

  it("refuses what breaks a rule with its Bulgarian text and the field, and a page that isn't one", async () => {
    const cases: [object, string, string][] = [
      [{ title: "   ", body: "<p>Текст</p>" }, "title", "Заглавието на страницата е задължително"],
      [
        { title: "д".repeat(limits.sitePageTitleMax + 1), body: "<p>Текст</p>" },
        "title",
        `Заглавието може да е най-много ${limits.sitePageTitleMax} знака`,
      ],
      [
        { title: "Контакти", body: "<p> </p><script>текст</script>" },
        "body",
        "Съдържанието на страницата е задължително",
      ],
      [
        { title: "Контакти", body: `<p>${"д".repeat(limits.sitePageBodyMax)}</p>` },
        "body",
        sitePageTexts.bodyTooLong(limits.sitePageBodyMax),
      ],
    ];
    for (const [payload, field, error] of cases) {
      const res = await save(owner, "kontakti", payload);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error, code: "validation", fields: { [field]: error } });
    }
    expect((await t.app.inject({ url: "/api/site-pages/kontakti" })).json().updatedAt).toBeNull();
    expect((await save(owner, "nyama-takava", { title: "Х", body: "<p>Х</p>" })).statusCode).toBe(404);
  });
});

describe("the pages on the site and the footer", () => {
  it("each page is at /{slug}, server-rendered with its title and text", async () => {
    const about = await t.app.inject({ url: "/za-nas" });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("<title>Хроника | За нас</title>");
    expect(about.body).toContain("„Хроника Медия“ ЕООД");
    expect(about.body).toMatch(/Последна промяна: \d{2}\.\d{2}\.\d{4} г\./);
    const terms = await t.app.inject({ url: "/usloviya-za-polzvane" });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain("<h1");
    expect(terms.body).toContain("Закона за авторското право");
    expect(terms.body).not.toContain("Последна промяна");
    expect((await t.app.inject({ url: "/za-nas/x" })).statusCode).toBe(404);
  });

  it("every reader page has the footer with the five pages and the feed", async () => {
    for (const url of [
      "/home",
      `/article/${articleId}`,
      `/category/${encodeURIComponent("Спорт")}`,
      "/author/pisatel",
      "/kontakti",
      "/no-such-page",
      "/article/999999",
      "/home?page=99",
    ]) {
      const html = (await t.app.inject({ url })).body;
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
      expect(footer, url).toContain('aria-label="За сайта"');
      for (const [slug, name] of [
        ["za-nas", "За нас"],
        ["kontakti", "Контакти"],
        ["reklama", "Реклама"],
        ["politika-za-poveritelnost", "Политика за поверителност"],
        ["usloviya-za-polzvane", "Условия за ползване"],
      ]) {
        expect(footer, `${url}: ${slug}`).toMatch(new RegExp(`href="/${slug}"[^>]*>${name}</a>`));
      }
      expect(footer, url).toContain('href="/rss.xml"');
    }
  });
});

describe("what the publisher has not filled in (issue 29, point 15)", () => {
  it("readers never see a gap: the default pages show without them, on the site and through the API", async () => {
    for (const slug of sitePageSlugs) {
      const page = await t.app.inject({ url: `/${slug}` });
      expect(page.statusCode, slug).toBe(200);
      expect(page.body, slug).not.toContain("Попълнете");
      const api = await t.app.inject({ url: `/api/site-pages/${slug}` });
      expect(api.json().body, slug).not.toContain("Попълнете");
    }
    const contacts = await t.app.inject({ url: "/kontakti" });
    expect(contacts.body).toContain("Поправки");
  });

  it("tells the Owner what each page lacks and whether readers see it", async () => {
    const list = (await t.injectAs(owner, { url: "/api/admin/site-pages" })).json() as {
      slug: string;
      gaps: string[];
      shown: boolean;
    }[];
    const privacy = list.find((page) => page.slug === "politika-za-poveritelnost")!;
    expect(privacy).toMatchObject({ gaps: ["имейл за въпроси за личните данни"], shown: true });
    expect(list.find((page) => page.slug === "usloviya-za-polzvane")).toMatchObject({ gaps: [], shown: true });
  });

  it("a page of nothing but gaps is not shown, not linked from any footer and not in the sitemap, until it says something", async () => {
    const gapsOnly = "<h2>Реклама</h2><p><b>[Попълнете: имейл за реклама]</b><br><b>[Попълнете: телефон]</b></p>";
    expect((await save(owner, "reklama", { title: "Реклама", body: gapsOnly })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/reklama" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/site-pages/reklama" })).statusCode).toBe(404);
    for (const url of ["/home", `/article/${articleId}`, "/za-nas"]) {
      const html = (await t.app.inject({ url })).body;
      expect(/<footer[\s\S]*<\/footer>/.exec(html)?.[0], url).not.toContain('href="/reklama"');
    }
    expect((await t.app.inject({ url: "/sitemap.xml" })).body).not.toContain("/reklama<");
    const listed = (await t.injectAs(owner, { url: "/api/admin/site-pages" })).json() as {
      slug: string;
      gaps: string[];
      shown: boolean;
    }[];
    expect(listed.find((page) => page.slug === "reklama")).toMatchObject({
      gaps: ["имейл за реклама", "телефон"],
      shown: false,
    });

    expect(
      (await save(owner, "reklama", { title: "Реклама", body: `${gapsOnly}<p>Имейл: reklama@example.bg</p>` }))
        .statusCode,
    ).toBe(200);
    const shown = await t.app.inject({ url: "/reklama" });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("reklama@example.bg");
    expect(shown.body).not.toContain("Попълнете");
    expect(/<footer[\s\S]*<\/footer>/.exec((await t.app.inject({ url: "/home" })).body)?.[0]).toContain(
      'href="/reklama"',
    );
  });
});
