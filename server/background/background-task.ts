/**
 * Work that runs in the background of every server process (the scheduled publisher, the search
 * vocabulary, the revisions' upkeep, the address and upload sweeps, the embedded database's vacuum,
 * the page cache's sweep): one start, stop, error and wake-up handling for all of them, instead of
 * a timer loop of its own in each (decision 0111).
 *
 * A task runs at start (after `startDelayMs`), every `intervalMs`, and when woken; one run at a
 * time, and runs asked for during a run share one run after it. A run may ask for its next turn
 * sooner than the interval (`runAgainIn`: the next scheduled moment). A failed run is reported to
 * `onError` and tried again at the next turn. Timers never keep a finished process alive, and
 * `close()` waits for the run in progress. Tests do not wait for timers: they call `runNow()` after
 * moving the app's clock.
 */
export type BackgroundTask<T = void> = {
  /** Asks for a run in `afterMs` (at once by default), unless one is due sooner. */
  wake(afterMs?: number): void;
  /** Runs now (after the run in progress); its result, or undefined if it failed or the task is closed. */
  runNow(): Promise<T | undefined>;
  /** Stops the task, after the run in progress. */
  close(): Promise<void>;
};

export type TaskContext = {
  /** Whether the task was closed meanwhile: a long run stops between its steps. */
  closed(): boolean;
  /** The next run in `ms` if that is sooner than the interval. */
  runAgainIn(ms: number): void;
};

export type BackgroundTaskOptions<T> = {
  /** Milliseconds between runs; null for a task that runs only when woken. */
  intervalMs: number | null;
  /** The first run, this long after start (0 by default); null: not before it is woken. */
  startDelayMs?: number | null;
  run: (task: TaskContext) => Promise<T>;
  onError: (error: unknown) => void;
};

export function startBackgroundTask<T = void>(options: BackgroundTaskOptions<T>): BackgroundTask<T> {
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<T | undefined> | null = null;
  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (performance.now()), or null. */
  let dueAt: number | null = null;

  const arm = (delay: number | null) => {
    clearTimeout(timer);
    dueAt = null;
    if (closed || delay === null) return;
    dueAt = performance.now() + delay;
    timer = setTimeout(() => {
      dueAt = null;
      void enqueue();
    }, delay).unref();
  };

  function enqueue(): Promise<T | undefined> {
    if (queued) return queued;
    const next = chain.then(async () => {
      queued = null;
      if (closed) return undefined;
      let sooner: number | null = null;
      const context: TaskContext = { closed: () => closed, runAgainIn: (ms) => (sooner = Math.min(sooner ?? ms, ms)) };
      try {
        return await options.run(context);
      } catch (error) {
        options.onError(error);
        return undefined;
      } finally {
        // The earliest of: the interval, what the run asked for, a wake-up that came during the run.
        const woken = dueAt === null ? null : Math.max(0, dueAt - performance.now());
        const delays = [options.intervalMs, sooner, woken].filter((ms): ms is number => ms !== null);
        arm(delays.length > 0 ? Math.min(...delays) : null);
      }
    });
    queued = next;
    chain = next;
    return next;
  }

  const startDelay = options.startDelayMs === undefined ? 0 : options.startDelayMs;
  arm(startDelay);
  return {
    wake(afterMs = 0) {
      if (afterMs <= 0) return void enqueue();
      if (closed || queued || (dueAt !== null && dueAt <= performance.now() + afterMs)) return;
      arm(afterMs);
    },
    runNow: enqueue,
    async close() {
      closed = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
