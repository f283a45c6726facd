import type { CountViewResponse } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/http/errors.ts";
import { recordViews, type ViewOutcome, type ViewRequest } from "./service.ts";

/** The most views one transaction takes; more wait for the next one. */
export const maxViewBatch = 1000;
/** A failed batch (a deadlock or serialization failure between processes) is tried again this often. */
const retries = 3;
const retryableCodes = new Set(["40P01", "40001"]);

type Waiting = { request: ViewRequest; resolve: (r: CountViewResponse) => void; reject: (e: unknown) => void };

export type ViewBatcher = {
  /** Counts a view; resolves only once the batch holding it has committed. */
  count(articleId: number, readerId: string): Promise<CountViewResponse>;
  /** Resolves when every view accepted so far is committed (SIGTERM, tests). */
  flush(): Promise<void>;
};

/**
 * Group commit of views (docs/decisions/0012): requests that arrive while a batch is being
 * written wait together for the next one, which is written as one transaction. An idle batcher
 * writes the next view at once (after the current turn of the event loop), so a single view
 * waits for one transaction, and a storm of 10 000 a second is a few dozen transactions a second.
 * A request is answered only after its batch committed, so an acknowledged view survives a crash.
 */
export function createViewBatcher(db: Database, options: { onError?: (error: unknown) => void } = {}): ViewBatcher {
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function write(batch: Waiting[]): Promise<void> {
    let outcomes: ViewOutcome[] | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        outcomes = await recordViews(db, batch.map((w) => w.request));
        break;
      } catch (error) {
        const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (attempt < retries && code && retryableCodes.has(code)) continue;
        options.onError?.(error);
        for (const w of batch) w.reject(error);
        return;
      }
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (!outcome || outcome === "not-found") w.reject(notFound());
      else w.resolve(outcome);
    });
  }

  async function drain(): Promise<void> {
    // Lets every request that arrived in this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxViewBatch);
      queue = queue.slice(batch.length);
      await write(batch);
    }
  }

  function start() {
    running ??= drain().finally(() => {
      running = null;
      if (queue.length > 0) start();
    });
  }

  return {
    count(articleId, readerId) {
      return new Promise<CountViewResponse>((resolve, reject) => {
        queue.push({ request: { articleId, readerId, at: new Date() }, resolve, reject });
        start();
      });
    },
    async flush() {
      while (running) await running;
    },
  };
}
