import { and, eq, sql } from "drizzle-orm";
import { reviewErrors } from "#common/messages/reviews.ts";
import { isEditorRole } from "#common/roles.ts";
import type { ReviewSetting } from "#common/schemas/reviews.ts";
import type { Database } from "#server/db/client.ts";
import { articleReviews, editorialSettings } from "#server/db/schema.ts";
import { forbidden } from "#server/http/errors.ts";
import { articleRole, type ArticleWorker } from "#server/modules/articles/co-authors.ts";

/**
 * Who publishes alone (issue 35, point 2; decision 0135). With the Owner's review on, a Journalist's
 * article goes public, and a published one changes, only when the editorial desk approves; the
 * desk (Editors, Admins, the Owner) publishes as before. With a second pair of eyes as well, an
 * Editor's own articles go through review too, and nobody decides on what they wrote or sent.
 * Off, SPEC.md's journalists publish alone.
 */

const noReview: ReviewSetting = { reviewBeforePublishing: false, secondPairOfEyes: false };

export async function reviewSetting(db: Database): Promise<ReviewSetting> {
  const [row] = await db
    .select({
      reviewBeforePublishing: editorialSettings.reviewBeforePublishing,
      secondPairOfEyes: editorialSettings.secondPairOfEyes,
    })
    .from(editorialSettings)
    .where(eq(editorialSettings.id, 1));
  // The second pair of eyes is a kind of review: without review it binds nobody.
  return row ? { ...row, secondPairOfEyes: row.reviewBeforePublishing && row.secondPairOfEyes } : noReview;
}

export async function setReviewSetting(db: Database, setting: ReviewSetting, by: number, now: Date): Promise<void> {
  const values = {
    reviewBeforePublishing: setting.reviewBeforePublishing,
    secondPairOfEyes: setting.reviewBeforePublishing && setting.secondPairOfEyes,
    updatedAt: now,
    updatedBy: by,
  };
  await db
    .insert(editorialSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: editorialSettings.id, set: values });
}

/** Whether `user` wrote the article (its author or a co-author); a new article (null) is theirs. */
async function wrote(db: Database, user: ArticleWorker, articleId: number | null): Promise<boolean> {
  if (articleId === null) return true;
  const role = await articleRole(db, articleId, user);
  return role === "author" || role === "coAuthor";
}

/** Whether the article `user` works on (null: a new one) goes out, or changes, through review. */
export async function needsReview(db: Database, user: ArticleWorker, articleId: number | null): Promise<boolean> {
  if (user.role !== "Journalist" && !isEditorRole(user.role)) return false;
  const setting = await reviewSetting(db);
  if (user.role === "Journalist") return setting.reviewBeforePublishing;
  return setting.secondPairOfEyes && (await wrote(db, user, articleId));
}

/** Refuses (403, `refusal`) what only the desk's approval may do for `user`. */
export async function assertPublishesAlone(
  db: Database,
  user: ArticleWorker,
  articleId: number | null,
  refusal: string,
): Promise<void> {
  if (await needsReview(db, user, articleId)) throw forbidden(refusal);
}

/**
 * Whether `user` may decide on the article's review: with a second pair of eyes, not on what they
 * wrote (as author or co-author) or sent themselves.
 */
export async function mayDecide(
  db: Database,
  user: ArticleWorker,
  articleId: number,
  sentBy: number | null,
): Promise<boolean> {
  if (!(await reviewSetting(db)).secondPairOfEyes) return true;
  return sentBy !== user.id && !(await wrote(db, user, articleId));
}

export async function assertMayDecide(db: Database, user: ArticleWorker, articleId: number, sentBy: number | null) {
  if (!(await mayDecide(db, user, articleId, sentBy))) throw forbidden(reviewErrors.secondPairOfEyes);
}

/** The decisions on a person's reviews they have not read yet: the journalist area's notice. */
export async function unseenDecisions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articleReviews)
    .where(and(eq(articleReviews.sentBy, userId), eq(articleReviews.unseen, true)));
  return row?.n ?? 0;
}
