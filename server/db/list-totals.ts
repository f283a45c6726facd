import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "./client.ts";
import { articleListVersion } from "./schema.ts";

/** Filters remembered per database; beyond this the oldest are forgotten (admin searches are many). */
const maxEntries = 2_000;

/**
 * Exact totals behind the article pagers, counted once and kept until the next write that can
 * change them: triggers bump article_list_version at the commit of every such write (migration
 * 0006), in whatever process or server it ran. Counting 100 000 rows costs more than the page
 * itself; reading the version costs one row.
 */
export function createListTotals() {
  const byDatabase = new WeakMap<Database, LRUCache<string, { version: number; total: number }>>();
  /** Counts under way, by version and key: requests that need the same total wait for one count. */
  const counting = new WeakMap<Database, Map<string, Promise<number>>>();

  return {
    /** The current version, read before counting (a count is never older than its version). */
    async version(db: Database): Promise<number> {
      const [row] = await db
        .select({ version: articleListVersion.version })
        .from(articleListVersion)
        .where(eq(articleListVersion.id, 1));
      return row?.version ?? -1;
    },

    /** The total of the list `key` at `version`, counted now unless it is known. */
    async total(db: Database, key: string, version: number, count: () => Promise<number>): Promise<number> {
      let entries = byDatabase.get(db);
      if (!entries) byDatabase.set(db, (entries = new LRUCache({ max: maxEntries })));
      const hit = entries.get(key);
      // A used entry becomes the newest (get); the least recently used go first.
      if (hit && hit.version === version && version >= 0) return hit.total;
      let inflight = counting.get(db);
      if (!inflight) counting.set(db, (inflight = new Map()));
      const flightKey = `${version} ${key}`;
      const running = inflight.get(flightKey);
      if (running) return running;
      const counted = count().finally(() => inflight.delete(flightKey));
      inflight.set(flightKey, counted);
      const total = await counted;
      entries.set(key, { version, total });
      return total;
    },
  };
}

/** The one cache of list totals of this process. */
export const listTotals = createListTotals();
