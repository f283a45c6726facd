import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { ArticleListItem, FeaturedKind } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articleDailyViews, articles, featuredArticles } from "#server/db/schema.ts";
import { coreColumns, toListItems } from "#server/modules/articles/service.ts";

const featuredLimit: Record<FeaturedKind, number> = { popular: limits.popularCount, secondary: limits.secondaryCount };
const trendingDays = 7;

/**
 * The admin's ordered selection of published articles. When no popular article is chosen, the
 * popular list is the three published articles with the most views in the last 7 days.
 */
export async function listFeaturedArticles(db: Database, kind: FeaturedKind, now = new Date()): Promise<ArticleListItem[]> {
  const chosen = await db
    .select(coreColumns)
    .from(featuredArticles)
    .innerJoin(articles, eq(articles.id, featuredArticles.articleId))
    .where(and(eq(featuredArticles.kind, kind), eq(articles.status, "published")))
    .orderBy(asc(featuredArticles.position))
    .limit(featuredLimit[kind]);
  if (chosen.length > 0 || kind === "secondary") return toListItems(db, chosen);
  return toListItems(db, await mostViewedSince(db, new Date(now.getTime() - trendingDays * 24 * 60 * 60 * 1000)));
}

async function mostViewedSince(db: Database, since: Date) {
  const recentViews = sql<number>`sum(${articleDailyViews.views})`;
  return db
    .select(coreColumns)
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(and(gte(articleDailyViews.day, since.toISOString().slice(0, 10)), eq(articles.status, "published")))
    .groupBy(articles.id)
    .orderBy(desc(recentViews), desc(articles.id))
    .limit(limits.popularCount);
}
