import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { liveUpdateLimits } from "#common/limits.ts";
import { liveUpdatesCacheControl, liveVersionTag } from "#common/live-updates.ts";
import type { LiveChange, LiveUpdates } from "#common/schemas/live.ts";
import type { Database } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import { everyAnswerHeaders } from "#server/http/security-headers.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { preferredEncoding, type PageEncoding } from "#server/web/page-cache/content-encoding.ts";
import { etagMatches } from "#server/web/page-cache/page-entry.ts";
import { articles, liveEntries, users } from "#server/db/schema.ts";
import { coverageColumns, entryJson, toEntry, type EntryJson } from "./service.ts";
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
      ...coverageColumns,
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
  /**
   * Answers a plain ask (`GET …/live/updates?at=N`) whose answer is kept, before any routing or
   * hook, as the page cache answers a page in memory (page-server.ts): the polls of thousands of
   * open live pages; one a change outdated is read once for all its asks, which wait for it. False
   * when it did not answer (the route reads, and answers everything else); `pass` hands an ask it
   * took to the route after all (its coverage was gone).
   */
  serveHit(req: IncomingMessage, res: ServerResponse, pass: () => void): boolean;
  close(): void;
};

/** Said of an answer given before routing, as the page cache says its hits. */
const answeredHit = { "x-page-cache": "hit" };

/** A plain ask: the updates' address with the bucket and nothing else. */
const plainAsk = /^\/api\/articles\/([1-9][0-9]{0,9})\/live\/updates\?at=(0|[1-9][0-9]{0,9})$/;

/**
 * The headers of a kept answer to the bucket asked at `nowMs`: with its body in `encoding`, or
 * without (null) for a 304.
 */
export function keptAnswerHeaders(
  answer: NonNullable<KeptUpdates>,
  bucket: number,
  nowMs: number,
  encoding: PageEncoding | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    "cache-control": liveUpdatesCacheControl(bucket, nowMs),
    etag: answer.etag,
    vary: "Accept-Encoding",
  };
  if (encoding !== null) headers["content-type"] = "application/json; charset=utf-8";
  if (encoding !== null && encoding !== "identity") headers["content-encoding"] = encoding;
  return headers;
}

/** The kept answer's body in `encoding`. */
export const keptBody = (answer: NonNullable<KeptUpdates>, encoding: PageEncoding) =>
  encoding === "identity" ? answer.body : answer[encoding];

export function createLiveUpdatesMemory(options: {
  db: Database;
  changes: ContentChanges;
  /** The app's clock (ms), which ages the kept answers. */
  now: () => number;
}): LiveUpdatesMemory {
  const { db, now } = options;
  /**
   * Each article's answer: read at `at`, and once read, `value`; `found` when an answer before
   * this one was found (a coverage readers' pages ask for).
   */
  type Kept = { at: number; answer: Promise<KeptUpdates>; value?: KeptUpdates; found: boolean };
  const kept = new Map<number, Kept>();
  // A change outdates the answers it reaches: the next ask reads them again.
  const unsubscribe = options.changes.subscribe((change) => {
    if (change.pages === "none") return;
    for (const [id, entry] of kept) if (change.pages === "all" || change.articleIds.includes(id)) entry.at = -Infinity;
  });

  function writeKept(answer: NonNullable<KeptUpdates>, bucket: number, req: IncomingMessage, res: ServerResponse) {
    const at = now();
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, answer.etag)) {
      res.writeHead(304, { ...everyAnswerHeaders, ...keptAnswerHeaders(answer, bucket, at, null), ...answeredHit });
      res.end();
      return;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = keptBody(answer, encoding);
    res.writeHead(200, {
      ...everyAnswerHeaders,
      ...keptAnswerHeaders(answer, bucket, at, encoding),
      ...answeredHit,
      "content-length": String(Buffer.byteLength(body)),
    });
    res.end(body);
  }

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

  function read(articleId: number): Promise<KeptUpdates> {
    const at = now();
    const known = kept.get(articleId);
    if (known && at - known.at < liveUpdateLimits.bucketMs) return known.answer;
    const answer = answerOf(articleId);
    const entry: Kept = { at, answer, found: Boolean(known?.value) || (known?.found ?? false) };
    answer.then(
      (value) => void (entry.value = value),
      // A failed read is not kept: the next request reads again.
      () => kept.get(articleId) === entry && kept.delete(articleId),
    );
    kept.delete(articleId);
    kept.set(articleId, entry);
    // The Map keeps its order of insertion: the first is the longest kept.
    if (kept.size > liveUpdateLimits.keptArticles) kept.delete(kept.keys().next().value!);
    return answer;
  }

  return {
    read,
    serveHit(req, res, pass) {
      if (req.method !== "GET" || kept.size === 0) return false;
      const ask = plainAsk.exec(req.url ?? "");
      if (!ask) return false;
      const articleId = Number(ask[1]);
      const known = kept.get(articleId);
      if (!known) return false;
      const bucket = Number(ask[2]);
      if (known.value && now() - known.at < liveUpdateLimits.bucketMs) {
        writeKept(known.value, bucket, req, res);
        return true;
      }
      // A coverage found before, whose answer a change outdated (or is being read): read once for all
      // of its asks, which need no turn of the database's admission each. Anything else is the route's.
      if (!known.value && !known.found) return false;
      read(articleId).then(
        (answer) => (answer ? writeKept(answer, bucket, req, res) : pass()),
        () => pass(),
      );
      return true;
    },
    close: unsubscribe,
  };
}
