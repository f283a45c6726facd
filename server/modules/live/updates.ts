import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { liveLimits, liveUpdateLimits } from "#common/limits.ts";
import { liveVersionTag } from "#common/live-updates.ts";
import type { LiveChange, LiveUpdates } from "#common/schemas/live.ts";
import type { Database } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { articles, liveEntries, users } from "#server/db/schema.ts";
import { entriesOfRow, entryJson, toEntry, type EntryJson } from "./service.ts";
import { liveStateOf } from "./state.ts";

/**
 * What an open live page asks for every few seconds (issue 37, point 2; decision 0141), read once
 * and kept in memory as the bytes answered: until a change reaches the article (in this process or
 * another: ContentChanges) or for a bucket at most, so that thousands of readers cost one statement.
 */

type ChangeJson = EntryJson & { deleted: boolean };

/**
 * A published article's coverage state, its number of entries, its key moments and its writes of
 * the changes window (deleted entries as tombstones), newest first, one more than kept: one
 * statement, prepared.
 */
function updatesQuery(db: Database) {
  const { changesWindowMs, changesMax } = liveUpdateLimits;
  return db
    .select({
      liveStartedAt: articles.liveStartedAt,
      liveEndedAt: articles.liveEndedAt,
      liveAutoEndHours: articles.liveAutoEndHours,
      liveUpdatedAt: articles.liveUpdatedAt,
      total: sql<number>`(select count(*)::int from ${liveEntries} e
        where e.article_id = ${articles}.id and e.deleted_at is null)`,
      keyMoments: entriesOfRow(liveLimits.keyMomentsMax, sql` and e.pinned`, sql`0`),
      changes: sql<ChangeJson[]>`coalesce((select json_agg(c.change order by c.updated_at desc, c.id desc) from (
        select e.id, e.updated_at,
               (${entryJson})::jsonb || jsonb_build_object('deleted', e.deleted_at is not null) as change
          from ${liveEntries} e left join ${users} u on u.id = e.author_id
         where e.article_id = ${articles}.id
           and e.updated_at > ${articles.liveUpdatedAt} - ${sql.raw(`interval '${changesWindowMs} milliseconds'`)}
         order by e.updated_at desc, e.id desc
         limit ${sql.raw(String(changesMax + 1))}) c), '[]'::json)`,
    })
    .from(articles)
    .where(
      and(eq(articles.id, sql.placeholder("id")), isNotNull(articles.liveStartedAt), eq(articles.status, "published")),
    )
    .limit(1);
}

/** The updates of a published article's coverage; null when it has none (or is not published). */
export async function readLiveUpdates(db: Database, articleId: number): Promise<LiveUpdates | null> {
  const [row] = await preparedQuery(db, "live_updates", () => updatesQuery(db)).execute({ id: articleId });
  if (!row) return null;
  const live = liveStateOf(row)!;
  const { changesMax, changesWindowMs } = liveUpdateLimits;
  const writes = row.changes.map((change): LiveChange => ({
    id: change.id,
    updatedAt: new Date(change.updatedAt).toISOString(),
    entry: change.deleted ? null : toEntry(change),
  }));
  // Every write after `since` is here: the window's start, or the newest write left out.
  const since =
    writes.length > changesMax
      ? writes.pop()!.updatedAt
      : new Date(Date.parse(live.updatedAt ?? live.startedAt) - changesWindowMs).toISOString();
  return { live, total: row.total, keyMoments: row.keyMoments.map(toEntry), changes: writes, since };
}

/**
 * An answer as kept: its JSON, also compressed once for every reader (brotli and gzip, as the page
 * cache keeps pages), and its ETag (liveVersionTag); null for a 404.
 */
export type KeptUpdates = { body: string; br: Buffer; gzip: Buffer; etag: string } | null;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type LiveUpdatesMemory = {
  /** The answer for the article: kept, or read once for every request that asks meanwhile. */
  read(articleId: number): Promise<KeptUpdates>;
  close(): void;
};

export function createLiveUpdatesMemory(options: {
  db: Database;
  changes: ContentChanges;
  /** The app's clock (ms), which ages the kept answers. */
  now: () => number;
}): LiveUpdatesMemory {
  const { db, now } = options;
  const kept = new Map<number, { at: number; answer: Promise<KeptUpdates> }>();
  const unsubscribe = options.changes.subscribe((change) => {
    if (change.pages === "none") return;
    if (change.pages === "all") kept.clear();
    else for (const id of change.articleIds) kept.delete(id);
  });

  async function answerOf(articleId: number): Promise<KeptUpdates> {
    const updates = await readLiveUpdates(db, articleId);
    if (!updates) return null;
    const body = JSON.stringify(updates);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: pageCachePolicy.brotliQuality,
          [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        },
      }),
      gzipped(body, { level: pageCachePolicy.gzipLevel }),
    ]);
    return { body, br, gzip: gz, etag: liveVersionTag(articleId, updates.live) };
  }

  return {
    read(articleId) {
      const at = now();
      const known = kept.get(articleId);
      if (known && at - known.at < liveUpdateLimits.bucketMs) return known.answer;
      const answer = answerOf(articleId);
      // A failed read is not kept: the next request reads again.
      answer.catch(() => kept.get(articleId)?.answer === answer && kept.delete(articleId));
      kept.delete(articleId);
      kept.set(articleId, { at, answer });
      // The Map keeps its order of insertion: the first is the longest kept.
      if (kept.size > liveUpdateLimits.keptArticles) kept.delete(kept.keys().next().value!);
      return answer;
    },
    close: unsubscribe,
  };
}
