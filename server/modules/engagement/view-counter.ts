import type { Clock } from "#server/clock.ts";
import { and, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { CountViewResponse } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { createRateLimiter, type RateLimiter } from "#server/http/rate-limiter.ts";
import {
  BatchAlreadyRecorded,
  deleteReaderMarksBefore,
  forgetJournal,
  recordViews,
  viewWindowMinutes,
  type ViewRequest,
} from "./service.ts";
import { formatView, openJournal, orphanedJournalFiles, readJournalFile, type JournalFile } from "./view-journal.ts";

/** Accepted views reach the database this often (issue 7: at least every second). */
export const viewFlushIntervalMs = 250;
/** How long a published article is taken as published (and its total as known) without asking. */
const articleRecheckMs = 1000;
/** Articles whose state is kept, and (article, reader) pairs remembered for the 30-minute answer. */
const maxArticles = 10_000;
const maxRecentPairs = 20_000;
/**
 * Reader marks are kept this long past the 30-minute window (a journal replayed after a crash
 * may carry views an hour old), and deleted at most this many at a time, once a minute.
 */
const markMarginMs = 60 * 60_000;
const markPruneIntervalMs = 60_000;
const markPruneBatch = 20_000;
/** A failed write (a deadlock or serialization failure between processes) is tried again at once this often. */
const retries = 3;
const retryableCodes = new Set(["40P01", "40001"]);

export type ViewCounter = {
  /** Accepts a reader's view of a published article from an address; resolves once it is in the journal. */
  count(articleId: number, readerId: string, address: string): Promise<CountViewResponse>;
  /** Resolves when every view accepted so far is in the database (tests, shutdown). */
  flush(): Promise<void>;
  /** Replays the journals of processes that stopped without writing them (at start). */
  recover(): Promise<number>;
  /** Writes what is left, and deletes the journal (SIGTERM). */
  close(): Promise<void>;
};

type ArticleState = { views: number; checkedAt: number };
type Batch = { file: JournalFile; views: ViewRequest[] };

/**
 * Views are accepted into a journal and written to the database in batches (docs/decisions/0042):
 * a view costs one line in a file (appended once per turn of the event loop for every view that
 * arrived in it) and its answer does not wait for a transaction; every 250 ms the accepted views
 * go to the database as one transaction (the 30-minute rule, the day's statistics and one
 * `views = views + n` per article) together with the mark of their journal file, which is then
 * deleted. A file left by a crash is replayed at the next start unless its mark shows it written.
 *
 * The answer's `counted` is this process's judgement (a repeat it remembers is not counted); the
 * database keeps the rule exactly, so a repeat the process no longer remembers is answered as
 * counted but adds nothing. `views` is the article's total with the views accepted here since.
 */
export function createViewCounter(
  db: Database,
  options: {
    journalDir: string;
    /** The app's clock: when a view happened (its day, its reader's 30 minutes). */
    now: Clock;
    flushIntervalMs?: number;
    pruneIntervalMs?: number;
    onError?: (error: unknown) => void;
    /**
     * The app's limiter: views of one article from one address (rateLimits.articleView) beyond its
     * rule are answered as not counted. A limiter of its own when omitted (tests).
     */
    limiter?: RateLimiter;
    /** Sets the timer of the next write and returns its cancel; a test passes its own to fire it. */
    startTimer?: (run: () => void, delayMs: number) => () => void;
  },
): ViewCounter {
  const startTimer = options.startTimer ?? startUnrefTimer;
  const flushIntervalMs = options.flushIntervalMs ?? viewFlushIntervalMs;
  const pruneIntervalMs = options.pruneIntervalMs ?? markPruneIntervalMs;
  const windowMs = viewWindowMinutes * 60_000;
  const journal = openJournal(options.journalDir);

  const known = new LRUCache<number, ArticleState>({ max: maxArticles });
  const loading = new Map<number, Promise<ArticleState | null>>();
  /** Views accepted here and not yet in the database, per article. */
  const unwritten = new Map<number, number>();
  /** When each recent (article, reader) pair was counted here; the least recently seen are forgotten first. */
  const recent = new LRUCache<string, number>({ max: maxRecentPairs });
  const limiter = options.limiter ?? createRateLimiter({ now: () => options.now().getTime(), addressKey: (ip) => ip });

  /** Views accepted this turn of the event loop, waiting for their journal line. */
  let appending: { view: ViewRequest; done: () => void; failed: (error: unknown) => void }[] = [];
  /** Views in the journal's current file. */
  let accepted: ViewRequest[] = [];
  /** Closed files waiting for (or retrying) their database write, in order. */
  const batches: Batch[] = [];
  /** Cancels the pending write, when one is due. */
  let timer: (() => void) | null = null;
  let writing: Promise<void> | null = null;
  // How old a cached state is, and when marks were last pruned: elapsed time, not the clock's.
  let prunedAt = performance.now();
  let closed = false;

  async function publishedArticle(id: number): Promise<ArticleState | null> {
    const state = known.get(id);
    if (state && performance.now() - state.checkedAt < articleRecheckMs) return state;
    let pending = loading.get(id);
    if (!pending) {
      pending = db
        .select({ views: articles.viewsCount })
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.status, "published")))
        .then(([row]) => {
          if (!row) {
            known.delete(id);
            return null;
          }
          const fresh = known.get(id) ?? { views: 0, checkedAt: 0 };
          fresh.views = row.views;
          fresh.checkedAt = performance.now();
          known.set(id, fresh);
          return fresh;
        })
        .finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  }

  function addUnwritten(articleId: number, n: number) {
    const left = (unwritten.get(articleId) ?? 0) + n;
    if (left > 0) unwritten.set(articleId, left);
    else unwritten.delete(articleId);
  }

  /** Writes the lines of this turn's views with one call, then answers them. */
  function appendAccepted() {
    const waiting = appending;
    appending = [];
    if (waiting.length === 0) return;
    try {
      journal.append(waiting.map((w) => formatView(w.view)).join(""));
    } catch (error) {
      for (const w of waiting) w.failed(error);
      return;
    }
    for (const w of waiting) {
      accepted.push(w.view);
      w.done();
    }
    schedule();
  }

  function schedule() {
    if (timer || closed) return;
    timer = startTimer(() => {
      timer = null;
      void flush().catch(() => undefined);
    }, flushIntervalMs);
  }

  async function writeBatch(batch: Batch): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await recordViews(db, batch.views, batch.file);
        batch.views.forEach((view, i) => {
          const outcome = outcomes[i];
          const state = known.get(view.articleId);
          if (state && outcome && outcome !== "not-found") state.views = outcome.views;
        });
        break;
      } catch (error) {
        if (error instanceof BatchAlreadyRecorded) break;
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (attempt < retries && code && retryableCodes.has(code)) continue;
        throw error;
      }
    }
    for (const view of batch.views) addUnwritten(view.articleId, -1);
    journal.remove(batch.file);
  }

  /** Closes the current file (if it holds views) and writes every closed file in order. */
  async function writeAll(): Promise<void> {
    appendAccepted();
    if (accepted.length > 0) {
      batches.push({ file: journal.rotate(), views: accepted });
      accepted = [];
    }
    while (batches.length > 0) {
      try {
        await writeBatch(batches[0]!);
      } catch (error) {
        // Kept, in order, for the next attempt; the views stay in their file meanwhile.
        options.onError?.(error);
        schedule();
        throw error;
      }
      batches.shift();
    }
    if (performance.now() - prunedAt >= pruneIntervalMs) {
      prunedAt = performance.now();
      const before = new Date(options.now().getTime() - viewWindowMinutes * 60_000 - markMarginMs);
      await deleteReaderMarksBefore(db, before, markPruneBatch).catch((error: unknown) => options.onError?.(error));
    }
  }

  async function flush(): Promise<void> {
    // One write at a time; a flush asked for meanwhile writes what arrived after it.
    while (writing) await writing.catch(() => undefined);
    writing = writeAll().finally(() => (writing = null));
    return writing;
  }

  return {
    async count(articleId, readerId, address) {
      const article = await publishedArticle(articleId);
      if (!article) throw notFound();
      const key = `${articleId}:${readerId}`;
      const now = options.now().getTime();
      const seen = recent.get(key);
      const use =
        seen !== undefined && now - seen < windowMs
          ? null
          : limiter.reserve("articleView", { articleAndAddress: `${articleId}\n${address}` });
      if (!use || use.refused) return { counted: false, views: article.views + (unwritten.get(articleId) ?? 0) };
      recent.set(key, now);
      addUnwritten(articleId, 1);
      await new Promise<void>((done, failed) => {
        if (appending.length === 0) setImmediate(appendAccepted);
        appending.push({ view: { articleId, readerId, at: new Date(now) }, done, failed });
      }).catch((error: unknown) => {
        recent.delete(key);
        use.release();
        addUnwritten(articleId, -1);
        throw error;
      });
      return { counted: true, views: article.views + (unwritten.get(articleId) ?? 0) };
    },
    flush,
    async recover() {
      let replayed = 0;
      const finished = new Set<string>();
      for (const file of orphanedJournalFiles(options.journalDir, journal.journal)) {
        const views = readJournalFile(file.file);
        try {
          await recordViews(db, views, file);
          replayed += views.length;
        } catch (error) {
          if (!(error instanceof BatchAlreadyRecorded)) throw error;
        }
        journal.remove(file);
        finished.add(file.journal);
      }
      for (const name of finished) await forgetJournal(db, name);
      return replayed;
    },
    async close() {
      closed = true;
      timer?.();
      timer = null;
      await flush();
      journal.close();
      await forgetJournal(db, journal.journal);
    },
  };
}

// The shutdown writes what is left; a pending write must not keep a finished process alive.
function startUnrefTimer(run: () => void, delayMs: number): () => void {
  const timer = setTimeout(run, delayMs);
  timer.unref();
  return () => clearTimeout(timer);
}
