import { describe, expect, it } from "vitest";
import { startBackgroundTask } from "./background-task.ts";

/** Resolves when `check` holds, looking at each turn of the event loop (no fixed sleeps). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe("background tasks", () => {
  it("runs at start, one run at a time, and runs asked for during a run share one run after it", async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const task = startBackgroundTask({
      intervalMs: 3_600_000,
      run: async () => {
        runs++;
        await new Promise<void>((resolve) => (release = resolve));
        return runs;
      },
      onError: (error) => expect.fail(String(error)),
    });
    await until(() => runs === 1);
    const asked = [task.runNow(), task.runNow(), task.runNow()];
    release();
    await until(() => runs === 2);
    release();
    expect(await Promise.all(asked)).toEqual([2, 2, 2]);
    await task.close();
  });

  it("reports a failed run and goes on; a closed task runs no more", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const task = startBackgroundTask({
      intervalMs: null,
      startDelayMs: null,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("the database is away");
        return "ok";
      },
      onError: (error) => errors.push(error),
    });
    expect(await task.runNow()).toBeUndefined();
    expect(await task.runNow()).toBe("ok");
    expect(errors).toHaveLength(1);
    await task.close();
    expect(await task.runNow()).toBeUndefined();
    expect(runs).toBe(2);
  });

  it("runs again as soon as a run asks, sooner than its interval, and when woken after a delay", async () => {
    let runs = 0;
    const task = startBackgroundTask({
      intervalMs: 3_600_000,
      run: async (context) => {
        runs++;
        if (runs === 1) context.runAgainIn(1);
      },
      onError: (error) => expect.fail(String(error)),
    });
    await until(() => runs === 2);
    task.wake(1);
    await until(() => runs === 3);
    await task.close();
  });
});
