import { and, desc, eq, sql } from "drizzle-orm";
import { backgroundJobLimits } from "#common/limits.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { backgroundJobs } from "#server/db/schema.ts";
import { startBackgroundTask } from "./background-task.ts";

/**
 * Durable background jobs (issue 34, point 5; decision 0129): work a write asks for that must
 * happen even if the process dies first (a CDN purge). A job is a row: whichever process of the
 * site takes it runs it, one at a time across processes (`FOR UPDATE SKIP LOCKED` and a lease);
 * a failed attempt is retried with a doubling delay, and after `maxAttempts` the job stays as
 * `failed` for the admin panel, where it can be tried again. A job that succeeded is deleted.
 *
 * The run is at least once: a process that dies after the work and before the row is deleted
 * leaves the job to run again when its lease ends, so a handler must be idempotent (a purge is).
 */
export type JobHandlers = Record<string, (payload: unknown) => Promise<void>>;

export type DurableJobs = {
  /**
   * Adds a job, due now or `afterMs` from now, and wakes this process's runner for it. `db` may be
   * a transaction, so that the job commits with the write that asks for it (the runner then finds
   * it at its next look).
   */
  enqueue(db: Database, kind: string, payload: unknown, options?: { afterMs?: number }): Promise<void>;
  /** Looks at once: a job added elsewhere (another process, a database trigger) may be due sooner than the next look. */
  wake(): void;
  /** Runs the due jobs now (after a run in progress); answers how many succeeded. Tests call it after moving their clock. */
  runNow(): Promise<number>;
  close(): Promise<void>;
};

type TakenJob = { id: number; kind: string; payload: unknown; attempts: number };

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const { firstRetryMs, maxRetryMs } = backgroundJobLimits;
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** Takes due jobs of the given kinds (queued and due, or running past their lease) and leases them. */
async function takeDueJobs(db: Database, kinds: string[], now: Date): Promise<TakenJob[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + backgroundJobLimits.leaseMs).toISOString();
  return queryRows<TakenJob>(
    db,
    sql`with due as (
          select id from ${backgroundJobs}
           where kind in (${sql.join(
             kinds.map((kind) => sql`${kind}`),
             sql`, `,
           )})
             and ((state = 'queued' and run_at <= ${at}::timestamptz)
               or (state = 'running' and locked_until < ${at}::timestamptz))
           order by run_at, id
           limit ${backgroundJobLimits.batch}
             for update skip locked)
        update ${backgroundJobs} j
           set state = 'running', attempts = j.attempts + 1, locked_until = ${leaseEnd}::timestamptz,
               updated_at = ${at}::timestamptz
          from due
         where j.id = due.id
     returning j.id, j.kind, j.payload, j.attempts`,
  );
}

/** What happened to a taken job: gone when it succeeded, queued again after a delay, or failed for good. */
async function settle(db: Database, job: TakenJob, now: Date, error: unknown | null) {
  // Only while this process still holds it: a job whose lease ended meanwhile belongs to another.
  const held = and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.attempts, job.attempts));
  if (error === null) {
    await db.delete(backgroundJobs).where(held);
    return;
  }
  const failed = job.attempts >= backgroundJobLimits.maxAttempts;
  await db
    .update(backgroundJobs)
    .set({
      state: failed ? "failed" : "queued",
      runAt: new Date(now.getTime() + (failed ? 0 : retryDelayMs(job.attempts))),
      lockedUntil: null,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      updatedAt: now,
    })
    .where(held);
}

/** The moment the next waiting job of these kinds is due, or null when none waits. */
async function nextDueMoment(db: Database, kinds: string[]): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select min(run_at) as at from ${backgroundJobs}
         where state = 'queued' and kind in (${sql.join(
           kinds.map((kind) => sql`${kind}`),
           sql`, `,
         )})`,
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Starts this process's runner of the jobs it has handlers for: it looks every `pollMs`, at once
 * after a job is added here or `wake` is called, again at once while it finds a full batch, and at
 * the moment the next waiting job is due when that comes sooner.
 */
export function startDurableJobs(options: {
  db: Database;
  now: () => Date;
  handlers: JobHandlers;
  onError: (error: unknown, job?: { kind: string; attempts: number }) => void;
}): DurableJobs {
  const { db, now, handlers, onError } = options;
  const kinds = Object.keys(handlers);
  const task = startBackgroundTask({
    intervalMs: kinds.length > 0 ? backgroundJobLimits.pollMs : null,
    startDelayMs: kinds.length > 0 ? 0 : null,
    run: async (context) => {
      if (kinds.length === 0) return 0;
      const jobs = await takeDueJobs(db, kinds, now());
      let succeeded = 0;
      for (const job of jobs) {
        let error: unknown | null = null;
        try {
          await handlers[job.kind]!(job.payload);
          succeeded++;
        } catch (failure) {
          error = failure ?? new Error("failed");
          onError(failure, job);
        }
        await settle(db, job, now(), error);
      }
      if (jobs.length === backgroundJobLimits.batch) context.runAgainIn(0);
      // A job due before the next look (a scheduled moment, a retry) is run at its moment.
      const next = await nextDueMoment(db, kinds);
      if (next) context.runAgainIn(Math.max(0, next.getTime() - now().getTime()));
      return succeeded;
    },
    onError,
  });
  return {
    async enqueue(into, kind, payload, { afterMs = 0 } = {}) {
      const at = now();
      const runAt = new Date(at.getTime() + afterMs);
      await into.insert(backgroundJobs).values({ kind, payload, runAt, createdAt: at, updatedAt: at });
      if (kind in handlers) task.wake(afterMs);
    },
    wake: () => task.wake(),
    runNow: async () => (await task.runNow()) ?? 0,
    close: () => task.close(),
  };
}

export type FailedJob = { id: number; kind: string; attempts: number; lastError: string | null; failedAt: string };

/** The jobs that failed for good, newest first, and how many are waiting (for the admin panel). */
export async function jobsOverview(db: Database): Promise<{ failed: FailedJob[]; waiting: number }> {
  const failed = await db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.state, "failed"))
    .orderBy(desc(backgroundJobs.updatedAt), desc(backgroundJobs.id))
    .limit(backgroundJobLimits.failedListed);
  const [waiting] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${backgroundJobs} where state <> 'failed'`,
  );
  return {
    failed: failed.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      lastError: job.lastError,
      failedAt: job.updatedAt.toISOString(),
    })),
    waiting: waiting?.n ?? 0,
  };
}

/** Queues a failed job again, with its attempts from zero; false when there is no such failed job. */
export async function retryFailedJob(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ state: "queued", attempts: 0, runAt: now, lastError: null, updatedAt: now })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, "failed")))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}
