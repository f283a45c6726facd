import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants } from "node:zlib";
import { and, asc, desc, eq, lt } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type {
  ArticleSnapshot,
  RevisionChanges,
  RevisionKind,
  Revision,
  RevisionSummary,
} from "#common/schemas/revisions.ts";
import type { Database } from "#server/db/client.ts";
import {
  articleCategories,
  articleCorrections,
  articleRevisions,
  articles,
  categories,
  sections,
} from "#server/db/schema.ts";
import type { Actor } from "#server/modules/audit/service.ts";
import type { PublishState } from "./publish-state.ts";
import { revisionChanges } from "./revision-changes.ts";

/**
 * An article's history (decision 0066): a revision per write, with the whole text as it stood
 * after it. Articles written before the history existed (or straight into the database: the demo
 * content, the large seed) get their first revision, "initial", from the stored text just before
 * their first write through the services, so no earlier text is ever lost.
 *
 * Stored compactly (decision 0103): a revision's text is brotli-compressed JSON (`packed`), and
 * the newest revision of a run of autosaves keeps no text at all while the run goes on: its text
 * is the article's as stored, and the next revision of another kind seals it (writes its text)
 * before the stored text changes. So an autosave rewrites a small row, not the whole article
 * again; revisions written before issue 30 keep their JSON until the newsroom's upkeep packs them.
 */

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** What a section holds, as a snapshot keeps it and a save compares it. */
export const sectionContentColumns = {
  type: sections.type,
  content: sections.content,
  caption: sections.caption,
  alt: sections.alt,
  credit: sections.credit,
};

/** A snapshot as stored: brotli at quality 5 (a long article in a few ms, off the event loop: libuv's pool). */
export async function packSnapshot(snapshot: ArticleSnapshot): Promise<Buffer> {
  const json = Buffer.from(JSON.stringify(snapshot));
  return compress(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

export async function unpackSnapshot(packed: Buffer): Promise<ArticleSnapshot> {
  return JSON.parse((await decompress(packed)).toString("utf8")) as ArticleSnapshot;
}

/** What a revision row keeps of its text. */
type StoredText = { snapshot: unknown; packed: Buffer | null };
const textColumns = { snapshot: articleRevisions.snapshot, packed: articleRevisions.packed };

/** A revision's text: its JSON, its packed JSON, or (the newest of a run of autosaves) the article's as stored. */
async function textOf(db: Database, articleId: number, row: StoredText): Promise<ArticleSnapshot> {
  if (row.snapshot !== null) return row.snapshot as ArticleSnapshot;
  if (row.packed !== null) return unpackSnapshot(row.packed);
  return (await storedSnapshot(db, articleId))!;
}
const sealed = (row: StoredText) => row.snapshot !== null || row.packed !== null;

/** The text of an article as stored, as a snapshot. */
export async function storedSnapshot(db: Database, articleId: number): Promise<ArticleSnapshot | null> {
  const [[article], names, parts] = await Promise.all([
    db
      .select({
        title: articles.title,
        description: articles.description,
        thumbnail: articles.thumbnail,
        thumbnailAlt: articles.thumbnailAlt,
        thumbnailCredit: articles.thumbnailCredit,
      })
      .from(articles)
      .where(eq(articles.id, articleId)),
    db
      .select({ name: categories.name })
      .from(articleCategories)
      .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
      .where(eq(articleCategories.articleId, articleId))
      .orderBy(asc(articleCategories.position)),
    db
      .select(sectionContentColumns)
      .from(sections)
      .where(eq(sections.articleId, articleId))
      .orderBy(asc(sections.orderIndex)),
  ]);
  if (!article) return null;
  return { ...article, categories: names.map((n) => n.name), sections: parts };
}

/** The newest revision's snapshot, after making sure the current version has one. */
export async function latestSnapshot(
  tx: Database,
  article: { id: number; version: number; authorId: number | null; updatedAt: Date; status?: string },
): Promise<ArticleSnapshot> {
  const [latest] = await tx
    .select({ version: articleRevisions.version, ...textColumns })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, article.id))
    .orderBy(desc(articleRevisions.version))
    .limit(1);
  if (latest && latest.version === article.version) return textOf(tx, article.id, latest);
  const snapshot = (await storedSnapshot(tx, article.id))!;
  await tx
    .insert(articleRevisions)
    .values({
      articleId: article.id,
      version: article.version,
      kind: "initial",
      userId: article.authorId,
      createdAt: article.updatedAt,
      packed: await packSnapshot(snapshot),
      published: article.status === undefined ? null : article.status === "published",
    })
    .onConflictDoNothing();
  return snapshot;
}

export type NewRevision = {
  articleId: number;
  version: number;
  kind: RevisionKind;
  actor: Actor | null;
  snapshot: ArticleSnapshot;
  /** The text before this write: it seals the newest revision if that one kept none (an autosave run). */
  before: ArticleSnapshot;
  /** Whether readers see the text after this write. */
  published: boolean;
  changes: RevisionChanges;
  now: Date;
};

/**
 * Adds the revision of a write that leaves the text as `snapshot` and sets where the article
 * stands (`state`): a creation, a publication, a hiding, a scheduling. What changed is the
 * scheduled moment, if there is one.
 */
export function recordStateRevision(
  tx: Database,
  revision: Omit<NewRevision, "before" | "published" | "changes"> & { state: PublishState },
): Promise<boolean> {
  const { state, ...rest } = revision;
  return recordRevision(tx, {
    ...rest,
    before: revision.snapshot,
    published: state.status === "published",
    changes: scheduleChanges(state),
  });
}

/** What a write changes of the scheduled moment: the moment it sets, if any. */
export const scheduleChanges = (state: PublishState): RevisionChanges =>
  state.scheduledAt ? { scheduledAt: state.scheduledAt.toISOString() } : {};

/**
 * Adds a revision; an autosave right after an autosave of the same person becomes that one
 * (its version and "what changed" since the revision before it; its text stays the article's as
 * stored), so a long session of writing is one entry between two saves, written as a small row.
 * Answers whether a new entry was added.
 */
export async function recordRevision(tx: Database, revision: NewRevision): Promise<boolean> {
  const userId = revision.actor?.user.id ?? null;
  const [previous, beforeIt] = await tx
    .select({ id: articleRevisions.id, kind: articleRevisions.kind, userId: articleRevisions.userId, ...textColumns })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, revision.articleId), lt(articleRevisions.version, revision.version)))
    .orderBy(desc(articleRevisions.version))
    .limit(2);
  const autosave = revision.kind === "autosave";
  if (autosave && previous && previous.kind === "autosave" && previous.userId === userId) {
    const changes = revisionChanges(
      beforeIt ? await textOf(tx, revision.articleId, beforeIt) : null,
      revision.snapshot,
    );
    await tx
      .update(articleRevisions)
      .set({
        version: revision.version,
        changes,
        createdAt: revision.now,
        published: revision.published,
        snapshot: null,
        packed: null,
      })
      .where(eq(articleRevisions.id, previous.id));
    return false;
  }
  // The newest revision kept the article's text as stored, which this write is changing: seal it.
  if (previous && !sealed(previous)) {
    await tx
      .update(articleRevisions)
      .set({ packed: await packSnapshot(revision.before) })
      .where(eq(articleRevisions.id, previous.id));
  }
  await tx.insert(articleRevisions).values({
    articleId: revision.articleId,
    version: revision.version,
    kind: revision.kind,
    userId,
    userName: revision.actor ? revision.actor.user.name?.trim() || revision.actor.user.username : null,
    createdAt: revision.now,
    // An autosave's text is the article's as stored until the next revision seals it.
    packed: autosave ? null : await packSnapshot(revision.snapshot),
    published: revision.published,
    changes: revision.changes,
  });
  return true;
}

const summaryColumns = {
  version: articleRevisions.version,
  kind: articleRevisions.kind,
  author: articleRevisions.userName,
  createdAt: articleRevisions.createdAt,
  changes: articleRevisions.changes,
  correctionKind: articleCorrections.kind,
  correctionNote: articleCorrections.note,
};

type SummaryRow = {
  version: number;
  kind: string;
  author: string | null;
  createdAt: Date;
  changes: unknown;
  correctionKind: string | null;
  correctionNote: string | null;
};

function toSummary(row: SummaryRow): RevisionSummary {
  return {
    version: row.version,
    kind: row.kind as RevisionKind,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes as RevisionChanges,
    correction: row.correctionKind
      ? { kind: row.correctionKind as "correction" | "update", note: row.correctionNote ?? "" }
      : null,
  };
}

const withCorrection = and(
  eq(articleCorrections.articleId, articleRevisions.articleId),
  eq(articleCorrections.version, articleRevisions.version),
);

/** The newest revisions first, without their texts. */
export async function listRevisionSummaries(db: Database, articleId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articleRevisions)
    .leftJoin(articleCorrections, withCorrection)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.version))
    .limit(limits.revisionsListed);
  return rows.map(toSummary);
}

/** One revision with its text, or undefined. */
export async function findRevision(db: Database, articleId: number, version: number): Promise<Revision | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, ...textColumns })
    .from(articleRevisions)
    .leftJoin(articleCorrections, withCorrection)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.version, version)));
  return row ? { ...toSummary(row), snapshot: await textOf(db, articleId, row) } : undefined;
}
