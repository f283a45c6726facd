/**
 * Upkeep that runs in the background of every server process (the search vocabulary, the
 * newsroom's revisions): one start, stop, error and wake-up handling for all of them, instead of a
 * timer loop of its own in each. A task runs at start, every `intervalMs`, and when woken (after a
 * write that gives it work); one run at a time, and a wake-up during a run asks for one more run
 * after it. A failed run is reported and tried again at the next turn.
 */
export type BackgroundTask = {
  /** Asks for a run soon (after the one in progress, if any). */
  wake(): void;
  /** Runs now (after the one in progress) and resolves when that run is over: tests and scripts. */
  runNow(): Promise<void>;
  /** Stops the task, after the run in progress. */
  close(): Promise<void>;
};

export type TaskRun = (task: { closed: () => boolean }) => Promise<void>;

export function startBackgroundTask(options: { intervalMs: number; run: TaskRun; onError: (error: unknown) => void; startDelayMs?: number }): BackgroundTask {
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const arm = (delay: number) => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(() => void enqueue(), delay).unref();
  };

  /** A run after the one in progress; runs asked for meanwhile share it. */
  function enqueue(): Promise<void> {
    if (queued) return queued;
    const next = chain.then(async () => {
      queued = null;
      if (closed) return;
      try {
        await options.run({ closed: () => closed });
      } catch (error) {
        options.onError(error);
      }
      arm(options.intervalMs);
    });
    queued = next;
    chain = next;
    return next;
  }

  arm(options.startDelayMs ?? 0);
  return {
    wake: () => void enqueue(),
    runNow: enqueue,
    async close() {
      closed = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
