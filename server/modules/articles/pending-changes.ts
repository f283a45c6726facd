import { and, eq } from "drizzle-orm";
import { ownArticleRow } from "./co-authors.ts";
import type { ArticleSnapshot, AutosaveInput, AutosaveResult, PendingChanges } from "#common/schemas/revisions.ts";
import type { Database } from "#server/db/client.ts";
import { articleAutosaves, articles } from "#server/db/schema.ts";
import type { Actor } from "#server/modules/audit/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { cleanArticle, discardPendingOf, updateArticle } from "./authoring.ts";
import { packSnapshot, unpackSnapshot } from "./revisions.ts";
import { conflictSince } from "./edit-conflicts.ts";
import { articleTagsInput } from "#server/modules/tags/service.ts";

/**
 * The builder's autosave and "Запази като чернова" on the server (decision 0064). A draft is saved
 * itself, as a revision (a run of autosaves coalesces into one). A published or scheduled article
 * never changes from an autosave: its changes are kept aside, one set per article and person,
 * until that person saves them (Запази промените) or discards them.
 */
export async function autosaveArticle(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  articleId: number,
  input: AutosaveInput,
  now: Date,
): Promise<AutosaveResult> {
  const row = await ownArticleRow(db, actor.user, articleId, {
    id: articles.id,
    status: articles.status,
    version: articles.version,
    scheduledAt: articles.scheduledAt,
  });
  if (row.status === "draft") {
    const saved = await updateArticle(db, storage, actor, articleId, input, { kind: "autosave", now });
    return { target: "article", version: saved.version, savedAt: saved.savedAt };
  }
  const article = await cleanArticle(db, storage, input, "draft");
  const { categoryIds: _ids, categoryNames, ...text } = article;
  const tags = articleTagsInput(input.tags);
  const snapshot: ArticleSnapshot = {
    ...text,
    categories: categoryNames,
    ...(tags ? { tags: tags.map((t) => t.name) } : {}),
  };
  // Compressed: every autosave rewrites it, and on the embedded database the old one stays as a
  // dead row until the next vacuum (decision 0103).
  const packed = await packSnapshot(snapshot);
  await db
    .insert(articleAutosaves)
    .values({ articleId, userId: actor.user.id, baseVersion: input.version, packed, savedAt: now })
    .onConflictDoUpdate({
      target: [articleAutosaves.articleId, articleAutosaves.userId],
      set: { baseVersion: input.version, packed, snapshot: null, savedAt: now },
    });
  // Kept aside all the same; the builder is told what happened since its version (issue 29, point 1).
  const conflict =
    input.version === row.version ? undefined : await conflictSince(db, row, input.version, actor.user.id, now);
  return { target: "pending", version: row.version, savedAt: now.toISOString(), ...(conflict ? { conflict } : {}) };
}

/** The caller's pending changes of their article, if any. */
export async function pendingChanges(db: Database, actor: Actor, articleId: number): Promise<PendingChanges> {
  await ownArticleExists(db, actor, articleId);
  const [row] = await db
    .select()
    .from(articleAutosaves)
    .where(and(eq(articleAutosaves.articleId, articleId), eq(articleAutosaves.userId, actor.user.id)));
  if (!row) return { pending: null };
  const snapshot = row.snapshot !== null ? (row.snapshot as ArticleSnapshot) : await unpackSnapshot(row.packed!);
  return { pending: { baseVersion: row.baseVersion, savedAt: row.savedAt.toISOString(), snapshot } };
}

export async function discardPendingChanges(db: Database, actor: Actor, articleId: number): Promise<void> {
  await ownArticleExists(db, actor, articleId);
  await discardPendingOf(db, articleId, actor.user.id);
}

async function ownArticleExists(db: Database, actor: Actor, articleId: number) {
  await ownArticleRow(db, actor.user, articleId, { id: articles.id });
}
