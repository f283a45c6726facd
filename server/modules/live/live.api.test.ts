import { and, desc, eq, isNotNull, isNull, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits, liveLimits } from "#common/limits.ts";
import { liveRuleTexts } from "#common/messages/live.ts";
import { mediaServerTexts } from "#common/messages/media.ts";
import type { ArticleDetail, ArticleListResponse } from "#common/schemas/articles.ts";
import type { JournalistLive, LiveCoverage, LiveEntry, LiveState } from "#common/schemas/live.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articles, auditLogs, liveEntries, mediaFiles, users } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { storeImage } from "#server/modules/media/service.ts";
import { reaches } from "#server/web/page-cache/page-cache.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { endQuietCoverages } from "./live-ending.ts";
import { readLiveCoverage } from "./service.ts";

/**
 * Issue 37, point 1 through the API: an article's live coverage opens, takes entries (newest
 * first, key moments on top, older ones paged), is edited, ends by hand or by itself on the app's
 * clock, reopens; only the article's desk writes to it; hostile entries are refused and never
 * stored; the lists' cards and the article say "НА ЖИВО" while it lasts; and every write reaches
 * the cached pages it changes (decision 0140).
 */

let t: TestApp;
let writer: TestUser;
let coWriter: TestUser;
let other: TestUser;
let editor: TestUser;
let admin: TestUser;
let owner: TestUser;
const clock = createTestClock(Date.parse("2026-11-30T08:00:00Z"));
const minute = 60_000;
const hour = 60 * minute;
/** The page changes the app announced since the last `take()`. */
const announced: PageChange[] = [];
const take = () => announced.splice(0);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  await ensureCategories(t.db, ["Политика", "Спорт"]);
  writer = await t.createStaff({ name: "Мария Иванова" });
  coWriter = await t.createStaff({ name: "  " });
  other = await t.createStaff();
  editor = await t.createStaff({ role: "Editor" });
  admin = await t.createStaff({ role: "Admin" });
  owner = await t.createStaff({ role: "Owner" });
  t.app.deps.changes.subscribe((change) => announced.push(change));
}, 120_000);
afterAll(() => t.close());

const now = () => new Date(clock.now()).toISOString();
const desk = (id: number) => `/api/journalist/articles/${id}/live`;

async function newArticle(options: { status?: "draft" | "published"; categories?: string[] } = {}): Promise<number> {
  return insertArticle(t.db, {
    title: "Изборите на живо",
    authorId: writer.user.id,
    coAuthorIds: [coWriter.user.id],
    categories: options.categories ?? ["Политика"],
    status: options.status ?? "published",
  });
}

async function start(id: number, autoEndHours = 12, who: TestUser = writer): Promise<LiveState> {
  const res = await t.injectAs(who, { method: "POST", url: desk(id), payload: { autoEndHours } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function liveArticle(autoEndHours = 12): Promise<number> {
  const id = await newArticle();
  await start(id, autoEndHours);
  return id;
}

const postEntry = (id: number, payload: Record<string, unknown>, who: TestUser = writer) =>
  t.injectAs(who, { method: "POST", url: `${desk(id)}/entries`, payload });

async function post(id: number, content: string, extra: Record<string, unknown> = {}): Promise<LiveEntry> {
  const res = await postEntry(id, { content, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const patchEntry = (id: number, entryId: number, payload: Record<string, unknown>, who: TestUser = writer) =>
  t.injectAs(who, { method: "PATCH", url: `${desk(id)}/entries/${entryId}`, payload });

async function publicCoverage(id: number, page = 1): Promise<LiveCoverage> {
  const res = await t.app.inject({ url: `/api/articles/${id}/live?page=${page}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const storedEntries = (id: number) =>
  t.db.select().from(liveEntries).where(eq(liveEntries.articleId, id)).orderBy(desc(liveEntries.id));
const articleRow = async (id: number) => (await t.db.select().from(articles).where(eq(articles.id, id)))[0]!;

async function libraryPicture(): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#248" } })
    .png()
    .toBuffer();
  return (await storeImage(t.db, t.media, png, { now: new Date(clock.now()), uploadedBy: writer.user.id })).url;
}

describe("a live coverage", () => {
  it("opens on the article's desk, with one of the offered self-ending hours", async () => {
    const id = await newArticle();
    const empty = await t.injectAs(writer, { url: desk(id) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      article: { id, title: "Изборите на живо", slug: null, status: "published" },
      coverage: null,
    } satisfies JournalistLive);
    expect((await t.app.inject({ url: `/api/articles/${id}/live` })).statusCode).toBe(404);
    expect(await readLiveCoverage(t.db, id, 1, new Date(clock.now()))).toBeNull();

    for (const hours of [1, 5, 13, 100]) {
      const res = await t.injectAs(writer, { method: "POST", url: desk(id), payload: { autoEndHours: hours } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: liveRuleTexts.autoEndHours,
        fields: { autoEndHours: liveRuleTexts.autoEndHours },
      });
    }
    expect((await articleRow(id)).liveStartedAt).toBeNull();

    const state = await start(id, 6);
    expect(state).toEqual({ startedAt: now(), endedAt: null, autoEndHours: 6, updatedAt: null, isLive: true });
    // An open coverage's hours change; it keeps its start.
    clock.advance(minute);
    expect(await start(id, 24)).toEqual({ ...state, autoEndHours: 24 });
    const coverage = await publicCoverage(id);
    expect(coverage).toEqual({
      live: { ...state, autoEndHours: 24 },
      keyMoments: [],
      entries: [],
      pagination: { total: 0, page: 1, pageSize: liveLimits.entriesPerPage, totalPages: 1 },
    });
  });

  it("shows the newest entries first, the key moments on top, and pages the older ones", async () => {
    const id = await liveArticle();
    const posted: LiveEntry[] = [];
    for (let i = 1; i <= 23; i++) {
      clock.advance(minute);
      posted.push(await post(id, `<p>Запис ${i}</p>`, { pinned: i === 3 || i === 10 }));
    }
    const first = await publicCoverage(id);
    expect(first.entries.map((e) => e.content)).toEqual(Array.from({ length: 20 }, (_, i) => `<p>Запис ${23 - i}</p>`));
    expect(first.pagination).toEqual({ total: 23, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.keyMoments.map((e) => e.content)).toEqual(["<p>Запис 10</p>", "<p>Запис 3</p>"]);
    expect(first.live.updatedAt).toBe(now());
    expect(first.entries[0]).toEqual({
      ...posted[22]!,
      author: { name: "Мария Иванова", username: writer.user.username },
    });
    expect(first.entries[0]!.createdAt).toBe(now());
    const second = await publicCoverage(id, 2);
    expect(second.entries.map((e) => e.content)).toEqual(["<p>Запис 3</p>", "<p>Запис 2</p>", "<p>Запис 1</p>"]);
    expect(second.keyMoments).toEqual(first.keyMoments);
    expect((await publicCoverage(id, 3)).entries).toEqual([]);
    // The desk reads the same, with the article.
    const onDesk = (await t.injectAs(coWriter, { url: `${desk(id)}?page=2` })).json() as JournalistLive;
    expect(onDesk.coverage).toEqual(second);
    // The same function the article page's loader calls.
    expect(await readLiveCoverage(t.db, id, 2, new Date(clock.now()))).toEqual(second);
  });

  it("names an entry's author by the byline's rule: the full name, else the username, none once the account is gone", async () => {
    const id = await liveArticle();
    const byCoWriter = (await postEntry(id, { content: "<p>От съавтора.</p>" }, coWriter)).json() as LiveEntry;
    expect(byCoWriter.author).toEqual({ name: coWriter.user.username, username: coWriter.user.username });
    const gone = await t.createStaff({ role: "Editor", name: "Временен Редактор" });
    const byGone = (await postEntry(id, { content: "<p>От редактора.</p>" }, gone)).json() as LiveEntry;
    expect(byGone.author).toEqual({ name: "Временен Редактор", username: gone.user.username });
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    const coverage = await publicCoverage(id);
    expect(coverage.entries.find((e) => e.id === byGone.id)!.author).toBeNull();
  });

  it("edits an entry (what is sent), pins and unpins it, and keeps a deleted one as a tombstone", async () => {
    const id = await liveArticle();
    clock.advance(minute);
    const entry = await post(id, "<p>Първи <b>запис</b></p>");
    clock.advance(minute);
    const edited = await patchEntry(id, entry.id, { content: '<p onclick="x()">Поправен <i>запис</i></p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: entry.id,
      content: "<p>Поправен <i>запис</i></p>",
      pinned: false,
      createdAt: entry.createdAt,
      updatedAt: now(),
    });
    expect((await articleRow(id)).liveUpdatedAt?.toISOString()).toBe(now());

    const pinned = await patchEntry(id, entry.id, { pinned: true });
    expect(pinned.json()).toMatchObject({ content: "<p>Поправен <i>запис</i></p>", pinned: true });
    expect((await publicCoverage(id)).keyMoments.map((e) => e.id)).toEqual([entry.id]);
    await patchEntry(id, entry.id, { pinned: false });
    expect((await publicCoverage(id)).keyMoments).toEqual([]);

    clock.advance(minute);
    const second = await post(id, "<p>Втори</p>", { pinned: true });
    clock.advance(minute);
    const deleted = await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${second.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    const coverage = await publicCoverage(id);
    expect(coverage.entries.map((e) => e.id)).toEqual([entry.id]);
    expect(coverage.keyMoments).toEqual([]);
    expect(coverage.pagination.total).toBe(1);
    expect(coverage.live.updatedAt).toBe(now());
    const [tombstone] = await t.db.select().from(liveEntries).where(eq(liveEntries.id, second.id));
    expect(tombstone).toMatchObject({ content: "", image: null, imageAlt: null, pinned: false });
    expect(tombstone!.deletedAt?.toISOString()).toBe(now());
    expect(tombstone!.updatedAt.toISOString()).toBe(now());
    // Gone is gone: no change, no second delete.
    expect((await patchEntry(id, second.id, { content: "<p>Обратно</p>" })).json()).toMatchObject({
      error: liveRuleTexts.entryNotFound,
    });
    expect((await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${second.id}` })).statusCode).toBe(
      404,
    );
    // An entry of another article is not this one's.
    const elsewhere = await liveArticle();
    expect((await patchEntry(elsewhere, entry.id, { pinned: true })).statusCode).toBe(404);
  });

  it("ends: no new entries then, its entries still edited and deleted; reopened, it starts anew", async () => {
    const id = await liveArticle();
    const entry = await post(id, "<p>Преди края</p>");
    clock.advance(minute);
    const ended = await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ endedAt: now(), isLive: false });
    const refused = await postEntry(id, { content: "<p>След края</p>" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: liveRuleTexts.ended });
    expect((await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` })).json()).toMatchObject({
      error: liveRuleTexts.ended,
    });
    expect((await patchEntry(id, entry.id, { content: "<p>Поправка след края</p>" })).statusCode).toBe(200);
    expect((await publicCoverage(id)).live.isLive).toBe(false);

    clock.advance(hour);
    const reopened = await start(id, 2);
    expect(reopened).toMatchObject({ startedAt: now(), endedAt: null, autoEndHours: 2, isLive: true });
    expect((await postEntry(id, { content: "<p>Отново на живо</p>" })).statusCode).toBe(201);

    const never = await newArticle();
    for (const res of [
      await postEntry(never, { content: "<p>Текст</p>" }),
      await t.injectAs(writer, { method: "POST", url: `${desk(never)}/end` }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: liveRuleTexts.notLive });
    }
  });

  it("keeps at most keyMomentsMax key moments", async () => {
    const id = await liveArticle();
    const entries: LiveEntry[] = [];
    for (let i = 0; i < liveLimits.keyMomentsMax; i++) {
      clock.advance(1000);
      entries.push(await post(id, `<p>Момент ${i}</p>`, { pinned: true }));
    }
    const plain = await post(id, "<p>Обикновен</p>");
    const before = await storedEntries(id);
    const message = liveRuleTexts.tooManyKeyMoments(liveLimits.keyMomentsMax);
    const tooMany = await postEntry(id, { content: "<p>Още един</p>", pinned: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: message, fields: { pinned: message } });
    expect((await patchEntry(id, plain.id, { pinned: true })).json()).toMatchObject({ error: message });
    expect(await storedEntries(id)).toEqual(before);
    expect((await publicCoverage(id)).keyMoments).toHaveLength(liveLimits.keyMomentsMax);
    // One unpinned makes room.
    await patchEntry(id, entries[0]!.id, { pinned: false });
    expect((await patchEntry(id, plain.id, { pinned: true })).statusCode).toBe(200);
  });

  it("takes a picture of the media library with its description, and nothing else", async () => {
    const id = await liveArticle();
    const url = await libraryPicture();
    const withPicture = await post(id, "<p>Снимка от мястото</p>", { image: url, imageAlt: "  Площадът вечерта  " });
    expect(withPicture).toMatchObject({ image: url, imageAlt: "Площадът вечерта" });
    const before = await storedEntries(id);
    const cases: [Record<string, unknown>, "image" | "imageAlt", string][] = [
      [{ image: url }, "imageAlt", liveRuleTexts.imageAltRequired],
      [{ image: url, imageAlt: " \u200b " }, "imageAlt", liveRuleTexts.imageAltRequired],
      [
        { image: url, imageAlt: "д".repeat(limits.imageAltMax + 1) },
        "imageAlt",
        liveRuleTexts.imageAltTooLong(limits.imageAltMax),
      ],
      [{ image: "https://example.com/x.webp", imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
      [{ image: "/media/images/2026/11/none-1200.webp", imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
      [{ image: url.replace(/-\d+\.webp$/, "-9999.webp"), imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
      [{ image: `${url}?x=1`, imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
      [{ image: "/media/../../etc/passwd-1.webp", imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
      [{ image: "javascript:alert(1)", imageAlt: "Х" }, "image", liveRuleTexts.imageNotFromLibrary],
    ];
    for (const [picture, field, message] of cases) {
      const res = await postEntry(id, { content: "<p>Текст</p>", ...picture });
      expect(res.statusCode, JSON.stringify(picture)).toBe(400);
      expect(res.json()).toMatchObject({ error: message, fields: { [field]: message } });
    }
    expect(await storedEntries(id)).toEqual(before);
    // A change of the description alone keeps the picture; null takes it away with its description.
    expect((await patchEntry(id, withPicture.id, { imageAlt: "Нов опис" })).json()).toMatchObject({
      image: url,
      imageAlt: "Нов опис",
    });
    expect((await patchEntry(id, withPicture.id, { imageAlt: "" })).statusCode).toBe(400);
    expect((await patchEntry(id, withPicture.id, { image: null })).json()).toMatchObject({
      image: null,
      imageAlt: null,
    });
  });

  it("keeps an entry's picture in the media library while the entry shows it", async () => {
    const id = await liveArticle();
    const url = await libraryPicture();
    const [file] = await t.db.select({ id: mediaFiles.id }).from(mediaFiles).orderBy(desc(mediaFiles.id)).limit(1);
    const entry = await post(id, "<p>Снимка от площада</p>", { image: url, imageAlt: "Площадът" });
    const removePicture = () => t.injectAs(writer, { method: "DELETE", url: `/api/media/${file!.id}` });
    const used = await removePicture();
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toBe(mediaServerTexts.usedBy(["Изборите на живо"]));
    // A deleted entry shows it no more.
    expect((await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${entry.id}` })).statusCode).toBe(
      204,
    );
    expect((await removePicture()).statusCode).toBe(200);
  });

  it("refuses hostile entries with a Bulgarian 400, storing nothing", async () => {
    const id = await liveArticle();
    const kept = await post(id, "<p>Истински запис</p>");
    const before = { entries: await storedEntries(id), updatedAt: (await articleRow(id)).liveUpdatedAt };
    const hostile: [string, string][] = [
      ["<p>Текст\u0000</p>", ""],
      ["<p>\u200b\u2060\u00ad&nbsp; \u3164</p>", liveRuleTexts.emptyEntry],
      ["", liveRuleTexts.emptyEntry],
      ["<p><br></p><script>alert(1)</script><img src=x onerror=alert(1)>", liveRuleTexts.emptyEntry],
      [`<p>${"ж".repeat(10_000)}</p>`, liveRuleTexts.entryTooLong(liveLimits.entryContentMax)],
      ["<b>x</b>".repeat(200), liveRuleTexts.entryMarkup],
      ['<p><a href="javascript:alert(1)">връзка</a></p>', liveRuleTexts.linkRefused],
      ['<p><a href=" JaVaScRiPt:alert(1)">връзка</a></p>', liveRuleTexts.linkRefused],
      ['<p><a href="data:text/html,<script>x</script>">връзка</a></p>', liveRuleTexts.linkRefused],
    ];
    for (const [content, message] of hostile) {
      const res = await postEntry(id, { content });
      expect(res.statusCode, content.slice(0, 40)).toBe(400);
      const body = res.json() as { error: string };
      if (message) expect(body.error).toBe(message);
      else expect(body.error).toMatch(/[а-я]/i);
      const edit = await patchEntry(id, kept.id, { content });
      expect(edit.statusCode, content.slice(0, 40)).toBe(400);
    }
    // Not even the schema's bound: a megabyte of text, a number, a list.
    for (const content of ["ж".repeat(liveLimits.entryContentMax * 4 + 1), 42, ["<p>x</p>"], null])
      expect((await postEntry(id, { content })).statusCode).toBe(400);
    expect(await storedEntries(id)).toEqual(before.entries);
    expect((await articleRow(id)).liveUpdatedAt).toEqual(before.updatedAt);
    // The text of an accepted entry is kept as a paragraph is: what may not stay goes, the rest stays.
    const cleaned = await post(
      id,
      '<p style="color:red">Добре <a href="https://example.bg" target="_blank">тук</a></p>',
    );
    expect(cleaned.content).toBe('<p>Добре <a href="https://example.bg" rel="noopener noreferrer">тук</a></p>');
  });
});

describe("who runs a coverage", () => {
  it("is the article's author, co-authors, Editors and the administrators; anyone else finds nothing", async () => {
    const id = await newArticle();
    for (const who of [writer, coWriter, editor, admin, owner]) {
      expect((await t.injectAs(who, { url: desk(id) })).statusCode).toBe(200);
      await start(id, 12, who);
      const entry = await post(id, "<p>Запис</p>").then(() => postEntry(id, { content: "<p>Още</p>" }, who));
      expect(entry.statusCode, who.user.role).toBe(201);
      const entryId = (entry.json() as LiveEntry).id;
      expect((await patchEntry(id, entryId, { pinned: true }, who)).statusCode).toBe(200);
      expect((await t.injectAs(who, { method: "DELETE", url: `${desk(id)}/entries/${entryId}` })).statusCode).toBe(204);
      expect((await t.injectAs(who, { method: "POST", url: `${desk(id)}/end` })).statusCode).toBe(200);
    }
    await start(id);
    const [entry] = await storedEntries(id);
    const routes = [
      { method: "GET" as const, url: desk(id) },
      { method: "POST" as const, url: desk(id), payload: { autoEndHours: 6 } },
      { method: "POST" as const, url: `${desk(id)}/end` },
      { method: "POST" as const, url: `${desk(id)}/entries`, payload: { content: "<p>Чужд запис</p>" } },
      { method: "PATCH" as const, url: `${desk(id)}/entries/${entry!.id}`, payload: { content: "<p>Чуждо</p>" } },
      { method: "DELETE" as const, url: `${desk(id)}/entries/${entry!.id}` },
    ];
    const before = { entries: await storedEntries(id), article: await articleRow(id) };
    for (const route of routes) {
      expect((await t.injectAs(other, route)).statusCode, `${route.method} ${route.url}`).toBe(404);
      expect((await t.injectAs(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await storedEntries(id)).toEqual(before.entries);
    expect(await articleRow(id)).toEqual(before.article);
    // The readers' side is open to anyone.
    expect((await t.app.inject({ url: `/api/articles/${id}/live` })).statusCode).toBe(200);
  });

  it("records every write in the audit log, under the article", async () => {
    const id = await liveArticle();
    const entry = await post(id, "<p>Запис</p>");
    await patchEntry(id, entry.id, { pinned: true });
    await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${entry.id}` });
    await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` });
    const rows = await t.db
      .select({ details: auditLogs.details, userId: auditLogs.userId, action: auditLogs.action })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityType, "ARTICLE"), eq(auditLogs.entityId, String(id)), like(auditLogs.details, "%live%")),
      )
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.details)).toEqual([
      'Started the live coverage of article "Изборите на живо" (ends itself after 12 h without entries)',
      `Posted live entry ${entry.id} on article "Изборите на живо"`,
      `Changed live entry ${entry.id} of article "Изборите на живо"`,
      `Deleted live entry ${entry.id} of article "Изборите на живо"`,
      'Ended the live coverage of article "Изборите на живо"',
    ]);
    expect(rows.every((r) => r.userId === writer.user.id && r.action === "UPDATE")).toBe(true);
  });
});

describe("readers", () => {
  it("see a coverage of published articles only", async () => {
    const draft = await newArticle({ status: "draft" });
    await start(draft);
    expect((await postEntry(draft, { content: "<p>Подготовка</p>" })).statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/articles/${draft}/live` })).statusCode).toBe(404);
    expect(((await t.injectAs(writer, { url: desk(draft) })).json() as JournalistLive).coverage?.entries).toHaveLength(
      1,
    );
    expect((await t.app.inject({ url: "/api/articles/999999/live" })).statusCode).toBe(404);
  });

  it("see НА ЖИВО on the article and its cards while it lasts, and not after", async () => {
    const id = await newArticle({ categories: ["Спорт"] });
    const card = async () =>
      (
        (
          await t.app.inject({ url: `/api/articles?category=${encodeURIComponent("Спорт")}&pageSize=50` })
        ).json() as ArticleListResponse
      ).articles.find((a) => a.id === id)!;
    const detail = async () => (await t.app.inject({ url: `/api/articles/${id}` })).json() as ArticleDetail;
    expect(await card()).not.toHaveProperty("live");
    expect((await detail()).live).toBeNull();
    const state = await start(id);
    expect((await card()).live).toBe(true);
    expect((await detail()).live).toEqual(state);
    await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` });
    expect(await card()).not.toHaveProperty("live");
    expect((await detail()).live).toMatchObject({ isLive: false, endedAt: now() });
  });
});

describe("search engines and feeds (issue 37, point 3)", () => {
  it("carry an open coverage's updates: the News sitemap, RSS and a LiveBlogPosting", async () => {
    const days = 24 * hour;
    const id = await insertArticle(t.db, {
      title: "Протестите на живо",
      authorId: writer.user.id,
      categories: ["Политика"],
      publishDate: new Date(clock.now() - 5 * days),
    });
    const inNewsSitemap = async () =>
      (await t.app.inject({ url: "/news-sitemap.xml" })).body.includes(`/article/${id}</loc>`);
    // Published five days ago: past the News sitemap's two days, until its coverage brings news.
    expect(await inNewsSitemap()).toBe(false);
    await start(id);
    const entry = await post(id, "<p>Шествието тръгна от <b>Орлов мост</b>.</p>");
    const newsSitemap = (await t.app.inject({ url: "/news-sitemap.xml" })).body;
    const item = newsSitemap.split("<url>").find((u) => u.includes(`/article/${id}</loc>`));
    expect(item).toContain(`<lastmod>${entry.createdAt}</lastmod>`);
    const rssItem = (await t.app.inject({ url: "/rss.xml" })).body
      .split("<item>")
      .find((i) => i.includes(`/article/${id}</link>`));
    expect(rssItem).toContain(`<atom:updated>${entry.createdAt}</atom:updated>`);
    const sitemapEntry = (await t.app.inject({ url: "/sitemap.xml" })).body
      .split("<url>")
      .find((u) => u.includes(`/article/${id}</loc>`));
    expect(sitemapEntry).toContain(`<lastmod>${entry.createdAt}</lastmod>`);
    // Ended, it is old news again.
    await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` });
    expect(await inNewsSitemap()).toBe(false);
  });
});

describe("a coverage without entries for its hours", () => {
  it("ends itself, dated its quiet moment plus its hours, once, and its pages follow", async () => {
    // The other tests' coverages end now: only this test's are left to end themselves.
    await t.db
      .update(articles)
      .set({ liveEndedAt: new Date(clock.now()) })
      .where(and(isNotNull(articles.liveStartedAt), isNull(articles.liveEndedAt)));
    const quiet = await liveArticle(2);
    const startedAt = clock.now();
    clock.advance(30 * minute);
    const active = await liveArticle(2);
    const lastEntry = await post(active, "<p>Последен запис</p>");
    const fresh = await liveArticle(6);
    take();

    // The task's function, as its timer runs it (which may also run meanwhile: the state is what counts).
    clock.advance(2 * hour - 30 * minute - 1000);
    await t.app.liveEnding.runNow();
    expect((await articleRow(quiet)).liveEndedAt).toBeNull();
    expect(take()).toEqual([]);
    clock.advance(1000);
    await t.app.liveEnding.runNow();
    expect((await articleRow(quiet)).liveEndedAt?.getTime()).toBe(startedAt + 2 * hour);
    expect((await articleRow(active)).liveEndedAt).toBeNull();
    expect((await publicCoverage(quiet)).live).toMatchObject({ isLive: false });
    // Its card and page, and the lists that show it, are outdated.
    const [change] = take();
    expect(change).toEqual({ pages: "articles", articleIds: [quiet], categories: ["политика"] });
    expect(reaches(change!, "light /home", null)).toBe(true);
    expect(reaches(change!, `light /article/${quiet}-izborite`, [])).toBe(true);

    // An edit or a deletion is not an entry: the newest entry's moment counts.
    clock.advance(20 * minute);
    await patchEntry(active, lastEntry.id, { content: "<p>Поправен</p>" });
    clock.advance(10 * minute);
    await t.app.liveEnding.runNow();
    expect((await articleRow(active)).liveEndedAt?.toISOString()).toBe(
      new Date(Date.parse(lastEntry.createdAt) + 2 * hour).toISOString(),
    );
    expect(await t.app.liveEnding.runNow()).toEqual([]);
    expect((await articleRow(fresh)).liveEndedAt).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(quiet)), like(auditLogs.details, "%ended itself%")));
    expect(audit).toMatchObject({ userId: null, details: expect.stringContaining("after 2 h without entries") });
  });
});

describe("several processes", () => {
  it("end each quiet coverage once, whichever looks first (on PostgreSQL, side by side)", async () => {
    await t.db
      .update(articles)
      .set({ liveEndedAt: new Date(clock.now()) })
      .where(and(isNotNull(articles.liveStartedAt), isNull(articles.liveEndedAt)));
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await liveArticle(2);
      if (i % 2 === 0) await post(id, "<p>Запис</p>");
      ids.push(id);
    }
    clock.advance(2 * hour);
    // Each its own transaction and, on PostgreSQL, its own connection, as the processes' tasks are.
    const at = new Date(clock.now());
    const runs = await Promise.all([1, 2, 3].map(() => endQuietCoverages(t.db, at)));
    const ended = runs.flat().map((a) => a.id);
    expect(ended.toSorted((a, b) => a - b)).toEqual(ids);
    const audits = await t.db
      .select({ entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(like(auditLogs.details, "%ended itself%"));
    for (const id of ids) expect(audits.filter((a) => a.entityId === String(id))).toHaveLength(1);
    for (const id of ids) expect((await articleRow(id)).liveEndedAt?.toISOString()).toBe(at.toISOString());
  });
});

describe("the cached pages", () => {
  it("an entry's write outdates the article's own pages, no list; a start and an end its lists too", async () => {
    const id = await newArticle({ categories: ["Спорт"] });
    const articleKey = `light /article/${id}-izborite-na-zhivo?entries=2`;
    take();
    await start(id);
    const [started] = take();
    expect(started).toMatchObject({ pages: "articles", articleIds: [id] });
    expect(reaches(started!, "light /home", null)).toBe(true);
    expect(reaches(started!, "light /category/sport", null)).toBe(true);

    const entry = await post(id, "<p>Запис</p>");
    await patchEntry(id, entry.id, { pinned: true });
    await t.injectAs(writer, { method: "DELETE", url: `${desk(id)}/entries/${entry.id}` });
    const changes = take();
    expect(changes).toEqual(
      Array.from({ length: 3 }, () => ({ pages: "articles", articleIds: [id], categories: [], ownPagesOnly: true })),
    );
    for (const change of changes) {
      expect(reaches(change, articleKey, ["спорт"])).toBe(true);
      expect(reaches(change, `light /article/${id + 1000}-drugo`, ["спорт"])).toBe(false);
      expect(reaches(change, "light /home", null)).toBe(false);
    }

    await t.injectAs(writer, { method: "POST", url: `${desk(id)}/end` });
    const [ended] = take();
    expect(reaches(ended!, "dark /home", null)).toBe(true);
    expect(reaches(ended!, articleKey, null)).toBe(true);

    // An unpublished article's coverage is no reader's page.
    const draft = await newArticle({ status: "draft" });
    await start(draft);
    await post(draft, "<p>Чернова</p>");
    expect(take()).toEqual([{ pages: "none" }, { pages: "none" }]);
  });
});
