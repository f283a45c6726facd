import { ownArticleRow } from "./co-authors.ts";
import type { RestoreInput, Revision, RevisionList, SavedArticle } from "#common/schemas/revisions.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { Database } from "#server/db/client.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articles } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import type { Actor } from "#server/modules/audit/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { updateArticle } from "./authoring.ts";
import { findRevision, latestSnapshot, listRevisionSummaries } from "./revisions.ts";

/** The author's article, with what its history needs, or 404. */
const ownArticle = (db: Database, actor: Actor, articleId: number) =>
  ownArticleRow(db, actor.user, articleId, {
    id: articles.id,
    version: articles.version,
    status: articles.status,
    authorId: articles.authorId,
    updatedAt: articles.updatedAt,
  });

/** An article never written through the services has its stored text as its first revision. */
async function ensureHistory(db: Database, article: Awaited<ReturnType<typeof ownArticle>>) {
  await db.transaction((tx) => latestSnapshot(tx as unknown as Database, article).then(() => undefined));
}

/** The history of the user's own article, newest first (decision 0066). */
export async function articleHistory(db: Database, actor: Actor, articleId: number): Promise<RevisionList> {
  const article = await ownArticle(db, actor, articleId);
  await ensureHistory(db, article);
  return { version: article.version, status: article.status, revisions: await listRevisionSummaries(db, articleId) };
}

export async function articleRevision(
  db: Database,
  actor: Actor,
  articleId: number,
  version: number,
): Promise<Revision> {
  const article = await ownArticle(db, actor, articleId);
  await ensureHistory(db, article);
  const revision = await findRevision(db, articleId, version);
  if (!revision) throw notFound(newsroomTexts.revisionNotFound);
  return revision;
}

/**
 * Brings back the text of a revision as a new one (the current text stays in the history); the
 * status is kept, so a published article shows the restored text at once, and must keep SPEC.md's
 * rules. `input.version` is the version the editor had: a stale one answers 409. A published
 * article's restore may be marked for readers as a correction or an update (issue 29).
 */
export async function restoreRevision(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  articleId: number,
  version: number,
  input: RestoreInput,
  now: Date,
): Promise<SavedArticle & { pages: PageChange }> {
  const revision = await articleRevision(db, actor, articleId, version);
  const { snapshot } = revision;
  const { newRevision: _new, ...saved } = await updateArticle(
    db,
    storage,
    actor,
    articleId,
    {
      ...snapshot,
      sections: snapshot.sections.map((s) => ({ ...s, caption: s.caption ?? null })),
      version: input.version,
      change: input.change,
    },
    { kind: "restore", restoredFrom: version, now },
  );
  return saved;
}
