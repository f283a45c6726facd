import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { limits } from "#common/limits.ts";
import { articlePath } from "#common/page-paths.ts";
import { normalizeRedirectPath } from "#common/redirect-paths.ts";
import type { Database } from "#server/db/client.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import { articles, redirects } from "#server/db/schema.ts";

/** What a process remembers of the redirects table, by the key of an old address. */
export type RedirectLookup = {
  /** Where the old address leads now (a path of this site), or null: not in the table, or nowhere readers may go. */
  locationOf(key: string): Promise<string | null>;
  /** Forgets everything: the table changed (through this process's admin API, or announced by another). */
  clear(): void;
};

/** A miss, as the cache keeps it (the cache keeps no null). */
const miss = "";

/**
 * The redirects table as the serving side reads it (issue 33): one indexed lookup of the old
 * address's key by a prepared statement, remembered, found or not, in a bounded LRU (at most
 * `limits.redirectLookupsKept` addresses and `redirectLookupCharsKept` characters), each for
 * `redirectLookupKeptMs`: a flood of made-up paths costs one lookup each and replaces the least
 * used, and another process's change shows within that time even without its announcement.
 * Requests for one address at once wait for one lookup.
 */
export function createRedirectLookup(
  db: Database,
  options: {
    /** The clock entries age by (tests); `performance.now` by default. */
    now?: () => number;
    /** How many addresses, and characters, are kept, and for how long (tests make them small). */
    kept?: { entries: number; chars: number; ms: number };
  } = {},
): RedirectLookup {
  const bounds = options.kept ?? {
    entries: limits.redirectLookupsKept,
    chars: limits.redirectLookupCharsKept,
    ms: limits.redirectLookupKeptMs,
  };
  const kept = new LRUCache<string, string>({
    max: bounds.entries,
    maxSize: bounds.chars,
    sizeCalculation: (value, key) => key.length + value.length + 1,
    ttl: bounds.ms,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const reading = new Map<string, Promise<string>>();
  /** Moves on with every clear: a lookup that started before one is not kept. */
  let generation = 0;

  async function read(key: string): Promise<string> {
    const [row] = await preparedQuery(db, "redirect_target", () =>
      db
        .select({ toPath: redirects.toPath, articleId: articles.id, slug: articles.slug, status: articles.status })
        .from(redirects)
        .leftJoin(articles, eq(articles.id, redirects.articleId))
        .where(eq(redirects.fromPath, sql.placeholder("fromPath"))),
    ).execute({ fromPath: key });
    if (!row) return miss;
    // An article's redirect leads to its current address, so a changed slug adds no hop; an article
    // readers can't see is a 404 at its old address as at its own (its slug is not told).
    const target =
      row.toPath ??
      (row.articleId !== null && row.status === "published"
        ? articlePath({ id: row.articleId, slug: row.slug })
        : miss);
    // Never a Location that leads back to itself or off the site (the importer's rows are trusted no more).
    if (!target.startsWith("/") || target.startsWith("//") || normalizeRedirectPath(target) === key) return miss;
    return target;
  }

  /** Reads the key for every request that asks meanwhile, and keeps what it found unless the table changed since. */
  function readOnce(key: string): Promise<string> {
    const startedIn = generation;
    const running = read(key);
    reading.set(key, running);
    const done = () => {
      if (reading.get(key) === running) reading.delete(key);
    };
    running.then((target) => {
      done();
      if (generation === startedIn) kept.set(key, target);
    }, done);
    return running;
  }

  return {
    async locationOf(key) {
      const known = kept.get(key);
      if (known !== undefined) return known === miss ? null : known;
      const target = await (reading.get(key) ?? readOnce(key));
      return target === miss ? null : target;
    },
    clear() {
      generation++;
      kept.clear();
      reading.clear();
    },
  };
}
