import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articleRevisions } from "#server/db/schema.ts";
import { startBackgroundTask, type BackgroundTask } from "#server/background/background-task.ts";
import { packSnapshot } from "./revisions.ts";

const dayMs = 24 * 60 * 60_000;
/** Revisions one statement removes at most. */
const pruneBatch = 500;
/** Revisions packed per statement. */
const packBatch = 50;

/**
 * The retention of revisions (decision 0103): every revision is kept for 30 days
 * (`limits.revisionsKeptDays`); after that an article keeps the texts its readers saw (and the
 * revisions from before issue 30, whose status is not known), the last revision of each day (Sofia
 * time), its newest revision, and the version anyone's pending changes were made on. The rest go,
 * oldest first. Answers how many.
 */
export async function pruneRevisions(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - limits.revisionsKeptDays * dayMs);
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from article_revisions
           where id in (
             select r.id from article_revisions r
              where r.published = false and r.created_at < ${cutoff.toISOString()}::timestamptz
                and exists (
                  select 1 from article_revisions later
                   where later.article_id = r.article_id and later.version > r.version
                     and (later.created_at at time zone 'Europe/Sofia')::date = (r.created_at at time zone 'Europe/Sofia')::date)
                and not exists (select 1 from article_autosaves p where p.article_id = r.article_id and p.base_version = r.version)
              order by r.created_at
              limit ${pruneBatch})
          returning id`,
    );
    removed += rows.length;
    if (rows.length < pruneBatch) return removed;
  }
}

/** Packs the JSON texts of revisions written before issue 30 (decision 0103), a few at a time; answers how many. */
export async function packOldRevisions(db: Database, options: { closed?: () => boolean } = {}): Promise<number> {
  let packed = 0;
  let after = 0;
  while (!options.closed?.()) {
    const rows = await db
      .select({ id: articleRevisions.id, snapshot: articleRevisions.snapshot })
      .from(articleRevisions)
      .where(and(gt(articleRevisions.id, after), isNotNull(articleRevisions.snapshot)))
      .orderBy(asc(articleRevisions.id))
      .limit(packBatch);
    for (const row of rows) {
      const bytes = await packSnapshot(row.snapshot as ArticleSnapshot);
      await db
        .update(articleRevisions)
        .set({ packed: bytes, snapshot: null })
        .where(and(eq(articleRevisions.id, row.id), isNotNull(articleRevisions.snapshot)));
      packed++;
    }
    if (rows.length < packBatch) return packed;
    after = rows.at(-1)!.id;
  }
  return packed;
}

/**
 * The newsroom's upkeep of one server process: ten minutes after start and then every hour, the
 * old texts packed and the retention applied (a day's revisions outlive their 30 days by an hour
 * at most).
 */
export function startRevisionUpkeep(options: {
  db: Database;
  now: () => Date;
  onError: (error: unknown) => void;
}): BackgroundTask {
  return startBackgroundTask({
    intervalMs: 60 * 60_000,
    // Not while the server starts and warms its caches (nor inside a test's run).
    startDelayMs: 10 * 60_000,
    run: async (task) => {
      await packOldRevisions(options.db, { closed: task.closed });
      if (!task.closed()) await pruneRevisions(options.db, options.now());
    },
    onError: options.onError,
  });
}
