import { systemClock } from "#server/clock.ts";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleDailyViews, articles, readerViews, viewJournalBatches } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { recordViews } from "./service.ts";
import { createViewCounter, viewFlushIntervalMs } from "./view-counter.ts";

/** Views accepted into a journal and written in batches: exact counts, few transactions, nothing lost. */

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, (query) => statements.push(query));
});
const madeDirs: string[] = [];
afterAll(async () => {
  await t.close();
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

const reader = (n: number) => `batch-${n}`.padEnd(22, "r");
const journalDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "hronika-views-"));
  madeDirs.push(dir);
  return dir;
};
const journalFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".views"));
/** The views written in a folder's journal files that are not yet in the database. */
const journalLines = (dir: string) =>
  journalFiles(dir).flatMap((name) => readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean));

async function counters(ids: number[]) {
  const rows = await t.db
    .select({ id: articles.id, views: articles.viewsCount })
    .from(articles)
    .where(inArray(articles.id, ids));
  const daily = await t.db.select().from(articleDailyViews).where(inArray(articleDailyViews.articleId, ids));
  return Object.fromEntries(
    ids.map((id) => [
      id,
      {
        views: rows.find((r) => r.id === id)!.views,
        daily: daily.filter((d) => d.articleId === id).reduce((s, d) => s + d.views, 0),
      },
    ]),
  );
}

describe("view counter", () => {
  it("counts 3 000 concurrent views on three articles exactly, in one transaction", async () => {
    const ids = [
      await insertArticle(t.db, { title: "Първа" }),
      await insertArticle(t.db, { title: "Втора" }),
      await insertArticle(t.db, { title: "Трета" }),
    ];
    const views = createViewCounter(t.db, { now: systemClock, journalDir: journalDir() });
    const answers = await Promise.all(
      Array.from({ length: 3000 }, (_, n) => views.count(ids[n % 3]!, reader(n), `192.0.2.${n}`)),
    );
    expect(answers.every((a) => a.counted)).toBe(true);
    // Each answer carries the total with every view accepted before it.
    expect(Math.max(...answers.map((a) => a.views))).toBe(1000);
    statements = [];
    await views.flush();
    expect(await counters(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, { views: 1000, daily: 1000 }])));
    expect(statements.filter((q) => /insert into "reader_views"/i.test(q))).toHaveLength(1);
    await views.close();
  });

  it("answers a repeat of the same reader as not counted, and refuses drafts and unknown articles", async () => {
    const id = await insertArticle(t.db, { title: "Двойна" });
    const draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
    const views = createViewCounter(t.db, { now: systemClock, journalDir: journalDir() });
    const settled = await Promise.allSettled([
      views.count(id, reader(1), "192.0.2.1"),
      views.count(id, reader(1), "192.0.2.1"),
      views.count(draft, reader(1), "192.0.2.1"),
      views.count(999_999, reader(1), "192.0.2.1"),
      views.count(id, reader(2), "192.0.2.2"),
    ]);
    expect(
      settled.map((s) =>
        s.status === "fulfilled" ? s.value.counted : (s.reason as { statusCode: number }).statusCode,
      ),
    ).toEqual([true, false, 404, 404, true]);
    await views.flush();
    expect(await counters([id])).toEqual({ [id]: { views: 2, daily: 2 } });
    expect(await views.count(id, reader(1), "192.0.2.1")).toEqual({ counted: false, views: 2 });
    await views.close();
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
    const days = await t.db
      .select({ day: articleDailyViews.day, views: articleDailyViews.views })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, id));
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-20", views: 2 },
      { day: "2026-11-21", views: 1 },
    ]);
    const marks = await t.db.select().from(readerViews).where(eq(readerViews.articleId, id));
    expect(marks.find((m) => m.readerId === reader(1))!.lastViewedAt).toEqual(at(0));
  });

  it("has every answered view in its journal file, and in the database within a second without being asked", async () => {
    const id = await insertArticle(t.db, { title: "Сама се записва" });
    const dir = journalDir();
    // The counter's own timer, fired by the test: the write is due viewFlushIntervalMs after the
    // views, however long a busy machine then takes to make it.
    const timers: { run: () => void; delayMs: number }[] = [];
    const views = createViewCounter(t.db, {
      now: systemClock,
      journalDir: dir,
      startTimer: (run, delayMs) => {
        timers.push({ run, delayMs });
        return () => undefined;
      },
    });
    await Promise.all(Array.from({ length: 50 }, (_, n) => views.count(id, reader(n), `192.0.2.${n}`)));
    expect(journalLines(dir)).toHaveLength(50);
    expect(timers.map((timer) => timer.delayMs)).toEqual([viewFlushIntervalMs]);
    expect(await counters([id])).toEqual({ [id]: { views: 0, daily: 0 } });
    timers[0]!.run();
    await expect.poll(() => counters([id]), { timeout: 30_000 }).toEqual({ [id]: { views: 50, daily: 50 } });
    // Written files are deleted; only the process's current, empty file is left.
    expect(journalLines(dir)).toEqual([]);
    await views.close();
    expect(journalFiles(dir)).toEqual([]);
    expect(await t.db.select().from(viewJournalBatches)).toEqual([]);
  });

  it("replays the journal of a process that was killed, once, and not one a running process still writes", async () => {
    const id = await insertArticle(t.db, { title: "След срив" });
    const dir = journalDir();
    // A process that dies before writing: its views are only in its journal.
    const killed = createViewCounter(t.db, { now: systemClock, journalDir: dir, flushIntervalMs: 3_600_000 });
    await Promise.all(Array.from({ length: 120 }, (_, n) => killed.count(id, reader(n), `192.0.2.${n}`)));
    // A process that dies after writing a file but before deleting it: the copy must not count again.
    const writtenTwice = createViewCounter(t.db, { now: systemClock, journalDir: dir, flushIntervalMs: 3_600_000 });
    await Promise.all(Array.from({ length: 30 }, (_, n) => writtenTwice.count(id, reader(1000 + n), `192.0.2.${n}`)));
    const file = journalFiles(dir).find((name) => readFileSync(path.join(dir, name), "utf8").includes(reader(1000)));
    copyFileSync(path.join(dir, file!), path.join(dir, `${file}.copy`));
    await writtenTwice.flush();
    copyFileSync(path.join(dir, `${file}.copy`), path.join(dir, file!));
    // A file of a running process (the test runner's parent) is not touched.
    const running = `${file!.split("_")[0]}_${process.ppid}_0badc0de.1.views`;
    writeFileSync(path.join(dir, running), `${id} ${reader(5000)} ${Date.now()}\n`);
    expect(await counters([id])).toEqual({ [id]: { views: 30, daily: 30 } });

    const restarted = createViewCounter(t.db, { now: systemClock, journalDir: dir });
    expect(await restarted.recover()).toBe(120);
    expect(await counters([id])).toEqual({ [id]: { views: 150, daily: 150 } });
    // Left: the running process's file and the restarted process's own, empty one.
    expect(journalFiles(dir)).toContain(running);
    expect(journalFiles(dir)).toHaveLength(2);
    await restarted.close();
    // Nothing else is left to replay: the next start adds nothing.
    const next = createViewCounter(t.db, { now: systemClock, journalDir: dir });
    expect(await next.recover()).toBe(0);
    expect(await counters([id])).toEqual({ [id]: { views: 150, daily: 150 } });
    await next.close();
  });

  it("deletes reader marks an hour past the 30-minute window, and leaves the counters alone", async () => {
    const id = await insertArticle(t.db, { title: "Стари читатели" });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await recordViews(t.db, [
      { articleId: id, readerId: reader(1), at: ago(180) },
      { articleId: id, readerId: reader(2), at: ago(100) },
      { articleId: id, readerId: reader(3), at: ago(10) },
    ]);
    const views = createViewCounter(t.db, { now: systemClock, journalDir: journalDir(), pruneIntervalMs: 0 });
    await views.count(id, reader(4), "192.0.2.4");
    await views.flush();
    const marks = await t.db
      .select({ readerId: readerViews.readerId })
      .from(readerViews)
      .where(eq(readerViews.articleId, id));
    expect(marks.map((m) => m.readerId).sort()).toEqual([reader(3), reader(4)]);
    expect(await counters([id])).toEqual({ [id]: { views: 4, daily: 4 } });
    // A reader whose mark was deleted long after the window counts again, as they would have anyway.
    expect(await views.count(id, reader(1), "192.0.2.1")).toMatchObject({ counted: true });
    await views.close();
  });

  it("is what POST /api/articles/{id}/count-view uses: a burst from 400 readers is exact", async () => {
    const id = await insertArticle(t.db, { title: "През HTTP" });
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, n) =>
        t.app.inject({
          method: "POST",
          url: `/api/articles/${id}/count-view`,
          headers: { cookie: `reader=${reader(n)}` },
          remoteAddress: `10.0.${n >> 8}.${n & 255}`,
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 && r.json().counted === true)).toBe(true);
    await t.app.views.flush();
    expect(await counters([id])).toEqual({ [id]: { views: 400, daily: 400 } });
  });
});
