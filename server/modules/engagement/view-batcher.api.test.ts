import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleDailyViews, articles, readerViews } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { recordViews } from "./service.ts";
import { createViewBatcher, maxViewBatch } from "./view-batcher.ts";

/** Views written in batches (group commit): exact counts, fewer transactions, the 30-minute rule kept. */

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, (query) => statements.push(query));
});
afterAll(() => t.close());

const reader = (n: number) => `batch-${n}`.padEnd(22, "r");

async function counters(ids: number[]) {
  const rows = await t.db.select({ id: articles.id, views: articles.viewsCount }).from(articles).where(inArray(articles.id, ids));
  const daily = await t.db.select().from(articleDailyViews).where(inArray(articleDailyViews.articleId, ids));
  return Object.fromEntries(ids.map((id) => [id, { views: rows.find((r) => r.id === id)!.views, daily: daily.filter((d) => d.articleId === id).reduce((s, d) => s + d.views, 0) }]));
}

describe("view batcher", () => {
  it("counts 3 000 concurrent views on three articles exactly, in a few transactions", async () => {
    const ids = [await insertArticle(t.db, { title: "Първа" }), await insertArticle(t.db, { title: "Втора" }), await insertArticle(t.db, { title: "Трета" })];
    const batcher = createViewBatcher(t.db);
    statements = [];
    const answers = await Promise.all(Array.from({ length: 3000 }, (_, n) => batcher.count(ids[n % 3]!, reader(n))));
    expect(answers.every((a) => a.counted)).toBe(true);
    expect(await counters(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, { views: 1000, daily: 1000 }])));
    const transactions = statements.filter((q) => /insert into "reader_views"/i.test(q)).length;
    expect(transactions).toBeGreaterThanOrEqual(3000 / maxViewBatch);
    expect(transactions).toBeLessThan(30);
    // Every answer carries a total that was true when its batch committed.
    expect(Math.max(...answers.map((a) => a.views))).toBe(1000);
  });

  it("counts a reader once when the same view arrives twice in one batch, and refuses drafts alone", async () => {
    const id = await insertArticle(t.db, { title: "Двойна" });
    const draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
    const batcher = createViewBatcher(t.db);
    const settled = await Promise.allSettled([
      batcher.count(id, reader(1)),
      batcher.count(id, reader(1)),
      batcher.count(draft, reader(1)),
      batcher.count(id, reader(2)),
    ]);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : (s.reason as { statusCode: number }).statusCode))).toEqual([
      { counted: true, views: 2 },
      { counted: false, views: 2 },
      404,
      { counted: true, views: 2 },
    ]);
    expect(await counters([id])).toEqual({ [id]: { views: 2, daily: 2 } });
  });

  it("keeps the 30-minute rule inside a batch and across batches", async () => {
    const id = await insertArticle(t.db, { title: "Половин час" });
    const start = new Date("2026-11-20T21:50:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const first = await recordViews(t.db, [
      { articleId: id, readerId: reader(1), at: at(0) },
      { articleId: id, readerId: reader(1), at: at(10) },
      { articleId: id, readerId: reader(2), at: at(0) },
    ]);
    expect(first).toEqual([
      { counted: true, views: 2 },
      { counted: false, views: 2 },
      { counted: true, views: 2 },
    ]);
    const second = await recordViews(t.db, [
      { articleId: id, readerId: reader(1), at: at(29) },
      { articleId: id, readerId: reader(2), at: at(30) },
    ]);
    expect(second).toEqual([
      { counted: false, views: 3 },
      { counted: true, views: 3 },
    ]);
    // 21:50 UTC is 23:50 in Sofia; 22:20 UTC is the next day there.
    const days = await t.db.select({ day: articleDailyViews.day, views: articleDailyViews.views }).from(articleDailyViews).where(eq(articleDailyViews.articleId, id));
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-20", views: 2 },
      { day: "2026-11-21", views: 1 },
    ]);
    const marks = await t.db.select().from(readerViews).where(eq(readerViews.articleId, id));
    expect(marks.find((m) => m.readerId === reader(1))!.lastViewedAt).toEqual(at(0));
  });

  it("answers only after the batch committed, and flush waits for every accepted view", async () => {
    const id = await insertArticle(t.db, { title: "Изчакай" });
    const batcher = createViewBatcher(t.db);
    const pending = Array.from({ length: 50 }, (_, n) => batcher.count(id, reader(n)));
    await batcher.flush();
    expect(await counters([id])).toEqual({ [id]: { views: 50, daily: 50 } });
    expect((await Promise.all(pending)).filter((a) => a.counted)).toHaveLength(50);
  });

  it("is what POST /api/articles/{id}/count-view uses: a burst from 400 readers is exact", async () => {
    const id = await insertArticle(t.db, { title: "През HTTP" });
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, n) =>
        t.app.inject({ method: "POST", url: `/api/articles/${id}/count-view`, headers: { cookie: `reader=${reader(n)}` } }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 && r.json().counted === true)).toBe(true);
    expect(await counters([id])).toEqual({ [id]: { views: 400, daily: 400 } });
  });
});
