import { sofiaDay } from "#common/dates.ts";
import { and, eq, sql } from "drizzle-orm";
import type { CountViewResponse, LikedResponse, LikeResponse } from "#common/schemas/articles.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articleDailyViews, articles, likes, readerViews, viewJournalBatches } from "#server/db/schema.ts";
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

/** One reader's view of one article, as the count-view request brought it. */
export type ViewRequest = { articleId: number; readerId: string; at: Date };

/** What a view request gets: whether it counted and the article's total, or that no such article is published. */
export type ViewOutcome = CountViewResponse | "not-found";

/** The journal file a batch of views comes from (view-counter.ts): recorded with the views, once. */
export type JournalMark = { journal: string; seq: number };

/** A batch whose mark the database already holds: its views were written before. */
export class BatchAlreadyRecorded extends Error {
  override name = "BatchAlreadyRecorded";
}

/**
 * Counts a batch of views in ONE transaction (group commit, docs/decisions/0012): each reader
 * counts at most once per article every 30 minutes, the day's statistics and the article's
 * total grow by the views that counted, with one `views = views + n` per article. Rows are
 * locked in id order, so batches of several processes never deadlock on each other. Within a
 * batch the first view of a reader decides; its repeats answer "not counted", as they would
 * have one after the other. With the `mark` of the journal file the views come from (decision
 * 0042), the mark is written in the same transaction; a mark already there means the file was
 * written before, and nothing is written again (BatchAlreadyRecorded).
 */
export async function recordViews(
  db: Database,
  requests: readonly ViewRequest[],
  mark?: JournalMark,
): Promise<ViewOutcome[]> {
  if (requests.length === 0 && !mark) return [];
  const articleIds = [...new Set(requests.map((r) => r.articleId))].sort((a, b) => a - b);
  // The first request of each (article, reader) pair, in a fixed order (lock order).
  const firstOfPair = new Map<string, ViewRequest>();
  for (const r of requests) {
    const key = `${r.articleId}:${r.readerId}`;
    if (!firstOfPair.has(key)) firstOfPair.set(key, r);
  }

  // Rows travel as one JSON parameter each (jsonb_to_recordset): a batch of a thousand views is
  // four short statements, not thousands of bound values. Every statement takes its rows in key
  // order, so concurrent batches lock rows in the same order.
  return db.transaction(async (tx) => {
    if (mark) {
      const [added] = await queryRows<{ seq: number }>(
        tx,
        sql`insert into ${viewJournalBatches} (journal, seq) values (${mark.journal}, ${mark.seq}) on conflict do nothing returning seq`,
      );
      if (!added) throw new BatchAlreadyRecorded(`${mark.journal}.${mark.seq}`);
      // The journal's earlier files are gone (they are written in order): their marks are not needed.
      await tx.execute(sql`delete from ${viewJournalBatches} where journal = ${mark.journal} and seq < ${mark.seq}`);
    }
    if (requests.length === 0) return [];
    const published = await queryRows<{ id: number; views: number }>(
      tx,
      sql`select id, views_count as views from ${articles}
          where id = any(${`{${articleIds.join(",")}}`}::int[]) and status = 'published'
          order by id for no key update`,
    );
    const views = new Map(published.map((row) => [row.id, row.views]));
    const pairs = [...firstOfPair.values()]
      .filter((r) => views.has(r.articleId))
      .map((r) => ({ article_id: r.articleId, reader_id: r.readerId, at: r.at.toISOString() }));

    const counted = new Set<string>();
    if (pairs.length > 0) {
      const fresh = await queryRows<{ articleId: number; readerId: string }>(
        tx,
        sql`insert into ${readerViews} (article_id, reader_id, last_viewed_at)
            select article_id, reader_id, at from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as v(article_id int, reader_id text, at timestamptz)
            order by article_id, reader_id
            on conflict (article_id, reader_id) do update set last_viewed_at = excluded.last_viewed_at
            where ${readerViews}.last_viewed_at <= excluded.last_viewed_at - make_interval(mins => ${viewWindowMinutes})
            returning article_id as "articleId", reader_id as "readerId"`,
      );
      for (const row of fresh) counted.add(`${row.articleId}:${row.readerId}`);
    }

    if (counted.size > 0) {
      const perArticle = new Map<number, number>();
      const perDay = new Map<string, { article_id: number; day: string; n: number }>();
      for (const key of counted) {
        const r = firstOfPair.get(key)!;
        perArticle.set(r.articleId, (perArticle.get(r.articleId) ?? 0) + 1);
        const day = sofiaDay(r.at);
        const dayKey = `${r.articleId}:${day}`;
        const entry = perDay.get(dayKey) ?? { article_id: r.articleId, day, n: 0 };
        entry.n++;
        perDay.set(dayKey, entry);
      }
      await tx.execute(
        sql`insert into ${articleDailyViews} (article_id, day, views)
            select article_id, day, n from jsonb_to_recordset(${JSON.stringify([...perDay.values()])}::jsonb) as v(article_id int, day date, n int)
            order by article_id, day
            on conflict (article_id, day) do update set views = ${articleDailyViews}.views + excluded.views`,
      );
      const increments = [...perArticle.entries()].map(([id, n]) => ({ id, n }));
      const updated = await queryRows<{ id: number; views: number }>(
        tx,
        sql`update ${articles} set views_count = ${articles}.views_count + v.n
            from jsonb_to_recordset(${JSON.stringify(increments)}::jsonb) as v(id int, n int)
            where ${articles}.id = v.id returning ${articles}.id as id, ${articles}.views_count as views`,
      );
      for (const row of updated) views.set(row.id, row.views);
    }

    const answered = new Set<string>();
    return requests.map((r): ViewOutcome => {
      const total = views.get(r.articleId);
      if (total === undefined) return "not-found";
      const key = `${r.articleId}:${r.readerId}`;
      const first = counted.has(key) && !answered.has(key);
      if (first) answered.add(key);
      return { counted: first, views: total };
    });
  });
}

/** Counts one reader's view now (or at `now`): a batch of one. */
export async function countView(
  db: Database,
  articleId: number,
  readerId: string,
  now: Date,
): Promise<CountViewResponse> {
  const [outcome] = await recordViews(db, [{ articleId, readerId, at: now }]);
  if (!outcome || outcome === "not-found") throw notFound();
  return outcome;
}

/** Whether this reader has liked the published article, and its likes and comments now (0 for none such). */
export async function readerLike(db: Database, articleId: number, readerId: string | null): Promise<LikedResponse> {
  const [row] = await db
    .select({ likes: articles.likesCount, comments: articles.commentsCount })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, "published")));
  return {
    liked: row !== undefined && (await isLikedBy(db, articleId, readerId)),
    likes: row?.likes ?? 0,
    comments: row?.comments ?? 0,
  };
}

/** Whether a reader has liked an article (false for an unknown reader or article). */
export async function isLikedBy(db: Database, articleId: number, readerId: string | null): Promise<boolean> {
  if (!readerId) return false;
  const [row] = await db
    .select({ articleId: likes.articleId })
    .from(likes)
    .where(and(eq(likes.articleId, articleId), eq(likes.readerId, readerId)));
  return row !== undefined;
}

/** A reader likes a published article; a repeat like changes nothing. */
export async function likeArticle(db: Database, articleId: number, readerId: string): Promise<LikeResponse> {
  await assertPublished(db, articleId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ articleId, readerId })
      .onConflictDoNothing()
      .returning({ articleId: likes.articleId });
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

/**
 * Deletes at most `limit` reader marks last counted before `before` (the 30-minute rule no longer
 * needs them), so the table holds recent readers, not every reader of every article for ever.
 */
export async function deleteReaderMarksBefore(db: Database, before: Date, limit: number): Promise<void> {
  await db.execute(
    sql`delete from ${readerViews} where ctid in (
          select ctid from ${readerViews} where last_viewed_at < ${before.toISOString()}::timestamptz limit ${limit})`,
  );
}

/** Drops the marks of a journal whose files are all gone (a clean shutdown, a finished recovery). */
export async function forgetJournal(db: Database, journal: string): Promise<void> {
  await db.delete(viewJournalBatches).where(eq(viewJournalBatches.journal, journal));
}
