import { LRUCache } from "lru-cache";

/**
 * A budget per key (an article and an address) that renews every window: `take` answers whether
 * one more is allowed and counts it. Kept in this process's memory, at most `maxKeys` keys (the
 * least recently used forgotten first), like the other limits (docs/SCALING.md).
 */
export function createBudget(options: { max: number; windowMs: number; maxKeys: number }) {
  const spent = new LRUCache<string, { since: number; count: number }>({ max: options.maxKeys });
  return {
    take(key: string, now = Date.now()): boolean {
      const entry = spent.get(key);
      if (entry && now - entry.since < options.windowMs) {
        if (entry.count >= options.max) return false;
        entry.count++;
        return true;
      }
      spent.set(key, { since: now, count: 1 });
      return true;
    },
  };
}

export type Budget = ReturnType<typeof createBudget>;
