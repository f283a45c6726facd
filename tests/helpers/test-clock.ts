/**
 * A clock that moves only when a test says so: for code that ages things (the page cache), so
 * that a test of "fresh for 3 s, then stale" is the same on a busy machine as on a quiet one.
 */
export function createTestClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
