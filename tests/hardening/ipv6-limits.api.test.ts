import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#common/limits.ts";
import { articles, comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * One address key for every limit (issue 30, point 5): an IPv6 /64 is given whole to one home or
 * phone, which can rotate within it at will, so every per-address limit counts the /64 as one
 * address. On the code before, 40 addresses of one /64 gave 40 likes against a budget of 10 and
 * 45 failed sign-ins without a 429; comments and reports already keyed on the /64.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "approval" });
}, 60_000);
afterAll(() => t.close());

/** Address `i` of one /64 per test (its own, so that the tests don't share allowances). */
const addressIn = (net: number) => (i: number) =>
  `2001:db8:30:${net.toString(16)}:${(i + 1).toString(16)}:${(i * 7 + 3).toString(16)}::1`;
const count = (answers: { statusCode: number }[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;
const reader = (name: string) => `reader=${name.padEnd(22, "x")}`;

async function inTurn<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < n; i++) answers.push(await send(i));
  return answers;
}

describe("40 addresses of one IPv6 /64 count as one address", () => {
  it("for the likes and the views of an article", async () => {
    const at = addressIn(1);
    const id = await insertArticle(t.db, { title: "Харесвана от една мрежа" });
    const likes = await inTurn(40, (i) =>
      t.app.inject({ method: "POST", url: `/api/articles/${id}/like`, remoteAddress: at(i) }),
    );
    expect(count(likes, 200)).toBe(rateLimits.articleLike.articleAndAddress.max);
    expect(count(likes, 429)).toBe(40 - rateLimits.articleLike.articleAndAddress.max);

    const views = await inTurn(40, (i) =>
      t.app.inject({ method: "POST", url: `/api/articles/${id}/count-view`, remoteAddress: at(i) }),
    );
    expect(views.filter((v) => v.json().counted === true)).toHaveLength(rateLimits.articleView.articleAndAddress.max);
    await t.app.views.flush();
    const [row] = await t.db
      .select({ likes: articles.likesCount, views: articles.viewsCount })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row).toEqual({
      likes: rateLimits.articleLike.articleAndAddress.max,
      views: rateLimits.articleView.articleAndAddress.max,
    });
  }, 120_000);

  it("for likes across articles", async () => {
    const at = addressIn(2);
    const ids = await Promise.all(Array.from({ length: 80 }, (_, i) => insertArticle(t.db, { title: `Мрежа ${i}` })));
    const likes = await inTurn(80, (i) =>
      t.app.inject({ method: "POST", url: `/api/articles/${ids[i]}/like`, remoteAddress: at(i % 40) }),
    );
    expect(count(likes, 200)).toBe(rateLimits.like.address.max);
  }, 120_000);

  it("for failed sign-ins, of one account and of many", async () => {
    await t.createStaff({ role: "Admin", username: "netvictim" });
    const at = addressIn(3);
    const one = await inTurn(40, (i) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { username: "netvictim", password: `guess-${i}` },
        remoteAddress: at(i),
      }),
    );
    expect(count(one, 401)).toBe(rateLimits.signIn.accountAndAddress.max);
    expect(count(one, 429)).toBe(40 - rateLimits.signIn.accountAndAddress.max);

    const other = addressIn(4);
    const many = await inTurn(45, (i) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { username: `nobody${i}`, password: "wrong-password" },
        remoteAddress: other(i % 40),
      }),
    );
    expect(count(many, 401)).toBe(rateLimits.signIn.address.max);
    expect(count(many, 429)).toBe(45 - rateLimits.signIn.address.max);
  }, 120_000);

  it("for registrations, comments, reports and searches", async () => {
    const at = addressIn(5);
    const registrations = await inTurn(40, (i) =>
      t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: `net${i}`, password: "password-123", name: "Мрежов Автор", email: `net${i}@example.bg` },
        remoteAddress: at(i),
      }),
    );
    expect(count(registrations, 201)).toBe(rateLimits.registration.address.max);

    const articleId = await insertArticle(t.db, { title: "Коментари от една мрежа" });
    const posted = await inTurn(40, (i) =>
      t.app.inject({
        method: "POST",
        url: `/api/articles/${articleId}/comments`,
        payload: { username: `Читател ${i}`, content: `Мнение ${i}` },
        headers: { cookie: reader(`net${i}`) },
        remoteAddress: at(i),
      }),
    );
    expect(count(posted, 201)).toBe(rateLimits.comment.address.max);

    const ids = await t.db
      .insert(comments)
      .values(Array.from({ length: 80 }, (_, i) => ({ articleId, authorName: "Автор", content: `Коментар ${i}` })))
      .returning({ id: comments.id });
    const reports = await inTurn(80, (i) =>
      t.app.inject({
        method: "POST",
        url: `/api/comments/${ids[i]!.id}/report`,
        payload: { reason: "spam" },
        headers: { cookie: reader(`rep${i % 40}`) },
        remoteAddress: at(i % 40),
      }),
    );
    expect(count(reports, 201)).toBe(rateLimits.commentReport.address.max);

    const searches = await inTurn(80, (i) =>
      t.app.inject({ url: `/api/search?q=${encodeURIComponent(`мрежа ${i}`)}`, remoteAddress: at(i % 40) }),
    );
    expect(count(searches, 200)).toBe(rateLimits.search.address.max);
    const refused = searches.find((s) => s.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: "rate_limited",
      error: expect.stringMatching(/^Твърде много търсения/),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another /64 is another address.
    expect((await t.app.inject({ url: "/api/search?q=mreja", remoteAddress: addressIn(6)(0) })).statusCode).toBe(200);
  }, 180_000);
});
