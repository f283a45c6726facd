/**
 * Counts events (failed sign-ins, posted comments) in a sliding window per key, such as an
 * account, a reader or an IP address, and says when a key has had too many. Kept in process
 * memory: with several processes each one counts on its own, which still bounds an abuser to a
 * few attempts a minute (docs/SCALING.md).
 */
export type SlidingWindowLimiter = {
  /** Seconds to wait when any of the keys is locked, else 0. */
  retryAfter(keys: string[], now?: number): number;
  record(keys: string[], now?: number): void;
  reset(key: string): void;
};

export type LimitRule = { prefix: string; max: number; windowMs: number };

const maxTrackedKeys = 50_000;

export function createSlidingWindowLimiter(rules: LimitRule[]): SlidingWindowLimiter {
  const events = new Map<string, number[]>();
  const ruleFor = (key: string) => rules.find((r) => key.startsWith(r.prefix));

  function recent(key: string, now: number): number[] {
    const rule = ruleFor(key);
    const times = events.get(key);
    if (!rule || !times) return [];
    const kept = times.filter((t) => now - t < rule.windowMs);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  }

  return {
    retryAfter(keys, now = Date.now()) {
      let wait = 0;
      for (const key of keys) {
        const rule = ruleFor(key);
        const times = recent(key, now);
        if (rule && times.length >= rule.max) {
          const oldest = times[times.length - rule.max]!;
          wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - now) / 1000));
        }
      }
      return wait;
    },
    record(keys, now = Date.now()) {
      if (events.size > maxTrackedKeys) for (const key of [...events.keys()]) recent(key, now);
      for (const key of keys) {
        const rule = ruleFor(key);
        if (!rule) continue;
        const times = recent(key, now);
        times.push(now);
        // Only the newest max matter for the lock; drop the rest so memory stays bounded.
        events.set(key, times.slice(-rule.max));
      }
    },
    reset(key) {
      events.delete(key);
    },
  };
}
