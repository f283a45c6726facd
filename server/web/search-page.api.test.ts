import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTexts } from "#common/messages/reader.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * The search results page (issue 19, points 3 and 4): rendered on the server for each request,
 * shareable by its address, not indexed, and never an error page, whatever the query holds.
 */

let t: TestApp;
let budget: number;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
  budget = await insertArticle(t.db, {
    title: "Парламентът прие бюджета",
    description: "Депутатите гласуваха държавния бюджет.",
    paragraphs: ["<p>Опозицията ще внесе предложения за заплатите.</p>"],
    categories: ["Политика"],
  });
  for (let i = 1; i <= 12; i++)
    await insertArticle(t.db, {
      title: `Бюджетът на общината, част ${i}`,
      categories: ["Бизнес"],
      publishDate: new Date(Date.now() - i * 86_400_000),
    });
}, 120_000);
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ url });
const text = (html: string) => html.replace(/<!--.*?-->/g, "");

describe("/search", () => {
  it("renders the results of a query, not cached and not indexed, with the query's words marked", async () => {
    const res = await page(`/search?q=${encodeURIComponent("budjet")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["x-page-cache"]).toBeUndefined();
    const html = text(res.body);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain("<title>Хроника | Търсене: budjet</title>");
    expect(html).toContain(searchTexts.resultsFor("budjet"));
    expect(html).toContain(searchTexts.resultCount(13, false));
    expect(html).toContain(`href="/article/${budget}"`);
    expect(html).toContain('<mark class="');
    expect(html).toMatch(/>бюджет<\/mark>/);
    // 10 a page, and the pager to the second.
    expect(html.match(/<li><article/g)).toHaveLength(10);
    expect(html).toContain(`href="/search?q=budjet&amp;page=2"`);
    const second = text((await page("/search?q=budjet&page=2")).body);
    expect(second.match(/<li><article/g)).toHaveLength(3);
  });

  it("filters by category and period from the address, and leaves out unknown ones", async () => {
    const politics = text((await page(`/search?q=budjet&category=${encodeURIComponent("политика")}`)).body);
    expect(politics).toContain(searchTexts.resultCount(1, false));
    expect(politics).toMatch(/<option value="Политика" selected="">/);
    const week = text((await page("/search?q=budjet&range=week")).body);
    expect(week).toContain(searchTexts.resultCount(7, false));
    const unknown = text((await page("/search?q=budjet&category=Nope&range=decade&page=abc")).body);
    expect(unknown).toContain(searchTexts.resultCount(13, false));
  });

  it("asks for a query when there is none, and says when nothing is found", async () => {
    expect(text((await page("/search")).body)).toContain(searchTexts.prompt);
    expect(text((await page("/search?q=%20%20")).body)).toContain(searchTexts.prompt);
    const none = text((await page("/search?q=xyzqqwv")).body);
    expect(none).toContain("Няма намерени резултати");
    expect(none).toContain(searchTexts.noResultsHint);
  });

  it("a page past the last leads to the last, never saying both a count and nothing found (issue 29)", async () => {
    const past = await page("/search?q=budjet&page=7");
    expect(past.statusCode).toBe(302);
    expect(past.headers.location).toBe("/search?q=budjet&page=2");
    const last = text((await page("/search?q=budjet&page=2")).body);
    expect(last).toContain(searchTexts.resultCount(13, false));
    expect(last).not.toContain("Няма намерени резултати");
  });

  it("when no article has every word, shows the closest and says so (issue 29)", async () => {
    const closest = text((await page(`/search?q=${encodeURIComponent("бюджет 2028")}`)).body);
    expect(closest).toContain(searchTexts.closest);
    expect(closest).toContain(searchTexts.unmatched("2028"));
    expect(closest).toContain(`href="/article/${budget}"`);
    expect(closest).not.toContain("Няма намерени резултати");
  });

  it("never fails on a long or strange query: cut, ignored, said so", async () => {
    const long = text((await page(`/search?q=${encodeURIComponent(`бюджета ${"ж".repeat(400)}`)}`)).body);
    expect(long).toContain(searchTexts.cut(200));
    for (const q of ["!!!", "%F0%9F%98%80", "%00", "%", "%E0%A4%A", "%ZZ", "%ED%A0%80", "%u0000"]) {
      const res = await page(`/search?q=${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(text(res.body), q).toMatch(
        new RegExp(`${searchTexts.nothingToSearch}|${searchTexts.prompt}|Няма намерени резултати`),
      );
    }
    const words = text((await page(`/search?q=${encodeURIComponent("a b c d e f g h i j бюджета")}`)).body);
    expect(words).toContain(searchTexts.ignoredWords(8));
  });

  it("shows a hostile query only as text", async () => {
    const hostile = `"><img src=x onerror=alert(1)><script>alert(2)</script> бюджета`;
    const html = (await page(`/search?q=${encodeURIComponent(hostile)}`)).body;
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});

describe("a search asked of the listed pages", () => {
  it("goes to the results page, with the category", async () => {
    const home = await page("/home?q=budjet&tab=views");
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/search?q=budjet");
    const category = await page(`/category/${encodeURIComponent("Политика")}?q=${encodeURIComponent("бюджет")}`);
    expect(category.statusCode).toBe(302);
    expect(category.headers.location).toBe(
      `/search?q=${encodeURIComponent("бюджет")}&category=${encodeURIComponent("Политика")}`,
    );
  });
});
