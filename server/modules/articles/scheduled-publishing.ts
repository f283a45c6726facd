import { sql } from "drizzle-orm";
import { auditMoment } from "#common/dates.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";
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

/** The durable job (decision 0131) a scheduled moment puts in the queue: a trigger of the articles table adds it. */
export const scheduledPublishJob = "publish-scheduled";

/**
 * The handler of `scheduledPublishJob`: publishes whatever is due by now (the article whose moment
 * queued the job, and any other due one), then announces a content change, so every process's page
 * cache, feeds and list totals follow at once. A job of a schedule that was moved later or
 * cancelled finds nothing of its article due and succeeds; a failure is retried with the jobs'
 * backoff and shown to the admins once it stops being retried.
 */
export function publishScheduledArticles(options: {
  db: Database;
  now: () => Date;
  announce: () => Promise<void>;
}): () => Promise<void> {
  return async () => {
    const published = await publishDueArticles(options.db, options.now());
    if (published.length > 0) await options.announce();
  };
}
