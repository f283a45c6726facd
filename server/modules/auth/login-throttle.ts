/**
 * Counts failed sign-ins in a sliding window, per account and per IP address, and says when a
 * key has failed too often. Kept in process memory: with several processes each one counts on
 * its own, which still bounds a brute force to a few attempts a minute (docs/SCALING.md).
 */
export type LoginThrottle = {
  /** Seconds to wait when any of the keys is locked, else 0. */
  retryAfter(keys: string[], now?: number): number;
  recordFailure(keys: string[], now?: number): void;
  reset(key: string): void;
};

export type ThrottleRule = { prefix: string; maxFailures: number; windowMs: number };

export const defaultThrottleRules: ThrottleRule[] = [
  { prefix: "user:", maxFailures: 10, windowMs: 15 * 60_000 },
  { prefix: "ip:", maxFailures: 30, windowMs: 15 * 60_000 },
];

const maxTrackedKeys = 50_000;

export function createLoginThrottle(rules: ThrottleRule[] = defaultThrottleRules): LoginThrottle {
  const failures = new Map<string, number[]>();
  const ruleFor = (key: string) => rules.find((r) => key.startsWith(r.prefix));

  function recent(key: string, now: number): number[] {
    const rule = ruleFor(key);
    const times = failures.get(key);
    if (!rule || !times) return [];
    const kept = times.filter((t) => now - t < rule.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    retryAfter(keys, now = Date.now()) {
      let wait = 0;
      for (const key of keys) {
        const rule = ruleFor(key);
        const times = recent(key, now);
        if (rule && times.length >= rule.maxFailures) {
          const oldest = times[times.length - rule.maxFailures]!;
          wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - now) / 1000));
        }
      }
      return wait;
    },
    recordFailure(keys, now = Date.now()) {
      if (failures.size > maxTrackedKeys) for (const key of [...failures.keys()]) recent(key, now);
      for (const key of keys) {
        const rule = ruleFor(key);
        if (!rule) continue;
        const times = recent(key, now);
        times.push(now);
        // Only the newest maxFailures matter for the lock; drop the rest so memory stays bounded.
        failures.set(key, times.slice(-rule.maxFailures));
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
