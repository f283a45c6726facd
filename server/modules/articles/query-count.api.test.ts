import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/** The number of SQL statements per request does not grow with the data (no N+1, issue 7). */

let t: TestApp;
let owner: TestUser;
let queries = 0;
let small: number;
let large: number;

beforeAll(async () => {
  t = await createTestApp({}, () => queries++);
  owner = await t.createStaff({ role: "Owner" });
  small = await insertArticle(t.db, { title: "Кратка", categories: ["Политика"] });
  large = await insertArticle(t.db, {
    title: "Дълга",
    categories: ["Политика", "Спорт", "Култура", "Наука", "Здраве"],
    paragraphs: Array.from({ length: 20 }, (_, i) => `<p>Абзац ${i} ${"дума ".repeat(250)}</p>`),
  });
  await t.db
    .insert(comments)
    .values(
      Array.from({ length: 100 }, (_, i) => ({ articleId: large, authorName: `Читател ${i}`, content: "Коментар" })),
    );
  for (let i = 0; i < 60; i++) await insertArticle(t.db, { title: `Статия ${i}`, categories: ["Бизнес", "Спорт"] });
});
afterAll(() => t.close());

/**
 * The statements one request sends: the fewer of two asks, because the background work (the
 * scheduled publisher's check every 30 s, the search vocabulary's upkeep) may query during one.
 */
async function count(url: string, token?: string): Promise<number> {
  const once = async () => {
    queries = 0;
    const res = await t.injectAs(token ?? null, { url });
    expect(res.statusCode, url).toBe(200);
    return queries;
  };
  return Math.min(await once(), await once());
}

describe("SQL statements per request", () => {
  it("are the same for a short and a long article (sections, categories, 100 comments)", async () => {
    const few = await count(`/api/articles/${small}`);
    expect(await count(`/api/articles/${large}`)).toBe(few);
    expect(few).toBeLessThanOrEqual(4);
  });

  it("are the same for a page of 5 and a page of 50 articles, in every list", async () => {
    // The first signed-in call of the minute also records the user's last activity, and the
    // first public list call fills the pager's total for a few seconds.
    await count("/api/admin/articles", owner.token);
    await count("/api/articles");
    for (const [url, max] of [
      ["/api/articles?pageSize=", 2],
      ["/api/admin/articles?pageSize=", 6],
    ] as const) {
      const five = await count(`${url}5`, url.includes("admin") ? owner.token : undefined);
      expect(await count(`${url}50`, url.includes("admin") ? owner.token : undefined)).toBe(five);
      expect(five).toBeLessThanOrEqual(max);
    }
  });

  it("are few for search and the featured lists whatever they find", async () => {
    expect(await count("/api/search?q=статия")).toBe(await count("/api/search?q=кратка"));
    expect(await count("/api/articles/featured/popular")).toBeLessThanOrEqual(3);
  });
});
