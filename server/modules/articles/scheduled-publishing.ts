import { asc, isNotNull, sql } from "drizzle-orm";
import { auditMoment } from "#common/dates.ts";
import { limits } from "#common/limits.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { articles } from "#server/db/schema.ts";
import { startBackgroundTask } from "#server/background/background-task.ts";
import { recordAudit } from "#server/modules/audit/service.ts";
import { scheduledPublishState } from "./publish-state.ts";
import { latestSnapshot, recordStateRevision } from "./revisions.ts";
import { assignFirstSlug } from "./slugs.ts";

/** Due articles one statement takes at most; the rest go on the next pass at once. */
const batch = 50;

/**
 * Publishes every scheduled article whose moment has come by `now` (decision 0065). One statement
 * takes the due rows `FOR UPDATE SKIP LOCKED` and publishes them, dated their scheduled moment (the
 * rule of publish-state.ts's scheduledPublishState): with several processes or servers on one
 * PostgreSQL, a row another one is publishing is skipped, and once it has committed the row is no
 * longer due, so exactly one of them publishes each article. Each gets its revision and audit row
 * in the same transaction. Answers the ids published.
 */
export async function publishDueArticles(db: Database, now: Date): Promise<number[]> {
  const published: number[] = [];
  for (;;) {
    const rows = await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const due = await queryRows<{
        id: number;
        title: string;
        version: number;
        author_id: number | null;
        updated_at: Date | string;
        publish_date: Date | string;
      }>(
        tx,
        sql`with due as (
              select id from ${articles}
               where status = 'scheduled' and scheduled_at <= ${now.toISOString()}::timestamptz
               order by scheduled_at, id
               limit ${batch}
                 for update skip locked)
            update ${articles} a
               set status = 'published', publish_date = a.scheduled_at, scheduled_at = null,
                   version = a.version + 1, updated_at = ${now.toISOString()}::timestamptz
              from due
             where a.id = due.id
         returning a.id, a.title, a.version, a.author_id, a.updated_at, a.publish_date`,
      );
      for (const row of due) {
        await assignFirstSlug(tx, row.id);
        // The text it went live with is the one of the version before (or, never written through
        // the services, the stored one).
        const snapshot = await latestSnapshot(tx, {
          id: row.id,
          version: row.version - 1,
          authorId: row.author_id,
          updatedAt: new Date(row.updated_at),
        });
        await recordStateRevision(tx, {
          articleId: row.id,
          version: row.version,
          kind: "scheduled_publish",
          actor: null,
          snapshot,
          state: scheduledPublishState(new Date(row.publish_date)),
          now,
        });
        await recordAudit(tx, {
          userId: null,
          username: null,
          action: "UPDATE",
          entityType: "ARTICLE",
          entityId: row.id,
          details: `Published scheduled article "${row.title}" (scheduled for ${auditMoment(new Date(row.publish_date))})`,
        });
      }
      return due;
    });
    published.push(...rows.map((r) => r.id));
    if (rows.length < batch) return published;
  }
}

/** The earliest moment an article is scheduled for, or null. */
export async function nextScheduledMoment(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: articles.scheduledAt })
    .from(articles)
    .where(isNotNull(articles.scheduledAt))
    .orderBy(asc(articles.scheduledAt))
    .limit(1);
  return row?.at ?? null;
}

/** How long to wait before the next look: until the next moment, but never longer than the check interval. */
export function nextWakeDelay(next: Date | null, now: Date, maxMs: number = limits.scheduledPublishCheckMs): number {
  if (!next) return maxMs;
  return Math.min(maxMs, Math.max(0, next.getTime() - now.getTime()));
}

export type ScheduledPublisher = {
  /** Publishes what is due now; resolves when done (tests call it after moving their clock). */
  runNow(): Promise<number[]>;
  close(): Promise<void>;
};

/**
 * The scheduled publisher of one server process: it looks at start (a restart that missed a moment
 * publishes at once), then wakes at the next scheduled moment but at least every 30 s, and again
 * whenever the content changes (a new schedule made here or, through NOTIFY, elsewhere). After
 * publishing it announces a content change, so every process's page cache, feeds and list totals
 * follow at once. Its clock is a parameter, so tests move a test clock instead of waiting.
 */
export function startScheduledPublisher(options: {
  db: Database;
  changes: ContentChanges;
  now: () => Date;
  onError: (error: unknown) => void;
}): ScheduledPublisher {
  const { db, changes, now, onError } = options;
  const task = startBackgroundTask({
    intervalMs: limits.scheduledPublishCheckMs,
    run: async (context) => {
      const published = await publishDueArticles(db, now());
      if (published.length > 0) await changes.announce();
      context.runAgainIn(nextWakeDelay(await nextScheduledMoment(db), now()));
      return published;
    },
    onError,
  });
  // Any content change may be a new or moved schedule: look again (publishing what is due then).
  const unsubscribe = changes.subscribe(() => task.wake());
  return {
    runNow: async () => (await task.runNow()) ?? [],
    async close() {
      unsubscribe();
      await task.close();
    },
  };
}
