import { sofiaDay } from "#common/dates.ts";
import { and, eq, sql } from "drizzle-orm";
import type { CountViewResponse, LikeResponse } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articleDailyViews, articles, likes, readerViews } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";

/** A reader's views of one article count once per this period. */
export const viewWindowMinutes = 30;


async function assertPublished(db: Database, articleId: number) {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, "published")));
  if (!row) throw notFound();
}

/**
 * Counts a reader's view of a published article, at most once per reader every 30 minutes,
 * in the article's total and in the day's statistics. Increments happen in the database
 * (`x = x + 1`) inside one transaction, so none is lost under concurrency.
 */
export async function countView(db: Database, articleId: number, readerId: string, now = new Date()): Promise<CountViewResponse> {
  await assertPublished(db, articleId);
  return db.transaction(async (tx) => {
    const windowStart = new Date(now.getTime() - viewWindowMinutes * 60_000);
    const fresh = await tx
      .insert(readerViews)
      .values({ articleId, readerId, lastViewedAt: now })
      .onConflictDoUpdate({
        target: [readerViews.articleId, readerViews.readerId],
        set: { lastViewedAt: now },
        setWhere: sql`${readerViews.lastViewedAt} <= ${windowStart}`,
      })
      .returning({ articleId: readerViews.articleId });
    if (fresh.length === 0) {
      const [row] = await tx.select({ views: articles.viewsCount }).from(articles).where(eq(articles.id, articleId));
      return { counted: false, views: row?.views ?? 0 };
    }
    await tx
      .insert(articleDailyViews)
      .values({ articleId, day: sofiaDay(now), views: 1 })
      .onConflictDoUpdate({
        target: [articleDailyViews.articleId, articleDailyViews.day],
        set: { views: sql`${articleDailyViews.views} + 1` },
      });
    const [row] = await tx
      .update(articles)
      .set({ viewsCount: sql`${articles.viewsCount} + 1` })
      .where(eq(articles.id, articleId))
      .returning({ views: articles.viewsCount });
    return { counted: true, views: row?.views ?? 0 };
  });
}

/** A reader likes a published article; a repeat like changes nothing. */
export async function likeArticle(db: Database, articleId: number, readerId: string): Promise<LikeResponse> {
  await assertPublished(db, articleId);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(likes).values({ articleId, readerId }).onConflictDoNothing().returning({ articleId: likes.articleId });
    const [row] =
      inserted.length > 0
        ? await tx
            .update(articles)
            .set({ likesCount: sql`${articles.likesCount} + 1` })
            .where(eq(articles.id, articleId))
            .returning({ likes: articles.likesCount })
        : await tx.select({ likes: articles.likesCount }).from(articles).where(eq(articles.id, articleId));
    return { liked: true, likes: row?.likes ?? 0 };
  });
}
