import type { ArticleListItem } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { listPublishedArticles } from "./service.ts";

/**
 * How long a category's newest articles are reused at most: writes outside the API (a script, SQL
 * by hand) announce nothing, and the page cache catches up with them within 4 s (decision 0010).
 */
const keepMs = 4_000;

export type NewestInCategory = {
  /** The `count` newest published articles of `category`. */
  list(category: string, count: number): Promise<ArticleListItem[]>;
  close(): void;
};

/**
 * The newest published articles of a category, which every article page of that category shows
 * ("more from"): the same list for thousands of articles, so it is read once and reused until the
 * next content change, which every staff write announces in every process (decision 0010), or
 * for a few seconds at most. An article page rendered on a cache miss then reads two statements
 * instead of four (issue 24). The list shows titles, pictures and dates, no counters.
 */
export function createNewestInCategory(
  db: Database,
  changes: ContentChanges,
  now: () => number = Date.now,
): NewestInCategory {
  let kept = new Map<string, { at: number; articles: Promise<ArticleListItem[]> }>();
  const unsubscribe = changes.subscribe((change) => {
    if (change.pages !== "none") kept = new Map();
  });
  return {
    list(category, count) {
      const key = `${count} ${category.toLowerCase()}`;
      const found = kept.get(key);
      if (found && now() - found.at <= keepMs) return found.articles;
      const articles = listPublishedArticles(db, { sort: "date", category, page: 1, pageSize: count }).then(
        (list) => list.articles,
      );
      const entries = kept;
      entries.set(key, { at: now(), articles });
      // A failed read is not kept.
      articles.catch(() => {
        if (entries.get(key)?.articles === articles) entries.delete(key);
      });
      return articles;
    },
    close: unsubscribe,
  };
}
