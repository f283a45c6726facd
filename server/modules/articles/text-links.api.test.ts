import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTexts } from "#common/messages/reader.ts";
import { articlePath } from "#common/page-paths.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { articleAutosaves, articles, sections } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Issue 32, point 5: an article's text keeps links (to the web and to e-mail), lists and quotes,
 * and the public page shows them; a link to anywhere else is refused on every way a text is saved
 * (a new article, a save, a draft, an autosave), with nothing of the save stored.
 */

let t: TestApp;
let maria: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
  maria = await t.createStaff({ username: "maria" });
  await ensureCategories(t.db, ["Политика"]);
});
afterAll(() => t.close());

const rich =
  '<p>Прочетете <a href="https://example.bg/izbori" target="_blank">доклада</a> или пишете на <a href="mailto:redakcia@example.bg">редакцията</a>.</p>' +
  "<ul><li><p>първа точка</p></li><li><p>втора точка</p></li></ul><ol><li>едно</li><li>конституционен</li></ol>" +
  "<blockquote><p>„Изборите са честни“, каза председателят.</p></blockquote>";

const article = (paragraph: string, extra: object = {}) => ({
  title: "Статия с връзки",
  categories: ["Политика"],
  sections: [
    { type: "heading", content: "Въведение" },
    { type: "paragraph", content: paragraph },
  ],
  ...extra,
});

const create = (body: object) => t.injectAs(maria, { method: "POST", url: "/api/journalist/articles", payload: body });

const refused = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "java&#115;cript:alert(1)",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
  "  \tjavascript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "/za-nas",
  "tel:+35921234567",
];

/** The article's stored row and sections, to compare before and after a refused save. */
async function stored(articleId: number) {
  const [row] = await t.db.select().from(articles).where(eq(articles.id, articleId));
  const parts = await t.db
    .select({ type: sections.type, content: sections.content })
    .from(sections)
    .where(eq(sections.articleId, articleId));
  const pending = await t.db.select().from(articleAutosaves).where(eq(articleAutosaves.articleId, articleId));
  return { row, parts, pending };
}

function expectRefusal(res: { statusCode: number; json: () => unknown }, href: string) {
  expect(res.statusCode, href).toBe(400);
  const message = builderTexts.linkRefused(2);
  expect(res.json(), href).toEqual({ error: message, code: "validation", fields: { "sections.1.content": message } });
}

describe("links, lists and quotes in an article's text", () => {
  it("are stored with each link's rel, and the public page shows them with other sites' links marked", async () => {
    const res = await create(article(rich));
    expect(res.statusCode, res.body).toBe(201);
    const { articleId, slug } = res.json();
    const [paragraph] = (await stored(articleId)).parts.filter((s) => s.type === "paragraph");
    expect(paragraph!.content).toBe(
      '<p>Прочетете <a href="https://example.bg/izbori" rel="noopener noreferrer">доклада</a> или пишете на <a href="mailto:redakcia@example.bg" rel="noopener">редакцията</a>.</p>' +
        "<ul><li><p>първа точка</p></li><li><p>втора точка</p></li></ul><ol><li>едно</li><li>конституционен</li></ol>" +
        "<blockquote><p>„Изборите са честни“, каза председателят.</p></blockquote>",
    );

    const page = await t.app.inject({ url: articlePath({ id: articleId, slug }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<a href="https://example.bg/izbori" rel="noopener noreferrer">доклада<span class="sr-only"> ${articleTexts.externalLink}</span><span aria-hidden="true" class="link-mark">↗</span></a>`,
    );
    expect(page.body).toContain('<a href="mailto:redakcia@example.bg" rel="noopener">редакцията</a>');
    expect(page.body).toContain("<ul><li><p>първа точка</p></li>");
    expect(page.body).toContain("<blockquote><p>„Изборите са честни“");
    expect(page.body).not.toContain('target="_blank"');

    // The search reads list items as words of their own.
    const found = (await t.app.inject({ url: `/api/search?q=${encodeURIComponent("конституционен")}` })).json();
    expect(found.articles.map((a: { id: number }) => a.id)).toContain(articleId);
  });

  it("a new article with a link to anywhere else is refused, however the address is spelled, and nothing is stored", async () => {
    const count = async () => (await t.db.select({ id: articles.id }).from(articles)).length;
    const before = await count();
    for (const href of refused) {
      expectRefusal(await create(article(`<p>Виж <a href="${href}">тук</a>.</p>`)), href);
      expectRefusal(await create(article(`<p>Чернова <a href="${href}">тук</a></p>`, { isPublished: false })), href);
    }
    expect(await count()).toBe(before);
  });

  it("a save, a draft's save and an autosave with such a link leave the article as it was", async () => {
    const published = (await create(article("<p>Първи текст.</p>"))).json().articleId as number;
    const draft = (await create(article("<p>Чернова.</p>", { isPublished: false }))).json().articleId as number;
    for (const articleId of [published, draft]) {
      const before = await stored(articleId);
      for (const href of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "java&#115;cript:x"]) {
        const body = article(`<p>Нов текст с <a href="${href}">връзка</a></p>`);
        const put = await t.injectAs(maria, {
          method: "PUT",
          url: `/api/journalist/articles/${articleId}`,
          payload: body,
        });
        expectRefusal(put, href);
        const autosave = await t.injectAs(maria, {
          method: "PUT",
          url: `/api/journalist/articles/${articleId}/autosave`,
          payload: { ...body, version: before.row!.version },
        });
        expectRefusal(autosave, href);
      }
      expect(await stored(articleId)).toEqual(before);
    }
  });

  it("other markup that is not allowed is still dropped without a word, its text kept", async () => {
    const res = await create(
      article(
        '<h2>Х</h2><p onclick="x()"><a name="котва">Котва</a> <span style="color:red">и</span> <img src=x> край</p>',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [paragraph] = (await stored(res.json().articleId)).parts.filter((s) => s.type === "paragraph");
    expect(paragraph!.content).toBe("Х<p>Котва и  край</p>");
  });
});
