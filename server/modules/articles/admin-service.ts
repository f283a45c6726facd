import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import { homeTexts } from "#common/messages.ts";
import type { AdminArticleList, AdminArticleQuery, AdminDashboard } from "#common/schemas/admin.ts";
import type { Database } from "#server/db/client.ts";
import { articleCategories, articles, categories, users } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The date an article is listed by: its publish date, or its creation for a never-published draft. */
const listedDate = sql`coalesce(${articles.publishDate}, ${articles.createdAt})`;
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

/** Every article, filtered, sorted and paged, for the admin list (SPEC.md §7 Admin). */
export async function listAdminArticles(db: Database, query: AdminArticleQuery): Promise<AdminArticleList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(articles.status, query.status));
  if (query.author) conditions.push(eq(articles.authorId, query.author));
  if (query.search?.trim()) conditions.push(ilike(articles.title, `%${escapeLike(query.search.trim())}%`));
  if (query.category?.trim()) {
    conditions.push(
      sql`exists (select 1 from ${articleCategories} ac join ${categories} c on c.id = ac.category_id
        where ac.article_id = ${articles.id} and lower(c.name) = lower(${query.category.trim()}))`,
    );
  }
  if (query.dateFrom) conditions.push(gte(listedDate, sofiaMidnight(query.dateFrom)));
  if (query.dateTo) conditions.push(lt(listedDate, sql`${sofiaMidnight(query.dateTo)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.sortOrder === "asc" ? asc : desc;
  const order =
    query.sortBy === "title"
      ? [direction(sql`lower(${articles.title})`), direction(articles.id)]
      : query.sortBy === "views"
        ? [direction(articles.viewsCount), direction(articles.id)]
        : [direction(listedDate), direction(articles.id)];

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        thumbnail: articles.thumbnail,
        status: articles.status,
        publishDate: articles.publishDate,
        createdAt: articles.createdAt,
        views: articles.viewsCount,
        comments: articles.commentsCount,
        likes: articles.likesCount,
        authorId: users.id,
        authorName: users.name,
        authorUsername: users.username,
        authorAvatar: users.avatar,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  const names = await categoryNames(db, rows.map((r) => r.id));
  const total = counted?.total ?? 0;
  return {
    articles: rows.map((r) => ({
      id: r.id,
      title: r.title,
      thumbnail: r.thumbnail,
      author: { id: r.authorId, name: r.authorName ?? r.authorUsername ?? homeTexts.editorialAuthor, avatar: r.authorAvatar },
      categories: names.get(r.id) ?? [],
      isPublished: r.status === "published",
      publishDate: r.publishDate?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      stats: { views: r.views, comments: r.comments, likes: r.likes },
    })),
    pagination: { total, page: query.page, pageSize: query.pageSize, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) },
  };
}

/** Publishes or hides any article; the first publish date is kept. */
export async function setArticleStatus(db: Database, actor: Actor, id: number, publish: boolean): Promise<void> {
  const [existing] = await db.select({ title: articles.title, publishDate: articles.publishDate }).from(articles).where(eq(articles.id, id));
  if (!existing) throw notFound();
  await db
    .update(articles)
    .set({ status: publish ? "published" : "draft", publishDate: existing.publishDate ?? (publish ? new Date() : null), updatedAt: new Date() })
    .where(eq(articles.id, id));
  await auditBy(db, actor, "UPDATE", "ARTICLE", id, `${publish ? "Published" : "Unpublished"} article "${existing.title}"`);
}

export async function deleteArticle(db: Database, actor: Actor, id: number): Promise<void> {
  const [deleted] = await db.delete(articles).where(eq(articles.id, id)).returning({ title: articles.title });
  if (!deleted) throw notFound();
  await auditBy(db, actor, "DELETE", "ARTICLE", id, `Deleted article "${deleted.title}"`);
}

/** SPEC.md §3 Admin dashboard data; the number of administrators is the Owner's to see. */
export async function adminDashboard(db: Database, viewer: { isOwner: boolean }): Promise<AdminDashboard> {
  const [[totals], [staff], recent] = await Promise.all([
    db
      .select({
        totalArticles: sql<number>`count(*)::int`,
        publishedArticles: sql<number>`(count(*) filter (where ${articles.status} = 'published'))::int`,
        totalViews: sql<number>`coalesce(sum(${articles.viewsCount}), 0)::int`,
        totalLikes: sql<number>`coalesce(sum(${articles.likesCount}), 0)::int`,
        totalComments: sql<number>`coalesce(sum(${articles.commentsCount}), 0)::int`,
      })
      .from(articles),
    db
      .select({
        journalists: sql<number>`(count(*) filter (where ${users.role} = 'Journalist'))::int`,
        admins: sql<number>`(count(*) filter (where ${users.role} in ('Admin', 'Owner')))::int`,
      })
      .from(users),
    db
      .select({
        id: articles.id,
        title: articles.title,
        publishDate: articles.publishDate,
        views: articles.viewsCount,
        authorName: users.name,
        authorUsername: users.username,
        authorAvatar: users.avatar,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.status, "published"))
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(5),
  ]);
  return {
    ...totals!,
    totalJournalists: staff!.journalists,
    totalAdmins: viewer.isOwner ? staff!.admins : null,
    recentArticles: recent.map((r) => ({
      id: r.id,
      title: r.title,
      author: r.authorName ?? r.authorUsername ?? homeTexts.editorialAuthor,
      authorAvatar: r.authorAvatar,
      publishDate: r.publishDate?.toISOString() ?? null,
      views: r.views,
    })),
  };
}
