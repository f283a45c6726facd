import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrors } from "#common/messages/server-errors.ts";
import { articles } from "#server/db/schema.ts";
import { rateLimits } from "#common/limits.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Views and likes can't be inflated at will (issue 17, point 5): a view counts once per reader
 * and article every 30 minutes, a like once per reader, and clients that drop or make up their
 * reader cookie are bounded per address; requests another web site makes a browser send are refused.
 */

let t: TestApp;
const likesPerAddress = rateLimits.articleLike.articleAndAddress.max;
const viewsPerAddress = rateLimits.articleView.articleAndAddress.max;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function counters(id: number) {
  await t.app.views.flush();
  const [row] = await t.db
    .select({ views: articles.viewsCount, likes: articles.likesCount })
    .from(articles)
    .where(eq(articles.id, id));
  return row!;
}
const post = (url: string, options: { address?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: options.address ?? "198.51.100.7",
    headers: { ...(options.cookie ? { cookie: `reader=${options.cookie}` } : {}), ...options.headers },
  });
const fakeReader = (n: number) => `fake${String(n).padStart(18, "0")}`;

describe("views and likes are bounded per address", () => {
  it("counts at most a few views of an article from one address without a cookie, or with made-up ones", async () => {
    const id = await insertArticle(t.db, { title: "Без бисквитка" });
    for (let i = 0; i < 500; i++) expect((await post(`/api/articles/${id}/count-view`)).statusCode).toBe(200);
    expect((await counters(id)).views).toBe(viewsPerAddress);

    const other = await insertArticle(t.db, { title: "С измислени бисквитки" });
    for (let i = 0; i < 100; i++)
      await post(`/api/articles/${other}/count-view`, { cookie: fakeReader(i), address: "198.51.100.8" });
    expect((await counters(other)).views).toBe(viewsPerAddress);
  });

  it("counts every distinct reader from distinct addresses, and a reader once per 30 minutes", async () => {
    const id = await insertArticle(t.db, { title: "Много читатели" });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(`/api/articles/${id}/count-view`, { cookie: fakeReader(i), address: `10.0.${i >> 8}.${i & 255}` }),
      ),
    );
    for (let i = 0; i < 10; i++)
      await post(`/api/articles/${id}/count-view`, { cookie: fakeReader(0), address: "10.0.0.0" });
    expect((await counters(id)).views).toBe(200);
  });

  it("counts a like once per reader, and a few likes of an article from one address without a cookie", async () => {
    const id = await insertArticle(t.db, { title: "Харесвания" });
    for (let i = 0; i < 20; i++)
      expect(
        (await post(`/api/articles/${id}/like`, { cookie: fakeReader(1), address: "198.51.100.9" })).statusCode,
      ).toBe(200);
    expect((await counters(id)).likes).toBe(1);
    // The reader's page (cached for everyone) asks after loading: liked, and the count now.
    const liked = await t.app.inject({
      url: `/api/articles/${id}/liked`,
      headers: { cookie: `reader=${fakeReader(1)}` },
    });
    expect(liked.json()).toEqual({ liked: true, likes: 1, comments: 0 });

    const answers = [];
    for (let i = 0; i < 60; i++)
      answers.push((await post(`/api/articles/${id}/like`, { address: "198.51.100.9" })).statusCode);
    // The reader's own like spent one of the address's likes of the day.
    expect(answers.filter((s) => s === 200)).toHaveLength(likesPerAddress - 1);
    expect(answers.slice(likesPerAddress - 1).every((s) => s === 429)).toBe(true);
    expect((await counters(id)).likes).toBe(likesPerAddress);
  });

  it("refuses likes, views and comments that another web site makes a browser send", async () => {
    const id = await insertArticle(t.db, { title: "Чужд сайт" });
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      for (const path of ["like", "count-view"]) {
        const res = await post(`/api/articles/${id}/${path}`, { headers });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(serverErrors.crossSite);
      }
      const comment = await t.app.inject({
        method: "POST",
        url: `/api/articles/${id}/comments`,
        headers,
        payload: { username: "Бот", content: "Спам" },
      });
      expect(comment.statusCode).toBe(403);
    }
    expect(await counters(id)).toEqual({ views: 0, likes: 0 });
    // The site's own pages may.
    const own = await post(`/api/articles/${id}/like`, {
      headers: { origin: t.config.publicUrl, "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(200);
  });
});
