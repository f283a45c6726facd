import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { featuredTexts } from "#common/messages/admin.ts";
import type { FeaturedInput } from "#common/schemas/admin.ts";
import { limits } from "#common/limits.ts";
import type { ArticleListItem, FeaturedKind } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { listTotals } from "#server/db/list-totals.ts";
import { articleDailyViews, articles, featuredArticles } from "#server/db/schema.ts";
import { badRequest } from "#server/http/errors.ts";
import { listItemColumns, listItemRowsByIds, toListItem, type ListItemRow } from "#server/modules/articles/service.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

const featuredLimit: Record<FeaturedKind, number> = { popular: limits.popularCount, secondary: limits.secondaryCount };
const trendingDays = 7;
/**
 * How long the most viewed articles are reused while no list changes. Summing a week of daily
 * views is most of a home page's database time at 100 000 articles; view counts may lag 5 s
 * (issue 7), and a publish, hide or delete changes the list version, which ends the reuse at once.
 */
const trendingReuseMs = 2_000;
const trendingCache = new WeakMap<Database, { version: number; since: string; at: number; ids: number[] }>();

/**
 * The admin's ordered selection of published articles. When no popular article is chosen, the
 * popular list is the three published articles with the most views in the last 7 days.
 */
export async function listFeaturedArticles(db: Database, kind: FeaturedKind, now: Date): Promise<ArticleListItem[]> {
  return (await featuredRows(db, now, kind === "popular"))[kind].map(toListItem);
}

/**
 * The rows of both featured lists (listFeaturedArticles) in one query, before they become list
 * items; the most viewed stand in for an empty popular selection unless `withTrending` is false.
 */
export async function featuredRows(
  db: Database,
  now: Date,
  withTrending = true,
): Promise<Record<FeaturedKind, ListItemRow[]>> {
  const chosen = await db
    .select({ ...listItemColumns, kind: featuredArticles.kind })
    .from(featuredArticles)
    .innerJoin(articles, eq(articles.id, featuredArticles.articleId))
    .where(eq(articles.status, "published"))
    .orderBy(asc(featuredArticles.position));
  const ofKind = (kind: FeaturedKind) => chosen.filter((row) => row.kind === kind).slice(0, featuredLimit[kind]);
  const popular = ofKind("popular");
  return {
    popular: popular.length > 0 || !withTrending ? popular : await trendingArticles(db, now),
    secondary: ofKind("secondary"),
  };
}

/** The most viewed published articles of the last `trendingDays` days, reused for a moment. */
async function trendingArticles(db: Database, now: Date): Promise<ListItemRow[]> {
  const since = new Date(now.getTime() - trendingDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const version = await listTotals.version(db);
  const cached = trendingCache.get(db);
  // Only the order is reused: the articles' rows are read each time, so an edit shows at once.
  if (
    cached &&
    cached.version === version &&
    cached.since === since &&
    performance.now() - cached.at < trendingReuseMs
  ) {
    return listItemRowsByIds(db, cached.ids);
  }
  const rows = await mostViewedSince(db, since);
  trendingCache.set(db, { version, since, at: performance.now(), ids: rows.map((row) => row.id) });
  return rows;
}

/**
 * The published articles with the most views since a day. The views of those days are summed and
 * ordered first (a few thousand rows at 100 000 articles), and only the leaders are looked up: the
 * OFFSET 0 keeps the planner from hashing every published article to join them first.
 */
async function mostViewedSince(db: Database, since: string) {
  const recent = db
    .select({
      articleId: articleDailyViews.articleId,
      views: sql<number>`sum(${articleDailyViews.views})`.as("recent_views"),
    })
    .from(articleDailyViews)
    .where(gte(articleDailyViews.day, since))
    .groupBy(articleDailyViews.articleId)
    .orderBy(sql`recent_views desc`, desc(articleDailyViews.articleId))
    .offset(0)
    .as("recent");
  return db
    .select(listItemColumns)
    .from(recent)
    .innerJoin(articles, and(eq(articles.id, recent.articleId), eq(articles.status, "published")))
    .orderBy(desc(recent.views), desc(recent.articleId))
    .limit(limits.popularCount);
}

const sectionNames: Record<FeaturedKind, string> = {
  popular: featuredTexts.popularSection,
  secondary: featuredTexts.secondarySection,
};

/** The admin's current selection of one kind, in order (drafts included, so they can be removed). */
export async function getFeaturedSelection(db: Database, kind: FeaturedKind): Promise<ArticleListItem[]> {
  const rows = await db
    .select(listItemColumns)
    .from(featuredArticles)
    .innerJoin(articles, eq(articles.id, featuredArticles.articleId))
    .where(eq(featuredArticles.kind, kind))
    .orderBy(asc(featuredArticles.position));
  return rows.map(toListItem);
}

/**
 * Replaces both selections in one transaction: published articles only, no duplicates within a
 * list, at most 3 popular and 4 secondary (SPEC.md §5 Featured).
 */
export async function saveFeaturedSelection(db: Database, actor: Actor, input: FeaturedInput): Promise<void> {
  const lists: [FeaturedKind, number[]][] = [
    ["popular", input.popularArticles],
    ["secondary", input.secondaryArticles],
  ];
  for (const [kind, ids] of lists) {
    if (ids.length > featuredLimit[kind])
      throw badRequest(featuredTexts.overLimit(featuredLimit[kind], sectionNames[kind]));
    if (new Set(ids).size !== ids.length) throw badRequest(featuredTexts.duplicate);
  }
  const all = [...new Set([...input.popularArticles, ...input.secondaryArticles])];
  if (all.length) {
    const found = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, all), eq(articles.status, "published")));
    if (found.length !== all.length) throw badRequest(featuredTexts.notPublished);
  }
  await db.transaction(async (tx) => {
    await tx.delete(featuredArticles);
    const rows = lists.flatMap(([kind, ids]) => ids.map((articleId, position) => ({ kind, position, articleId })));
    if (rows.length) await tx.insert(featuredArticles).values(rows);
  });
  await auditBy(
    db,
    actor,
    "UPDATE",
    "ARTICLE",
    null,
    `Featured articles: popular [${input.popularArticles.join(", ")}], secondary [${input.secondaryArticles.join(", ")}]`,
  );
}
