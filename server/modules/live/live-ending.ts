import { sql } from "drizzle-orm";
import { liveLimits } from "#common/limits.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articles, liveEntries } from "#server/db/schema.ts";
import { startBackgroundTask, type BackgroundTask } from "#server/background/background-task.ts";
import { articlePageChange, articleVisibility } from "#server/modules/articles/page-changes.ts";
import { recordAudit } from "#server/modules/audit/service.ts";

/** Coverages one statement ends at most; the rest on the next pass at once. */
const batch = 50;

/**
 * Ends every open coverage whose newest entry (or its start, when it has none or was reopened
 * since) is older than its hours by `now` (decision 0140), dated the moment it went quiet plus its
 * hours: the moment it ended by its own rule, whenever the task looks. One statement takes those
 * rows `FOR UPDATE SKIP LOCKED` and ends them, so with several processes or servers on one
 * PostgreSQL exactly one ends each coverage, and a coverage whose entry is being written (its row
 * is locked) is left for the next pass, which sees that entry. Each gets its audit row in the same
 * transaction. Answers the articles ended, with their status.
 */
export async function endQuietCoverages(db: Database, now: Date): Promise<{ id: number; status: string }[]> {
  const ended: { id: number; status: string }[] = [];
  for (;;) {
    const rows = await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const quiet = await queryRows<{ id: number; status: string; title: string; hours: number }>(
        tx,
        sql`with quiet as (
              select a.id, quiet_since.at + make_interval(hours => a.live_auto_end_hours::int) as ends_at
                from ${articles} a
                cross join lateral (
                  select greatest(a.live_started_at, max(e.created_at)) as at from ${liveEntries} e
                   where e.article_id = a.id and e.deleted_at is null) quiet_since
               where a.live_started_at is not null and a.live_ended_at is null and a.live_auto_end_hours is not null
                 and quiet_since.at + make_interval(hours => a.live_auto_end_hours::int) <= ${now.toISOString()}::timestamptz
               order by a.id
               limit ${sql.raw(String(batch))}
                 for update of a skip locked)
            update ${articles} a
               set live_ended_at = quiet.ends_at
              from quiet
             where a.id = quiet.id
         returning a.id, a.status::text as status, a.title, a.live_auto_end_hours as hours`,
      );
      for (const row of quiet) {
        await recordAudit(tx, {
          userId: null,
          username: null,
          action: "UPDATE",
          entityType: "ARTICLE",
          entityId: row.id,
          details: `The live coverage of article "${row.title}" ended itself after ${row.hours} h without entries`,
        });
      }
      return quiet;
    });
    ended.push(...rows.map(({ id, status }) => ({ id, status })));
    if (rows.length < batch) return ended;
  }
}

/**
 * What the ended coverages change for readers: the pages and lists of the published ones (their
 * "НА ЖИВО" goes), as an edit of each would (decision 0104); null when none was published.
 */
export async function endedPageChange(
  db: Database,
  ended: readonly { id: number; status: string }[],
): Promise<PageChange | null> {
  const shown = ended.filter((a) => a.status === "published");
  if (shown.length === 0) return null;
  const articleIds: number[] = [];
  const categories = new Set<string>();
  for (const { id } of shown) {
    const visibility = await articleVisibility(db, id);
    const change = articlePageChange(id, visibility, visibility);
    if (change.pages !== "articles") continue;
    articleIds.push(id);
    for (const name of change.categories) categories.add(name);
  }
  return articleIds.length ? { pages: "articles", articleIds, categories: [...categories] } : null;
}

/**
 * The self-ending of live coverages in one server process (decision 0140): every
 * liveLimits.autoEndCheckMs, the quiet coverages ended and their pages announced as changed, so
 * that the page cache, the CDN and the other processes drop their "НА ЖИВО". Tests call `runNow()`
 * after moving the app's clock; it answers the articles ended.
 */
export function startLiveEnding(options: {
  db: Database;
  now: () => Date;
  announce: (change: PageChange) => Promise<void>;
  onError: (error: unknown) => void;
}): BackgroundTask<number[]> {
  return startBackgroundTask({
    intervalMs: liveLimits.autoEndCheckMs,
    startDelayMs: liveLimits.autoEndCheckMs,
    run: async () => {
      const ended = await endQuietCoverages(options.db, options.now());
      const change = await endedPageChange(options.db, ended);
      if (change) await options.announce(change);
      return ended.map((a) => a.id);
    },
    onError: options.onError,
  });
}
