import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundJobLimits } from "#common/limits.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { backgroundJobs } from "#server/db/schema.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { jobsOverview, retryDelayMs, retryFailedJob, startDurableJobs, type DurableJobs } from "./durable-jobs.ts";

/** Durable jobs (issue 34, point 5) on the embedded database, and on PostgreSQL with TEST_DATABASE_URL. */

let database: DatabaseHandle;
const runners: DurableJobs[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const runner of runners) await runner.close();
  await database.close();
});

const clock = createTestClock(Date.parse("2026-03-29T00:30:00Z"));
const now = () => new Date(clock.now());

function runner(handlers: Record<string, (payload: unknown) => Promise<void>>) {
  const jobs = startDurableJobs({ db: database.db, now, handlers, onError: () => undefined });
  runners.push(jobs);
  return jobs;
}

const rows = () => database.db.select().from(backgroundJobs);

describe("durable jobs", () => {
  it("runs a job once, then forgets it; jobs of kinds a process has no handler for wait for one that has", async () => {
    const seen: unknown[] = [];
    const jobs = runner({ "test-once": async (payload) => void seen.push(payload) });
    await jobs.enqueue(database.db, "test-once", { n: 1 });
    await jobs.enqueue(database.db, "test-unknown", { n: 2 });
    await jobs.runNow();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await rows()).map((row) => row.kind)).toEqual(["test-unknown"]);
    await database.db.delete(backgroundJobs);
  });

  it("retries a failing job after doubling delays, keeps it as failed after the last attempt, and runs it again when asked", async () => {
    let fail = true;
    let attempts = 0;
    const jobs = runner({
      "test-flaky": async () => {
        attempts++;
        if (fail) throw new Error("the CDN is away");
      },
    });
    await jobs.enqueue(database.db, "test-flaky", {});
    await jobs.runNow();
    expect(attempts).toBe(1);
    for (let attempt = 1; attempt < backgroundJobLimits.maxAttempts; attempt++) {
      // Not before its delay...
      clock.advance(retryDelayMs(attempt) - 1);
      await jobs.runNow();
      expect(attempts).toBe(attempt);
      // ...and at it.
      clock.advance(1);
      await jobs.runNow();
      expect(attempts).toBe(attempt + 1);
    }
    clock.advance(backgroundJobLimits.maxRetryMs);
    await jobs.runNow();
    expect(attempts).toBe(backgroundJobLimits.maxAttempts);
    const { failed, waiting } = await jobsOverview(database.db);
    expect(waiting).toBe(0);
    expect(failed).toEqual([
      expect.objectContaining({
        kind: "test-flaky",
        attempts: backgroundJobLimits.maxAttempts,
        lastError: "the CDN is away",
      }),
    ]);

    fail = false;
    expect(await retryFailedJob(database.db, failed[0]!.id, now())).toBe(true);
    expect(await retryFailedJob(database.db, failed[0]!.id, now())).toBe(false);
    expect(await jobs.runNow()).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it("gives a job whose process died (its lease ended) to another process, and the late one's result does not count", async () => {
    let finishFirst: () => void = () => undefined;
    const first = runner({ "test-lease": () => new Promise<void>((resolve) => (finishFirst = resolve)) });
    await first.enqueue(database.db, "test-lease", {});
    const stuck = first.runNow();
    for (;;) {
      const [row] = await rows();
      if (row?.state === "running") break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The second starts only now: its own first look, at once on start, would race the first's for the job.
    let secondRuns = 0;
    const second = runner({ "test-lease": async () => void secondRuns++ });
    // While the first holds its lease, the job is not another's...
    await second.runNow();
    expect(secondRuns).toBe(0);
    // ...and once the lease is over, it is.
    clock.advance(backgroundJobLimits.leaseMs + 1);
    await second.runNow();
    expect(secondRuns).toBe(1);
    expect(await rows()).toEqual([]);
    finishFirst();
    await stuck;
    expect(await rows()).toEqual([]);
  });

  it("runs a job added elsewhere at its moment, not at the next look", async () => {
    // A clock that moves with the machine's, so that the runner's own timer brings the moment.
    const start = performance.now();
    const moving = () => new Date(clock.now() + (performance.now() - start));
    let ran: number | null = null;
    const jobs = startDurableJobs({
      db: database.db,
      now: moving,
      handlers: { "test-at-moment": async () => void (ran = performance.now()) },
      onError: () => undefined,
    });
    runners.push(jobs);
    await jobs.runNow();
    // Added as a database trigger adds a scheduled moment's job: this runner does not hear of it...
    const due = performance.now() + 200;
    const at = new Date(moving().getTime() + 200);
    await database.db
      .insert(backgroundJobs)
      .values({ kind: "test-at-moment", payload: {}, runAt: at, createdAt: at, updatedAt: at });
    // ...until it is woken (a content change): it looks, finds it not yet due, and comes back at its moment.
    jobs.wake();
    await expect.poll(() => ran, { timeout: backgroundJobLimits.pollMs - 1_000, interval: 20 }).not.toBeNull();
    expect(ran!).toBeGreaterThanOrEqual(due - 5);
  });

  it("runs each job exactly once when several processes look at the same time", async () => {
    const counts = new Map<number, number>();
    const handler = async (payload: unknown) => {
      const n = (payload as { n: number }).n;
      counts.set(n, (counts.get(n) ?? 0) + 1);
    };
    const a = runner({ "test-many": handler });
    const b = runner({ "test-many": handler });
    for (let n = 0; n < 60; n++) await a.enqueue(database.db, "test-many", { n });
    await Promise.all([a.runNow(), b.runNow(), a.runNow(), b.runNow()]);
    while ((await rows()).length > 0) await Promise.all([a.runNow(), b.runNow()]);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});
