import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "#server/db/schema.ts";
import { createImageSizes } from "#server/modules/media/image-sizes.ts";
import { relatedArticles } from "#server/modules/tags/related-articles.ts";
import { loadArticlePage } from "#web/features/reader/article-data.server.ts";
import { loadHomePage } from "#web/features/reader/home/home-data.server.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * The SQL statements behind each server-rendered page and each list don't grow with the content
 * (no N+1, issue 7): the same for a short and a long article, a small and a full home page, the
 * first and the last page of a list, a busy journalist and a new one.
 */

let t: TestApp;
let busy: TestUser;
let fresh: TestUser;
let statements = 0;
let short: number;
let long: number;
const categoriesOfMany = ["Политика", "Спорт", "Култура"];

beforeAll(async () => {
  t = await createTestApp({}, () => statements++);
  busy = await t.createStaff({ name: "Заета Журналистка" });
  fresh = await t.createStaff({ name: "Нова Журналистка" });
  short = await insertArticle(t.db, { title: "Кратка статия", categories: ["Наука"], authorId: fresh.user.id });
  long = await insertArticle(t.db, {
    title: "Дълга статия",
    categories: ["Политика", "Спорт", "Култура", "Наука", "Здраве"],
    paragraphs: Array.from({ length: 20 }, (_, i) => `<p>Раздел ${i} ${"дума ".repeat(250)}</p>`),
    authorId: busy.user.id,
  });
  const threads = await t.db
    .insert(comments)
    .values(
      Array.from({ length: 150 }, (_, i) => ({ articleId: long, authorName: `Читател ${i}`, content: "Коментар" })),
    )
    .returning({ id: comments.id });
  // Replies under every thread of the third page of comments.
  await t.db
    .insert(comments)
    .values(
      threads
        .slice(100)
        .flatMap(({ id }) =>
          [1, 2].map((n) => ({ articleId: long, parentId: id, authorName: `Отговор ${n}`, content: "Отговор" })),
        ),
    );
  for (let i = 0; i < 40; i++) {
    await insertArticle(t.db, {
      title: `Статия ${i}`,
      categories: categoriesOfMany,
      authorId: busy.user.id,
      status: i % 4 ? "published" : "draft",
    });
  }
  imageSizes = createImageSizes(t.db);
});
afterAll(() => t.close());

let imageSizes: ReturnType<typeof createImageSizes>;
const context = () =>
  ({
    db: t.db,
    now: t.app.deps.now,
    site: { name: "Хроника", publicUrl: "http://localhost" },
    cspNonce: { script: "", style: "" },
    relatedArticles: (article: { id: number }) => relatedArticles(t.db, article.id),
    imageSize: imageSizes.of,
  }) as unknown as AppLoadContext;

/** Statements run by `work`, after it ran once (the first call fills the pager totals). */
async function countOf(work: () => Promise<unknown>): Promise<number> {
  await work();
  statements = 0;
  await work();
  return statements;
}

const home = (path: string, category?: string) => () =>
  loadHomePage(context(), new URL(path, "http://localhost"), category);
const article =
  (id: number, page = 1) =>
  () =>
    loadArticlePage(
      context(),
      String(id),
      new Request(`http://localhost/article/${id}${page > 1 ? `?page=${page}` : ""}`),
    );
const api = (url: string, who?: TestUser) => async () =>
  expect((await t.injectAs(who ?? null, { url })).statusCode).toBe(200);

describe("SQL statements per page", () => {
  it("are the same for the home page of every tab, its last page and a category", async () => {
    const first = await countOf(home("/home"));
    for (const path of ["/home?tab=views", "/home?tab=comments"]) expect(await countOf(home(path)), path).toBe(first);
    expect(await countOf(home("/category/Политика", "Политика"))).toBe(first);
    // A later page reads the list's first articles too, for the secondary row (SPEC.md §9).
    const later = await countOf(home("/home?page=2"));
    expect(await countOf(home("/home?page=7"))).toBe(later);
    expect(await countOf(home("/category/Политика?page=6", "Политика"))).toBe(later);
    expect(first).toBeLessThanOrEqual(5);
    expect(later).toBe(first + 1);
  });

  it("are the same for the page of a short and of a long article (20 sections, 5 categories, 150 comments), and its last page of comments", async () => {
    const few = await countOf(article(short));
    expect(await countOf(article(long))).toBe(few);
    expect(await countOf(article(long, 3))).toBe(few);
    // The article with its sections, categories and corrections, and a page of its comments (issue
    // 24); its related articles (issue 32, decision 0120).
    expect(few).toBe(3);
  });

  it("are the same for the first and the last page of the public and admin lists", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    expect(await countOf(api("/api/articles?pageSize=5&page=6"))).toBe(await countOf(api("/api/articles?pageSize=5")));
    expect(await countOf(api("/api/admin/articles?page=4", owner))).toBe(
      await countOf(api("/api/admin/articles", owner)),
    );
  });

  it("are the same for a journalist's list of 41 articles and of one", async () => {
    for (const query of ["", "?sortBy=views", "?status=draft", "?search=статия"]) {
      expect(await countOf(api(`/api/journalist/articles${query}`, busy)), query).toBe(
        await countOf(api(`/api/journalist/articles${query}`, fresh)),
      );
    }
  });

  it("are few for a search that finds one article and one that finds forty", async () => {
    expect(await countOf(api(`/api/search?q=${encodeURIComponent("статия")}`))).toBe(
      await countOf(api(`/api/search?q=${encodeURIComponent("кратка")}`)),
    );
  });
});
