import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { homeTexts } from "#common/messages/reader.ts";
import { cleanSearchQuery } from "#common/search-query.ts";
import type { AdminArticleList, AdminArticleQuery, AdminDashboard } from "#common/schemas/admin.ts";
import type { Database } from "#server/db/client.ts";
import { listTotals } from "#server/db/list-totals.ts";
import { orderByKeys, readPage, type OrderKey } from "#server/db/paging.ts";
import { articleCategories, articles, categories, users } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { changeArticleStatus, type StatusTarget } from "./authoring.ts";
import { articlePageChange, articleVisibility } from "./page-changes.ts";
import { articleSearchCondition } from "#server/modules/search/service.ts";
import { articleIdWindow, articleTotals, countArticles } from "./list-queries.ts";
import { inCategory } from "./service.ts";
import { coAuthorCountOfRow, listedAuthorName } from "./co-authors.ts";

/** A calendar day of the filters starts at midnight in Sofia. */
const sofiaMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Sofia'`;

async function categoryNames(db: Database, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ articleId: articleCategories.articleId, name: categories.name })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(inArray(articleCategories.articleId, ids))
    .orderBy(asc(articleCategories.articleId), asc(articleCategories.position));
  for (const r of rows) names.set(r.articleId, [...(names.get(r.articleId) ?? []), r.name]);
  return names;
}

/**
 * Every article, filtered, sorted and paged, for the admin list (SPEC.md §7 Admin). The total is
 * exact for every combination of filters (cached until the next write to the lists); the page's
 * ids are read from whichever end of the list is nearer, and then their rows.
 */
export async function listAdminArticles(db: Database, query: AdminArticleQuery): Promise<AdminArticleList> {
  const searched = await articleSearchCondition(db, query.search);
  if (searched === false) {
    return { articles: [], pagination: { total: 0, page: query.page, pageSize: query.pageSize, totalPages: 1 } };
  }
  const search = searched ? cleanSearchQuery(query.search ?? "").text : undefined;
  const category = query.category?.trim() || undefined;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(articles.status, query.status));
  if (query.author) conditions.push(eq(articles.authorId, query.author));
  // The readers' search (issue 19): any spelling, other inflections, typos, in the whole text.
  if (searched) conditions.push(searched);
  if (category) conditions.push(inCategory(category));
  if (query.dateFrom) conditions.push(gte(articles.listedAt, sofiaMidnight(query.dateFrom)));
  if (query.dateTo) conditions.push(lt(articles.listedAt, sql`${sofiaMidnight(query.dateTo)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  const descending = query.sortOrder !== "asc";
  const keys: OrderKey[] = [
    {
      by:
        query.sortBy === "title"
          ? sql`lower(${articles.title})`
          : query.sortBy === "views"
            ? articles.viewsCount
            : articles.listedAt,
      desc: descending,
    },
    { by: articles.id, desc: descending },
  ];

  const version = await listTotals.version(db);
  const filters = {
    status: query.status,
    author: query.author,
    search,
    category: category?.toLowerCase(),
    from: query.dateFrom,
    to: query.dateTo,
  };
  const total = await listTotals.total(db, `admin:${JSON.stringify(filters)}`, version, () => countArticles(db, where));
  const rows = await readPage(total, query.page, query.pageSize, (window) => {
    const page = articleIdWindow(db, where, keys, window);
    return db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        thumbnail: articles.thumbnail,
        status: articles.status,
        publishDate: articles.publishDate,
        scheduledAt: articles.scheduledAt,
        createdAt: articles.createdAt,
        views: articles.viewsCount,
        comments: articles.commentsCount,
        likes: articles.likesCount,
        authorId: users.id,
        authorName: users.name,
        authorUsername: users.username,
        authorAvatar: users.avatar,
        coAuthorCount: coAuthorCountOfRow(),
      })
      .from(page)
      .innerJoin(articles, eq(articles.id, page.id))
      .leftJoin(users, eq(users.id, articles.authorId))
      .orderBy(...orderByKeys(keys, window.reversed));
  });
  const names = await categoryNames(
    db,
    rows.map((r) => r.id),
  );
  return {
    articles: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      thumbnail: r.thumbnail,
      author: {
        id: r.authorId,
        name: listedAuthorName(r.authorName ?? r.authorUsername ?? homeTexts.editorialAuthor, r.coAuthorCount),
        avatar: r.authorAvatar,
      },
      categories: names.get(r.id) ?? [],
      isPublished: r.status === "published",
      publishDate: r.publishDate?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      stats: { views: r.views, comments: r.comments, likes: r.likes },
      status: r.status,
      scheduledAt: r.scheduledAt?.toISOString() ?? null,
    })),
    pagination: {
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    },
  };
}

/** Publishes, hides or schedules any article (the first publish date is kept; decision 0065). */
export function setArticleStatus(
  db: Database,
  actor: Actor,
  id: number,
  to: StatusTarget,
  now: Date,
  version?: number,
): Promise<PageChange> {
  return changeArticleStatus(db, actor, id, to, { now, version });
}

/** Deletes any article; answers what that did to the public pages. */
export async function deleteArticle(db: Database, actor: Actor, id: number): Promise<PageChange> {
  const before = await articleVisibility(db, id);
  const [deleted] = await db.delete(articles).where(eq(articles.id, id)).returning({ title: articles.title });
  if (!deleted) throw notFound();
  await auditBy(db, actor, "DELETE", "ARTICLE", id, `Deleted article "${deleted.title}"`);
  return articlePageChange(id, before, null);
}

/** SPEC.md §3 Admin dashboard data; the number of administrators is the Owner's to see. */
export async function adminDashboard(db: Database, viewer: { isOwner: boolean }): Promise<AdminDashboard> {
  const [totals, [staff], recent] = await Promise.all([
    articleTotals(db),
    db
      .select({
        journalists: sql<number>`(count(*) filter (where ${users.role} = 'Journalist'))::int`,
        admins: sql<number>`(count(*) filter (where ${users.role} in ('Admin', 'Owner')))::int`,
        // isAwaitingApproval (common/account-status.ts): inactive and never used.
        awaiting: sql<number>`(count(*) filter (where not ${users.isActive} and ${users.lastActivity} is null))::int`,
      })
      .from(users),
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        publishDate: articles.publishDate,
        views: articles.viewsCount,
        authorName: users.name,
        authorUsername: users.username,
        authorAvatar: users.avatar,
        coAuthorCount: coAuthorCountOfRow(),
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.status, "published"))
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(5),
  ]);
  return {
    ...totals,
    totalJournalists: staff!.journalists,
    totalAdmins: viewer.isOwner ? staff!.admins : null,
    awaitingApproval: staff!.awaiting,
    recentArticles: recent.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      author: listedAuthorName(r.authorName ?? r.authorUsername ?? homeTexts.editorialAuthor, r.coAuthorCount),
      authorAvatar: r.authorAvatar,
      publishDate: r.publishDate?.toISOString() ?? null,
      views: r.views,
    })),
  };
}
