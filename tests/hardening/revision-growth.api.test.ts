import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { articleAutosaves, articleRevisions, type UserRow } from "#server/db/schema.ts";
import { changeArticleStatus, createArticle, updateArticle } from "#server/modules/articles/authoring.ts";
import { packOldRevisions, pruneRevisions } from "#server/modules/articles/revision-upkeep.ts";
import { findRevision, listRevisionSummaries, storedSnapshot } from "#server/modules/articles/revisions.ts";
import type { Actor } from "#server/modules/audit/service.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";

/**
 * Issue 30, point 8: about 335 KB a revision of a long article, kept for ever (2 000 saves ≈ 670
 * MB), and about 778 KB of dead rows an autosave on the embedded database between its vacuums.
 * Now (decision 0103) a revision's text is compressed, a run of autosaves rewrites a small row and
 * only the sections that changed, and revisions older than 30 days are kept only where editors
 * need them: the texts readers saw, the last of each day, the newest, and a pending change's base.
 */

let handle: DatabaseHandle;
let actor: Actor;
const storage = createLocalStorage("/tmp/hronika-revision-test-uploads");
const dayMs = 24 * 60 * 60_000;

/** A long article of ordinary text: 300 paragraphs, about 120 000 characters. */
const paragraphs = Array.from({ length: 300 }, (_, i) => ({
  type: "paragraph",
  content: `<p>Абзац ${i}: Общинският съвет обсъди бюджета за следващата година, а кметът представи плановете за ремонт на улиците и училищата в квартала ${i}.</p>`,
}));
const input = (sections: typeof paragraphs, extra: object = {}) => ({
  title: "Дълга статия",
  description: "",
  categories: [],
  sections,
  thumbnail: null,
  ...extra,
});
const edited = (i: number, text: string) =>
  paragraphs.map((p, j) => (j === i ? { ...p, content: `<p>${text}</p>` } : p));

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(handle.db, query))[0]!.n;
const rowOf = async (articleId: number, version: number) =>
  (
    await queryRows<{ snapshot: unknown; packed_bytes: number | null; published: boolean | null; kind: string }>(
      handle.db,
      sql`select snapshot, octet_length(packed) as packed_bytes, published, kind from article_revisions where article_id = ${articleId} and version = ${version}`,
    )
  )[0];

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = (await createUser(handle.db, {
    username: "dalga.statia",
    password: "correct-horse-battery",
    role: "Journalist",
    isActive: true,
    name: "Дълга Статия",
  })) as UserRow;
  actor = { user, ipAddress: "203.0.113.8" };
}, 60_000);
afterAll(() => handle.close());

describe("revisions kept compactly", () => {
  it("keeps a revision's text compressed, and a run of autosaves as a small row until the next revision seals it", async () => {
    const draft = await createArticle(
      handle.db,
      storage,
      actor,
      { ...input(paragraphs), isPublished: false },
      new Date(),
    );
    const created = (await rowOf(draft.articleId, 1))!;
    const json = JSON.stringify((await storedSnapshot(handle.db, draft.articleId))!).length;
    expect(created.snapshot).toBeNull();
    expect(created.packed_bytes!).toBeLessThan(json / 4);
    expect(created.published).toBe(false);

    const sectionIds = async () =>
      (
        await queryRows<{ id: number }>(
          handle.db,
          sql`select id from sections where article_id = ${draft.articleId} order by order_index`,
        )
      ).map((r) => r.id);
    const idsBefore = await sectionIds();
    let version = draft.version;
    for (let i = 0; i < 5; i++) {
      version = (
        await updateArticle(
          handle.db,
          storage,
          actor,
          draft.articleId,
          { ...input(edited(7, `Поправка ${i}.`)), version },
          { kind: "autosave", now: new Date() },
        )
      ).version;
    }
    // One paragraph changed: the other 299 rows were not written again (same rows).
    const idsAfter = await sectionIds();
    expect(idsAfter.filter((id, i) => id !== idsBefore[i])).toEqual([]);
    // The run is one revision that keeps no text of its own: the article's, as stored.
    const run = (await rowOf(draft.articleId, version))!;
    expect(run).toMatchObject({ kind: "autosave", snapshot: null, packed_bytes: null, published: false });
    expect((await findRevision(handle.db, draft.articleId, version))!.snapshot.sections[7]!.content).toBe(
      "<p>Поправка 4.</p>",
    );

    // A save seals the run with the text it had, then keeps its own.
    const saved = await updateArticle(handle.db, storage, actor, draft.articleId, input(edited(7, "Окончателно.")), {
      now: new Date(),
    });
    expect((await rowOf(draft.articleId, version))!.packed_bytes).toBeGreaterThan(0);
    expect((await findRevision(handle.db, draft.articleId, version))!.snapshot.sections[7]!.content).toBe(
      "<p>Поправка 4.</p>",
    );
    expect((await findRevision(handle.db, draft.articleId, saved.version))!.snapshot.sections[7]!.content).toBe(
      "<p>Окончателно.</p>",
    );
    expect((await listRevisionSummaries(handle.db, draft.articleId)).map((r) => r.kind)).toEqual([
      "save",
      "autosave",
      "create",
    ]);
  });

  it("packs the JSON texts of revisions written before, reading back the same text", async () => {
    const article = await createArticle(
      handle.db,
      storage,
      actor,
      { ...input(paragraphs.slice(0, 20)), isPublished: false },
      new Date(),
    );
    const snapshot = (await storedSnapshot(handle.db, article.articleId)) as ArticleSnapshot;
    await handle.db
      .insert(articleRevisions)
      .values({ articleId: article.articleId, version: 2, kind: "save", snapshot, createdAt: new Date() });
    expect(await count(sql`select count(*)::int as n from article_revisions where snapshot is not null`)).toBe(1);
    expect(await packOldRevisions(handle.db)).toBe(1);
    expect(await count(sql`select count(*)::int as n from article_revisions where snapshot is not null`)).toBe(0);
    expect((await findRevision(handle.db, article.articleId, 2))!.snapshot).toEqual(snapshot);
  });
});

describe("the retention of revisions", () => {
  it(`keeps every revision for ${limits.revisionsKeptDays} days, then the published ones, the last of each day, the newest and a pending change's base`, async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * dayMs + (hour - 12) * 60 * 60_000);
    const draft = await createArticle(
      handle.db,
      storage,
      actor,
      { ...input(paragraphs.slice(0, 5)), isPublished: false },
      at(40, 9),
    );
    let version = draft.version;
    const save = async (daysAgo: number, hour: number, text: string) => {
      version = (
        await updateArticle(
          handle.db,
          storage,
          actor,
          draft.articleId,
          { ...input(edited(0, text).slice(0, 5)), version },
          { now: at(daysAgo, hour) },
        )
      ).version;
      return version;
    };
    const early = [await save(40, 10, "а"), await save(40, 11, "б")];
    const lastOfDay40 = await save(40, 15, "в");
    const day39 = [await save(39, 9, "г"), await save(39, 10, "д")];
    await changeArticleStatus(handle.db, actor, draft.articleId, true, { now: at(39, 11) });
    const published = ++version;
    const whilePublished = await save(39, 12, "е");
    await changeArticleStatus(handle.db, actor, draft.articleId, false, { now: at(38, 9) });
    const hidden = ++version;
    const day38 = [await save(38, 10, "ж"), await save(38, 11, "з")];
    const recent = [await save(2, 9, "и"), await save(2, 10, "й"), await save(0, 9, "к")];
    // Someone's pending changes were made on the first version of day 38: that one stays too.
    await handle.db.insert(articleAutosaves).values({
      articleId: draft.articleId,
      userId: actor.user.id,
      baseVersion: day38[0]!,
      snapshot: {},
      savedAt: now,
    });

    const before = (await listRevisionSummaries(handle.db, draft.articleId)).map((r) => r.version);
    await pruneRevisions(handle.db, now);
    const after = (await listRevisionSummaries(handle.db, draft.articleId)).map((r) => r.version);
    const removed = before.filter((v) => !after.includes(v)).sort((a, b) => a - b);
    // Gone: day 40's revisions but its last, day 39's unpublished ones, and day 38's hiding (a later
    // revision that day stays; the text it hid is the published one before it).
    expect(removed).toEqual([1, ...early, ...day39, hidden]);
    for (const kept of [lastOfDay40, published, whilePublished, ...day38, ...recent])
      expect(after, `version ${kept}`).toContain(kept);
    // Nothing within the 30 days, and nothing more on a second pass.
    expect(await pruneRevisions(handle.db, now)).toBe(0);
    expect((await findRevision(handle.db, draft.articleId, lastOfDay40))!.snapshot.sections[0]!.content).toBe(
      "<p>в</p>",
    );
  });
});
