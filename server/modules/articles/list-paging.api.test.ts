import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, categories } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Pages past the middle of a list are read backwards from its end, and the totals are cached
 * until the next write to the lists (issue 7): every page must hold exactly the rows of one
 * long page, and every kind of write must show in the totals at once.
 */

let t: TestApp;
let owner: TestUser;
let journalist: TestUser;

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 9));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createStaff({ role: "Owner" });
  journalist = await t.createStaff({ name: "Вера Пишеща" });
  // 23 articles: equal dates, equal view counts, drafts, two categories and two authors, so that
  // the ties are broken by id and the filters leave odd-sized lists.
  for (let i = 0; i < 23; i++) {
    const id = await insertArticle(t.db, {
      title: `${["Алфа", "бета", "Гама", "делта"][i % 4]} новина ${i}`,
      categories: i % 3 === 0 ? ["Спорт", "Политика"] : ["Политика"],
      status: i % 5 === 4 ? "draft" : "published",
      publishDate: day(Math.floor(i / 2)),
      authorId: i % 2 ? journalist.user.id : null,
    });
    await t.db
      .update(articles)
      .set({ viewsCount: (i * 7) % 4, commentsCount: i % 3 })
      .where(eq(articles.id, id));
  }
});
afterAll(() => t.close());

type Listed = { articles: { id: number }[]; pagination: { total: number; totalPages: number } };

async function list(url: string, token?: TestUser): Promise<Listed> {
  const res = await t.injectAs(token ?? null, { url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as Listed;
}

/** Every page of `url` with page size `size`, joined, against the same list in one page. */
async function expectPagesToMatchOnePage(url: string, size: number, token?: TestUser) {
  const join = url.includes("?") ? "&" : "?";
  const whole = await list(`${url}${join}page=1&pageSize=100`, token);
  const pages: number[] = [];
  for (let page = 1; page <= Math.ceil(whole.pagination.total / size) + 1; page++) {
    const part = await list(`${url}${join}page=${page}&pageSize=${size}`, token);
    expect(part.pagination.total, url).toBe(whole.pagination.total);
    pages.push(...part.articles.map((a) => a.id));
  }
  expect(pages, url).toEqual(whole.articles.map((a) => a.id));
}

describe("pages read from either end of the list", () => {
  it("hold the same rows as one long page in every public tab and category", async () => {
    for (const sort of ["date", "views", "comments"]) {
      await expectPagesToMatchOnePage(`/api/articles?sort=${sort}`, 5);
      await expectPagesToMatchOnePage(`/api/articles?sort=${sort}&category=${encodeURIComponent("спорт")}`, 2);
    }
  });

  it("hold the same rows as one long page for every admin sort, direction and filter", async () => {
    for (const sortBy of ["date", "title", "views"]) {
      for (const sortOrder of ["asc", "desc"]) {
        await expectPagesToMatchOnePage(`/api/admin/articles?sortBy=${sortBy}&sortOrder=${sortOrder}`, 4, owner);
      }
    }
    for (const filter of [
      "status=draft",
      "status=published",
      `author=${journalist.user.id}`,
      "category=Спорт",
      "search=новина 1",
      "dateFrom=2026-10-03&dateTo=2026-10-08",
    ]) {
      await expectPagesToMatchOnePage(`/api/admin/articles?${encodeURI(filter)}`, 3, owner);
    }
  });
});

describe("totals", () => {
  const publicTotal = async (category?: string) =>
    (await list(`/api/articles${category ? `?category=${encodeURIComponent(category)}` : ""}`)).pagination.total;
  const adminTotal = async (query = "") => (await list(`/api/admin/articles${query}`, owner)).pagination.total;

  it("follow every write that changes a list, at once", async () => {
    const [published, sport, all, drafts] = [
      await publicTotal(),
      await publicTotal("Спорт"),
      await adminTotal(),
      await adminTotal("?status=draft"),
    ];

    const created = await t.injectAs(journalist, {
      method: "POST",
      url: "/api/journalist/articles",
      payload: {
        title: "Нова статия",
        categories: ["Спорт"],
        sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().articleId as number;
    expect([await publicTotal(), await publicTotal("Спорт"), await adminTotal()]).toEqual([
      published + 1,
      sport + 1,
      all + 1,
    ]);

    await t.injectAs(owner, {
      method: "PATCH",
      url: `/api/admin/articles/${id}/status`,
      payload: { isPublished: false },
    });
    expect([await publicTotal(), await adminTotal("?status=draft")]).toEqual([published, drafts + 1]);

    await t.injectAs(journalist, { method: "PUT", url: `/api/journalist/articles/${id}/publish` });
    expect(await publicTotal()).toBe(published + 1);

    const [spor] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, "Спорт"));
    await t.injectAs(owner, { method: "PUT", url: `/api/admin/categories/${spor!.id}`, payload: { name: "Спортове" } });
    expect([await publicTotal("Спорт"), await publicTotal("Спортове")]).toEqual([0, sport + 1]);
    expect(await adminTotal(`?category=${encodeURIComponent("Спортове")}`)).toBeGreaterThan(0);

    await t.injectAs(owner, { method: "DELETE", url: `/api/admin/articles/${id}` });
    expect([await publicTotal(), await publicTotal("Спортове"), await adminTotal()]).toEqual([published, sport, all]);
  });
});
