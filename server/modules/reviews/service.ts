import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { reviewErrors } from "#common/messages/reviews.ts";
import { articleSaveError } from "#common/schemas/article-input.ts";
import type { ApproveReview, ArticleReview, ReviewQueueItem, SendForReview } from "#common/schemas/reviews.ts";
import type { Database } from "#server/db/client.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import {
  articleAutosaves,
  articleCoAuthors,
  articleReviewNotes,
  articleReviews,
  articles,
  users,
} from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import {
  changeArticleStatus,
  correctionMark,
  discardPendingOf,
  storedArticleError,
  updateArticle,
} from "#server/modules/articles/authoring.ts";
import { ownArticleRow, type ArticleWorker } from "#server/modules/articles/co-authors.ts";
import { packSnapshot, unpackSnapshot } from "#server/modules/articles/revisions.ts";
import { assertMayDecide, reviewSetting } from "./policy.ts";

/**
 * Review before publishing (issue 35, point 2; decision 0135): a journalist sends a draft, or the
 * pending changes of a published article, to the editorial desk; the desk reads it, may edit it,
 * leaves notes, and approves (publishes now or at a moment, or applies the change) or returns it
 * with a note. Every step is a line of the audit log; a decision is a notice for its sender.
 */

const personName = (u: { name: string | null; username: string } | null) => (u ? u.name?.trim() || u.username : null);

// Nested people are read username first: Drizzle takes a left-joined object for missing when its
// first column is null, and a name may be null where a username never is.
const senders = alias(users, "senders");
const deciders = alias(users, "deciders");

/** The article's review with its notes (and a change's proposed text), or null when it was never sent. */
export async function reviewOf(db: Database, articleId: number): Promise<ArticleReview | null> {
  const [row] = await db
    .select({
      review: articleReviews,
      sender: { username: senders.username, name: senders.name },
      decider: { username: deciders.username, name: deciders.name },
    })
    .from(articleReviews)
    .leftJoin(senders, eq(senders.id, articleReviews.sentBy))
    .leftJoin(deciders, eq(deciders.id, articleReviews.decidedBy))
    .where(eq(articleReviews.articleId, articleId));
  if (!row) return null;
  const notes = await db
    .select({
      id: articleReviewNotes.id,
      note: articleReviewNotes.note,
      createdAt: articleReviewNotes.createdAt,
      name: users.name,
      username: users.username,
    })
    .from(articleReviewNotes)
    .leftJoin(users, eq(users.id, articleReviewNotes.userId))
    .where(eq(articleReviewNotes.articleId, articleId))
    .orderBy(asc(articleReviewNotes.createdAt), asc(articleReviewNotes.id));
  const { review } = row;
  return {
    articleId,
    state: review.state,
    kind: review.proposal ? "change" : "new",
    sentBy: personName(row.sender?.username ? row.sender : null),
    sentAt: review.sentAt.toISOString(),
    decidedBy: personName(row.decider?.username ? row.decider : null),
    decidedAt: review.decidedAt?.toISOString() ?? null,
    notes: notes.map((n) => ({
      id: n.id,
      author: personName(n.username ? { name: n.name, username: n.username } : null),
      note: n.note,
      createdAt: n.createdAt.toISOString(),
    })),
    proposal: review.proposal ? await unpackSnapshot(review.proposal) : null,
    mark: review.proposedMark ?? null,
  };
}

/**
 * Sends the article for review: a draft as it is stored (it must keep SPEC.md §5's rules), a
 * published or scheduled one as the sender's pending changes, copied aside so readers keep the
 * published text. Sending again replaces the proposal and opens the review again.
 */
export async function sendForReview(
  db: Database,
  actor: Actor,
  articleId: number,
  input: SendForReview,
  now: Date,
): Promise<void> {
  const article = await ownArticleRow(db, actor.user, articleId, {
    title: articles.title,
    status: articles.status,
    version: articles.version,
  });
  let proposal: Buffer | null = null;
  let baseVersion = article.version;
  // A mark goes with a change to a published article only, as with a save (decision 0068).
  const proposedMark = correctionMark(input.change, article.status, { status: "published" });
  if (article.status === "draft") {
    const invalid = await storedArticleError(db, articleId);
    if (invalid) throw badRequest(invalid);
  } else {
    const [pending] = await db
      .select()
      .from(articleAutosaves)
      .where(and(eq(articleAutosaves.articleId, articleId), eq(articleAutosaves.userId, actor.user.id)));
    if (!pending) throw badRequest(reviewErrors.nothingToReview);
    const snapshot = pending.packed ? await unpackSnapshot(pending.packed) : (pending.snapshot as never);
    const invalid = articleSaveError(snapshot);
    if (invalid) throw badRequest(invalid);
    proposal = pending.packed ?? (await packSnapshot(snapshot));
    baseVersion = pending.baseVersion;
  }
  const round = { state: "pending" as const, sentBy: actor.user.id, sentAt: now, baseVersion, proposal, proposedMark };
  await db
    .insert(articleReviews)
    .values({ articleId, ...round })
    .onConflictDoUpdate({
      target: articleReviews.articleId,
      set: { ...round, decidedBy: null, decidedAt: null, unseen: false },
    });
  await auditBy(db, actor, "UPDATE", "ARTICLE", articleId, `Sent article "${article.title}" for review`);
}

/** The article's review for its author (or the desk): reading it sees the sender's notice. */
export async function ownReview(db: Database, actor: Actor, articleId: number): Promise<ArticleReview | null> {
  await ownArticleRow(db, actor.user, articleId, { id: articles.id });
  await db
    .update(articleReviews)
    .set({ unseen: false })
    .where(
      and(
        eq(articleReviews.articleId, articleId),
        eq(articleReviews.sentBy, actor.user.id),
        eq(articleReviews.unseen, true),
      ),
    );
  return reviewOf(db, articleId);
}

/** The article's title, or 404 when there is no such article. */
async function titleOf(db: Database, articleId: number): Promise<string> {
  const [row] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, articleId));
  if (!row) throw notFound();
  return row.title;
}

/** A note on the article's review, from its writer or the desk; the article must have been sent. */
export async function addReviewNote(db: Database, actor: Actor, articleId: number, note: string, now: Date) {
  const title = await titleOf(db, articleId);
  const [review] = await db
    .select({ state: articleReviews.state })
    .from(articleReviews)
    .where(eq(articleReviews.articleId, articleId));
  if (!review) throw badRequest(reviewErrors.notInReview);
  await db.insert(articleReviewNotes).values({ articleId, userId: actor.user.id, note, createdAt: now });
  await auditBy(db, actor, "UPDATE", "ARTICLE", articleId, `Noted on the review of article "${title}"`);
}

/**
 * The desk's queue "За преглед": what waits, oldest first; with a second pair of eyes, what
 * `viewer` wrote or sent is not theirs to decide.
 */
export async function reviewQueue(db: Database, viewer: ArticleWorker): Promise<ReviewQueueItem[]> {
  const writers = alias(users, "writers");
  const { secondPairOfEyes } = await reviewSetting(db);
  const rows = await db
    .select({
      articleId: articleReviews.articleId,
      title: articles.title,
      status: articles.status,
      change: sql<boolean>`${articleReviews.proposal} is not null`,
      writer: { username: writers.username, name: writers.name },
      sender: { username: senders.username, name: senders.name },
      sentAt: articleReviews.sentAt,
      notes: sql<number>`(select count(*)::int from ${articleReviewNotes} n where n.article_id = ${articleReviews.articleId})`,
      theirs: sql<boolean>`(${articles.authorId} = ${viewer.id} or ${articleReviews.sentBy} = ${viewer.id}
        or exists (select 1 from ${articleCoAuthors} ca where ca.article_id = ${articles.id} and ca.user_id = ${viewer.id}))`,
    })
    .from(articleReviews)
    .innerJoin(articles, eq(articles.id, articleReviews.articleId))
    .leftJoin(writers, eq(writers.id, articles.authorId))
    .leftJoin(senders, eq(senders.id, articleReviews.sentBy))
    .where(eq(articleReviews.state, "pending"))
    .orderBy(asc(articleReviews.sentAt), asc(articleReviews.articleId));
  return rows.map((r) => ({
    articleId: r.articleId,
    title: r.title,
    status: r.status,
    kind: r.change ? "change" : "new",
    author: personName(r.writer?.username ? r.writer : null) ?? "",
    sentBy: personName(r.sender?.username ? r.sender : null),
    sentAt: r.sentAt.toISOString(),
    notes: r.notes,
    mayDecide: !(secondPairOfEyes && r.theirs),
  }));
}

/**
 * The review that waits for `decider`, or 409 when there is none (decided meanwhile, or never
 * sent); 403 when a second pair of eyes keeps it from them.
 */
async function pendingReview(db: Database, decider: ArticleWorker, articleId: number) {
  await titleOf(db, articleId);
  const [review] = await db.select().from(articleReviews).where(eq(articleReviews.articleId, articleId));
  if (!review || review.state !== "pending") throw conflict(reviewErrors.notInReview);
  await assertMayDecide(db, decider, articleId, review.sentBy);
  return review;
}

async function decide(db: Database, actor: Actor, articleId: number, state: "approved" | "returned", now: Date) {
  await db
    .update(articleReviews)
    .set({ state, decidedBy: actor.user.id, decidedAt: now, unseen: true })
    .where(eq(articleReviews.articleId, articleId));
}

/**
 * Approves the review: a change is applied as its sender proposed it (409 edit_conflict when the
 * article was saved since the proposal was made: the desk reads the new text first), a new article
 * is published now or scheduled for `publishAt`. The sender's pending changes end with it.
 */
export async function approveReview(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  articleId: number,
  input: ApproveReview,
  now: Date,
): Promise<PageChange> {
  const review = await pendingReview(db, actor.user, articleId);
  let pages: PageChange;
  if (review.proposal) {
    const snapshot = await unpackSnapshot(review.proposal);
    ({ pages } = await updateArticle(
      db,
      storage,
      actor,
      articleId,
      {
        ...snapshot,
        sections: snapshot.sections.map((s) => ({ ...s, caption: s.caption ?? null })),
        version: review.baseVersion,
        change: review.proposedMark ?? undefined,
      },
      { now },
    ));
    if (review.sentBy !== null) await discardPendingOf(db, articleId, review.sentBy);
  } else {
    pages = await changeArticleStatus(db, actor, articleId, input.publishAt ? { scheduledAt: input.publishAt } : true, {
      now,
    });
  }
  if (input.note) await addReviewNote(db, actor, articleId, input.note, now);
  await decide(db, actor, articleId, "approved", now);
  await auditBy(db, actor, "UPDATE", "ARTICLE", articleId, `Approved article "${await titleOf(db, articleId)}"`);
  return pages;
}

/** Returns the article to its author with a note; a published one keeps its published text. */
export async function returnReview(db: Database, actor: Actor, articleId: number, note: string, now: Date) {
  await pendingReview(db, actor.user, articleId);
  await addReviewNote(db, actor, articleId, note, now);
  await decide(db, actor, articleId, "returned", now);
  await auditBy(
    db,
    actor,
    "UPDATE",
    "ARTICLE",
    articleId,
    `Returned article "${await titleOf(db, articleId)}" to its author`,
  );
}
