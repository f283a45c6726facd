import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveUpdateLimits } from "#common/limits.ts";
import { liveBucketAt, liveUpdatesPath } from "#common/live-updates.ts";
import type { LiveEntry, LiveUpdates } from "#common/schemas/live.ts";
import { articles, liveEntries } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * Issue 37, point 2 through the API: an open live page's updates come from an address per time
 * bucket, kept by caches no longer than the bucket, with the version's ETag and 304 for a page
 * that has it; every write (new, edited, deleted, pinned, the end) is in the next answer at once;
 * and the answer carries the writes of a window, saying from when it holds all of them.
 */

let t: TestApp;
let writer: TestUser;
// In the middle of a bucket: 2026-11-30 20:00:01 UTC.
const clock = createTestClock(Date.parse("2026-11-30T20:00:01Z"));
const { bucketMs } = liveUpdateLimits;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  await ensureCategories(t.db, ["Политика"]);
  writer = await t.createStaff({ name: "Мария Иванова" });
}, 120_000);
afterAll(() => t.close());

const desk = (id: number) => `/api/journalist/articles/${id}/live`;
const bucket = () => liveBucketAt(clock.now());

async function liveArticle(status: "published" | "draft" = "published"): Promise<number> {
  const id = await insertArticle(t.db, {
    title: "Наводнение в Царево",
    authorId: writer.user.id,
    categories: ["Политика"],
    status,
  });
  const res = await t.injectAs(writer, { method: "POST", url: desk(id), payload: { autoEndHours: 12 } });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function post(id: number, content: string, extra: Record<string, unknown> = {}): Promise<LiveEntry> {
  const res = await t.injectAs(writer, { method: "POST", url: `${desk(id)}/entries`, payload: { content, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const ask = (id: number, at = bucket(), headers: Record<string, string> = {}) =>
  t.app.inject({ url: liveUpdatesPath(id, at), headers });

async function updates(id: number): Promise<{ body: LiveUpdates; etag: string }> {
  const res = await ask(id);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), etag: String(res.headers.etag) };
}

describe("a live page's updates", () => {
  it("come from an address per bucket that caches keep until the bucket ends, shared by every reader", async () => {
    const id = await liveArticle();
    await post(id, "<p>Реката преля.</p>");
    const res = await ask(id, bucket(), { cookie: "theme=dark; mine=1" });
    expect(res.statusCode).toBe(200);
    // 20:00:01 in the bucket 20:00:00–20:00:04: three whole seconds left.
    expect(res.headers["cache-control"]).toBe("public, max-age=3, s-maxage=3");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"live-\d+-\d+-0-\d+"$/);
    // A bucket to come (a clock ahead) is kept one bucket at most; one that is over, a second.
    expect((await ask(id, bucket() + 10)).headers["cache-control"]).toBe(
      `public, max-age=${bucketMs / 1000}, s-maxage=4`,
    );
    expect((await ask(id, bucket() - 10)).headers["cache-control"]).toBe("public, max-age=1, s-maxage=1");
    // Compressed once for every reader, in what each asks for.
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const packed = await ask(id, bucket(), { "accept-encoding": `${encoding}, deflate` });
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(decode(packed.rawPayload).toString()).toBe(res.body);
    }
    // Nothing else decides the answer: any other query or header gets the same.
    const other = await t.app.inject({ url: `${liveUpdatesPath(id, bucket())}&utm_source=fb` });
    expect(other.body).toBe(res.body);
  });

  it("answer 304 to a page that has the version, and carry every write to the next answer at once", async () => {
    const id = await liveArticle();
    const first = await post(id, "<p>Първи запис.</p>");
    const before = await updates(id);
    expect(before.body.changes).toEqual([{ id: first.id, updatedAt: first.updatedAt, entry: first }]);
    expect(before.body.total).toBe(1);
    const same = await ask(id, bucket(), { "if-none-match": before.etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    expect(same.headers.etag).toBe(before.etag);

    // A new entry, in the same bucket: the answer kept for it is dropped by the write's change.
    clock.advance(200);
    const second = await post(id, "<p>Втори запис.</p>", { pinned: true });
    const after = await updates(id);
    expect(after.etag).not.toBe(before.etag);
    expect((await ask(id, bucket(), { "if-none-match": before.etag })).statusCode).toBe(200);
    expect(after.body.changes.map((change) => change.id)).toEqual([second.id, first.id]);
    expect(after.body.keyMoments.map((entry) => entry.id)).toEqual([second.id]);
    expect(after.body.live.updatedAt).toBe(second.updatedAt);
    expect(after.body.total).toBe(2);

    // An edit and a deletion: the edited entry as it is now, the deleted one as a tombstone.
    clock.advance(200);
    const edited = await t.injectAs(writer, {
      method: "PATCH",
      url: `${desk(id)}/entries/${first.id}`,
      payload: { content: "<p>Първи запис, поправен.</p>" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    clock.advance(200);
    expect((await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${second.id}` })).statusCode).toBe(
      204,
    );
    const latest = (await updates(id)).body;
    expect(latest.changes).toEqual([
      { id: second.id, updatedAt: new Date(clock.now()).toISOString(), entry: null },
      { id: first.id, updatedAt: new Date(clock.now() - 200).toISOString(), entry: edited.json() },
    ]);
    expect(latest.keyMoments).toEqual([]);
    expect(latest.total).toBe(1);

    // The end: the state says it, and the version moves.
    clock.advance(200);
    expect((await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` })).statusCode).toBe(200);
    const ended = await updates(id);
    expect(ended.body.live.isLive).toBe(false);
    expect(ended.etag).toMatch(/^"live-\d+-\d+-[1-9]\d*-\d+"$/);
  });

  it("hold the writes of a window, at most a number of them, and say from when they hold all", async () => {
    const id = await liveArticle();
    const old = await post(id, "<p>Преди половин час.</p>");
    clock.advance(liveUpdateLimits.changesWindowMs + 1_000);
    const recent = await post(id, "<p>Сега.</p>");
    const { body } = await updates(id);
    expect(body.changes.map((change) => change.id)).toEqual([recent.id]);
    expect(body.since).toBe(new Date(Date.parse(recent.updatedAt) - liveUpdateLimits.changesWindowMs).toISOString());
    expect(Date.parse(body.since)).toBeGreaterThan(Date.parse(old.updatedAt));

    // More writes than an answer holds: the newest, and `since` is the newest one left out.
    const entries = [recent];
    for (let n = 0; n < liveUpdateLimits.changesMax; n++) {
      clock.advance(10);
      entries.push(await post(id, `<p>Запис ${n}.</p>`));
    }
    const full = (await updates(id)).body;
    expect(full.changes).toHaveLength(liveUpdateLimits.changesMax);
    expect(full.changes[0]!.id).toBe(entries.at(-1)!.id);
    expect(full.changes.at(-1)!.id).toBe(entries[1]!.id);
    expect(full.since).toBe(recent.updatedAt);
    expect(full.total).toBe(liveUpdateLimits.changesMax + 2);
  }, 120_000);

  it("are read once a bucket however many ask: a write outside the API shows at the next bucket", async () => {
    const id = await liveArticle();
    const entry = await post(id, "<p>Пътят е затворен.</p>");
    const seen = (await updates(id)).body;
    // Changed by hand (no change announced): the kept answer stands until its bucket is over...
    await t.db.update(liveEntries).set({ content: "<p>Пътят е отворен.</p>" }).where(eq(liveEntries.id, entry.id));
    await t.db
      .update(articles)
      .set({ liveUpdatedAt: new Date(clock.now() + 1) })
      .where(eq(articles.id, id));
    const asks = await Promise.all(Array.from({ length: 20 }, () => updates(id)));
    for (const kept of asks) expect(kept.body).toEqual(seen);
    // ...and is read again after it.
    clock.advance(bucketMs);
    expect((await updates(id)).body.changes[0]!.entry!.content).toBe("<p>Пътят е отворен.</p>");
  });

  it("are not found for an article without a coverage, nor for one readers cannot see", async () => {
    const draft = await liveArticle("draft");
    const plain = await insertArticle(t.db, {
      title: "Без отразяване",
      authorId: writer.user.id,
      categories: ["Политика"],
      status: "published",
    });
    for (const id of [draft, plain, 2_000_000]) {
      const res = await ask(id);
      expect(res.statusCode).toBe(404);
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d, s-maxage=\d$/);
    }
    for (const at of ["", "abc", "-1", "1.5", "01", "1e3", "99999999999"])
      expect((await t.app.inject({ url: `/api/articles/${plain}/live/updates?at=${at}` })).statusCode).toBe(400);
  });
});
