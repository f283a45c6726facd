import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { startBackgroundTask, type BackgroundTask } from "#server/background/background-task.ts";

/**
 * The search vocabulary's upkeep (decision 0100). A save adds a bounded number of its new words to
 * search_words itself and queues its article in search_words_backlog; this adds the article's
 * other new words, and removes the words the article keeps that its document no longer has (or
 * hands each to another article whose document has it), a few hundred words a statement. So a
 * save costs its readers tens of milliseconds whatever it holds, the vocabulary is every word of
 * the documents and no other, and a word nobody writes any more is not kept for ever.
 */

/** Words one statement looks at: adding that many new words takes about 35 ms of the embedded database. */
const wordsPerStatement = 250;
/** Statements one article's turn takes at most: then the next queued article has its turn (fair share). */
const statementsPerTurn = 8;
/** Queued articles read at a time. */
const articlesPerRound = 20;
/** Every process's upkeep, one step at a time across processes (PostgreSQL). */
const upkeepLock = 0x68726e31; // "hrn1"

/**
 * Where an article's upkeep stands: the next slice of its document's words, the last of its kept
 * words looked at, and the moment it was queued at (queued again by a save: it starts over).
 */
type Progress = { queuedAt: string; offset: number; after: string; added: boolean; released: boolean };

/**
 * Adds the words of the next slice of the article's document that the vocabulary lacks (kept for
 * this article); answers whether the document has more words after the slice.
 */
async function addMissing(db: Database, articleId: number, progress: Progress): Promise<void> {
  const [row] = await queryRows<{ checked: number }>(
    db,
    sql`with slice as (
          select unnest((tsvector_to_array(body))[${progress.offset + 1}:${progress.offset + wordsPerStatement}]) as word
            from article_search where article_id = ${articleId}),
        added as (
          insert into search_words (word, article_id)
          select word, ${articleId} from slice
           where not exists (select 1 from search_words s where s.word = slice.word)
           order by word
          on conflict do nothing
          returning 1)
        select (select count(*) from slice)::int as checked, (select count(*) from added)::int as added`,
  );
  progress.offset += wordsPerStatement;
  if ((row?.checked ?? 0) < wordsPerStatement) progress.added = true;
}

/**
 * Looks at the next words kept for the article: each its document no longer has (all of them when
 * the article is gone) goes to another article whose document has it, or is removed.
 */
async function releaseStale(db: Database, articleId: number, progress: Progress): Promise<void> {
  const [row] = await queryRows<{ seen: number; last: string | null }>(
    db,
    sql`with document as materialized (
          -- Copied once into memory: each word below is looked up in it (a binary search).
          select body || ''::tsvector as body from article_search where article_id = ${articleId}),
        kept as (
          select word from search_words
           where article_id = ${articleId} and word > ${progress.after}
           order by word
           limit ${wordsPerStatement}),
        stale as (
          select k.word from kept k
           where not exists (select 1 from document d where d.body @@ hronika_search_word_query(k.word))),
        heirs as (
          select st.word,
                 (select a.article_id from article_search a
                   where a.body @@ hronika_search_word_query(st.word) and a.article_id <> ${articleId} limit 1) as heir
            from stale st),
        moved as (
          update search_words s set article_id = h.heir from heirs h
           where s.word = h.word and h.heir is not null returning 1),
        removed as (
          delete from search_words s using heirs h
           where s.word = h.word and h.heir is null returning 1)
        select (select count(*) from kept)::int as seen, (select max(word) from kept) as last,
               (select count(*) from moved) + (select count(*) from removed) as changed`,
  );
  if (row?.last) progress.after = row.last;
  if ((row?.seen ?? 0) < wordsPerStatement) progress.released = true;
}

/**
 * One step, in a transaction that holds the upkeep's lock: a word released by one process while
 * another adds it back could otherwise be lost (the add would see the word still there).
 */
async function locked(
  db: Database,
  kind: "pglite" | "postgres",
  step: typeof addMissing,
  articleId: number,
  progress: Progress,
): Promise<void> {
  if (kind === "pglite") return step(db, articleId, progress);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${upkeepLock})`);
    await step(tx as unknown as Database, articleId, progress);
  });
}

/**
 * Works through the backlog until it is empty (or the task closes): each queued article in turn,
 * a few statements of a few hundred words each (its document's words the vocabulary lacks are
 * added, the words it keeps that its document no longer has are handed on or removed), then the
 * next; an article with more to do goes to the back of the queue and carries on where it stopped.
 * On the embedded database, after each statement it waits as long as the statement took, so
 * readers always have at least half of the database's time. Answers the statements it ran.
 */
export async function catchUpVocabulary(
  db: Database,
  kind: "pglite" | "postgres",
  options: { closed?: () => boolean; pace?: boolean } = {},
): Promise<number> {
  const closed = options.closed ?? (() => false);
  const progressOf = new Map<number, Progress>();
  let statements = 0;
  while (!closed()) {
    const queued = await queryRows<{ article_id: number; queued_at: string }>(
      db,
      sql`select article_id, queued_at::text as queued_at from search_words_backlog order by queued_at, article_id limit ${articlesPerRound}`,
    );
    if (queued.length === 0) return statements;
    for (const { article_id: articleId, queued_at: queuedAt } of queued) {
      const known = progressOf.get(articleId);
      const progress =
        known?.queuedAt === queuedAt ? known : { queuedAt, offset: 0, after: "", added: false, released: false };
      progressOf.set(articleId, progress);
      for (let turn = 0; turn < statementsPerTurn && !(progress.added && progress.released) && !closed(); turn++) {
        const started = performance.now();
        await locked(db, kind, progress.added ? releaseStale : addMissing, articleId, progress);
        statements++;
        if (options.pace && kind === "pglite") await sleep(performance.now() - started);
      }
      if (closed()) return statements;
      if (progress.added && progress.released) {
        progressOf.delete(articleId);
        // Taken off the queue only if no save queued it again meanwhile (that one starts over).
        await db.execute(
          sql`delete from search_words_backlog where article_id = ${articleId} and queued_at = ${queuedAt}::timestamptz`,
        );
      } else {
        const [requeued] = await queryRows<{ queued_at: string }>(
          db,
          sql`update search_words_backlog set queued_at = now() where article_id = ${articleId} and queued_at = ${queuedAt}::timestamptz
              returning queued_at::text as queued_at`,
        );
        if (requeued) progress.queuedAt = requeued.queued_at;
      }
    }
  }
  return statements;
}

/**
 * The vocabulary's upkeep of one server process: at start (what a stopped process left), soon
 * after every content change (a save here, or in another process through NOTIFY, has queued its
 * article), and every 15 minutes in case a change went unheard; paced on the embedded database.
 */
export function startVocabularyUpkeep(options: {
  db: Database;
  kind: "pglite" | "postgres";
  onError: (error: unknown) => void;
}): BackgroundTask {
  return startBackgroundTask({
    intervalMs: 15 * 60_000,
    run: async (task) => {
      await catchUpVocabulary(options.db, options.kind, { closed: task.closed, pace: true });
    },
    onError: options.onError,
  });
}
