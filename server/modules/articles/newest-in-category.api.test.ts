import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalContentChanges } from "#server/db/content-changes.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { createNewestInCategory } from "./newest-in-category.ts";

/** The "more from" list of the article page, read once per category between content changes (issue 24). */

let t: TestApp;
let statements = 0;

beforeAll(async () => {
  t = await createTestApp({}, () => statements++);
});
afterAll(() => t.close());

const titles = (list: { title: string }[]) => list.map((a) => a.title);

describe("the newest articles of a category", () => {
  it("are read once, then reused until a content change is announced, and for seconds at most", async () => {
    const changes = createLocalContentChanges();
    const clock = createTestClock();
    const newest = createNewestInCategory(t.db, changes, clock.now);
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
    for (const n of [1, 2, 3])
      await insertArticle(t.db, { title: `Наука ${n}`, categories: ["Наука"], publishDate: day(n) });

    expect(titles(await newest.list("Наука", 2))).toEqual(["Наука 3", "Наука 2"]);
    statements = 0;
    // Another article of the category, a moment later: no statement at all.
    expect(titles(await newest.list("наука", 2))).toEqual(["Наука 3", "Наука 2"]);
    expect(statements).toBe(0);

    // A newer article written outside the API shows within seconds...
    await insertArticle(t.db, { title: "Наука 4", categories: ["Наука"], publishDate: day(4) });
    clock.advance(1_000);
    expect(titles(await newest.list("Наука", 2))).toEqual(["Наука 3", "Наука 2"]);
    clock.advance(4_000);
    expect(titles(await newest.list("Наука", 2))).toEqual(["Наука 4", "Наука 3"]);

    // ...and one a staff write announces, at once.
    await insertArticle(t.db, { title: "Наука 5", categories: ["Наука"], publishDate: day(5) });
    await changes.announce();
    expect(titles(await newest.list("Наука", 2))).toEqual(["Наука 5", "Наука 4"]);

    // Readers at once share one read.
    await changes.announce();
    statements = 0;
    const [a, b] = await Promise.all([newest.list("Наука", 2), newest.list("Наука", 2)]);
    expect(a).toBe(b);
    const once = statements;
    expect(once).toBeGreaterThan(0);
    newest.close();
  });
});
