import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderByKeys, type OrderKey, type PageWindow } from "#server/db/paging.ts";
import { articles } from "#server/db/schema.ts";

/** How many articles `where` selects: a list's total, which its pager and page window need. */
export async function countArticles(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  return row?.total ?? 0;
}

/**
 * The ids of one page of a list of articles, in the keys' order: read on the list's index alone,
 * then joined to the columns the page shows, so that the rows the offset skips are never fetched.
 */
export function articleIdWindow(db: Database, where: SQL | undefined, keys: readonly OrderKey[], window: PageWindow) {
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...orderByKeys(keys, window.reversed))
    .limit(window.limit)
    .offset(window.offset)
    .as("page");
}

/** A dashboard's totals over the articles it counts (SPEC.md §3): all of them, or one journalist's. */
export async function articleTotals(db: Database, where?: SQL) {
  const [totals] = await db
    .select({
      totalArticles: sql<number>`count(*)::int`,
      publishedArticles: sql<number>`(count(*) filter (where ${articles.status} = 'published'))::int`,
      totalViews: sql<number>`coalesce(sum(${articles.viewsCount}), 0)::int`,
      totalLikes: sql<number>`coalesce(sum(${articles.likesCount}), 0)::int`,
      totalComments: sql<number>`coalesce(sum(${articles.commentsCount}), 0)::int`,
    })
    .from(articles)
    .where(where);
  return totals!;
}
