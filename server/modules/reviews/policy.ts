import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { articleReviews, editorialSettings } from "#server/db/schema.ts";
import { forbidden } from "#server/http/errors.ts";

/**
 * Who publishes alone (issue 35, point 2; decision 0135). With the Owner's review on, a Journalist's
 * article goes public, and a published one changes, only when the editorial desk approves; the
 * desk (Editors, Admins, the Owner) publishes as before. Off, SPEC.md's journalists publish alone.
 */

export async function reviewBeforePublishing(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ on: editorialSettings.reviewBeforePublishing })
    .from(editorialSettings)
    .where(eq(editorialSettings.id, 1));
  return row?.on ?? false;
}

export async function setReviewBeforePublishing(db: Database, on: boolean, by: number, now: Date): Promise<void> {
  await db
    .insert(editorialSettings)
    .values({ id: 1, reviewBeforePublishing: on, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: editorialSettings.id,
      set: { reviewBeforePublishing: on, updatedAt: now, updatedBy: by },
    });
}

/** Whether `user`'s articles go out through review. */
export async function needsReview(db: Database, user: { role: string }): Promise<boolean> {
  return user.role === "Journalist" && (await reviewBeforePublishing(db));
}

/** Refuses (403, `refusal`) what only the desk's approval may do for `user`. */
export async function assertPublishesAlone(db: Database, user: { role: string }, refusal: string): Promise<void> {
  if (await needsReview(db, user)) throw forbidden(refusal);
}

/** The decisions on a person's reviews they have not read yet: the journalist area's notice. */
export async function unseenDecisions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articleReviews)
    .where(and(eq(articleReviews.sentBy, userId), eq(articleReviews.unseen, true)));
  return row?.n ?? 0;
}
