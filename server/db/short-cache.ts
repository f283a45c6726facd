import type { Database } from "./client.ts";

const everyCache = new Set<() => void>();

/** Forgets every remembered answer: published content changed (a staff write, server/db/content-changes.ts). */
export function clearShortCaches(): void {
  for (const clear of everyCache) clear();
}

/**
 * Remembers slow aggregate answers (the totals behind a pager) for a few seconds per database:
 * counting 100 000 rows on every page view would cost more than the page itself. A total that is
 * a few seconds behind only moves the last page number; the articles listed are always fresh.
 */
export function createShortCache<T>(ttlMs: number) {
  let byDatabase = new WeakMap<Database, Map<string, { value: T; expires: number }>>();
  everyCache.add(() => (byDatabase = new WeakMap()));
  return async function cached(db: Database, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (entries.size > 1000) entries.clear();
    entries.set(key, { value, expires: now + ttlMs });
    return value;
  };
}
