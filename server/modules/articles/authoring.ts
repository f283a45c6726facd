import { sofiaDay } from "#common/dates.ts";
import { htmlToText } from "#common/text.ts";
import { and, asc, desc, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { builderTexts } from "#common/messages.ts";
import { articleSaveError, articleSizeError, isPictureSection, type ArticleInput } from "#common/schemas/article-input.ts";
import type { OwnArticle, OwnArticleQuery, JournalistDashboard, DailyViews } from "#common/schemas/journalist.ts";
import type { Database } from "#server/db/client.ts";
import { articleCategories, articleDailyViews, articles, categories, sections } from "#server/db/schema.ts";
import { badRequest, notFound, payloadTooLarge } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { mediaUrlPrefix, type MediaStorage } from "#server/modules/media/storage.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";
import { publishState } from "./publish-state.ts";
import { sanitizeParagraph } from "./sanitize.ts";

type CleanArticle = {
  title: string;
  description: string;
  thumbnail: string | null;
  thumbnailAlt: string | null;
  thumbnailCredit: string | null;
  categoryIds: number[];
  sections: { type: "heading" | "paragraph" | "image"; content: string; caption: string | null; alt: string | null; credit: string | null }[];
};

/** Trimmed text, or null for none. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The stored file behind a media URL of this server's uploads, e.g. /media/images/…-1200.webp. */
async function isUploadedMedia(storage: MediaStorage, url: string): Promise<boolean> {
  if (!url.startsWith(mediaUrlPrefix)) return false;
  try {
    return await storage.exists(decodeURIComponent(url.slice(mediaUrlPrefix.length).split(/[?#]/)[0]!));
  } catch {
    return false; // a malformed escape, or a key that escapes the storage root
  }
}

/** Checks an article against SPEC.md §5 and the limits, and returns it ready to store. */
async function cleanArticle(db: Database, storage: MediaStorage, input: ArticleInput): Promise<CleanArticle> {
  const tooLarge = articleSizeError(input);
  if (tooLarge) throw payloadTooLarge(tooLarge);
  const error = articleSaveError(input);
  if (error) throw badRequest(error);

  const names = [...new Map(input.categories.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
  const known = names.length
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(sql`lower(${categories.name})`, names.map((n) => n.toLowerCase())))
    : [];
  const idByName = new Map(known.map((c) => [c.name.toLowerCase(), c.id]));
  const categoryIds = names.map((name) => {
    const id = idByName.get(name.toLowerCase());
    if (id === undefined) throw badRequest(builderTexts.unknownCategory(name));
    return id;
  });

  const thumbnail = input.thumbnail?.trim() || null;
  const mediaUrls = [thumbnail, ...input.sections.filter((s) => s.type === "image").map((s) => s.content.trim())].filter(
    (u): u is string => !!u,
  );
  for (const url of mediaUrls) if (!(await isUploadedMedia(storage, url))) throw badRequest(builderTexts.mediaNotUploaded);

  const cleanSections = input.sections.map((s) => {
    const type = s.type as CleanArticle["sections"][number]["type"];
    const content = type === "paragraph" ? sanitizeParagraph(s.content) : s.content.trim();
    const media = type === "image";
    // A video has no alternative text (its caption and credit describe it).
    return { type, content, caption: media ? textOrNull(s.caption) : null, alt: isPictureSection(s) ? textOrNull(s.alt) : null, credit: media ? textOrNull(s.credit) : null };
  });
  // Sanitizing can empty a paragraph that held only markup (e.g. a lone <img>).
  if (cleanSections.some((s) => s.type === "paragraph" && htmlToText(s.content) === "")) throw badRequest(builderTexts.sectionContentRequired);

  return {
    title: input.title.trim(),
    description: input.description.trim(),
    thumbnail,
    thumbnailAlt: thumbnail ? textOrNull(input.thumbnailAlt) : null,
    thumbnailCredit: thumbnail ? textOrNull(input.thumbnailCredit) : null,
    categoryIds,
    sections: cleanSections,
  };
}

async function writeParts(tx: Database, articleId: number, article: CleanArticle) {
  await tx.delete(articleCategories).where(eq(articleCategories.articleId, articleId));
  await tx.delete(sections).where(eq(sections.articleId, articleId));
  if (article.categoryIds.length) {
    await tx.insert(articleCategories).values(article.categoryIds.map((categoryId, position) => ({ articleId, categoryId, position })));
  }
  await tx.insert(sections).values(article.sections.map((s, orderIndex) => ({ articleId, orderIndex, ...s })));
  await rebuildSearchDocuments(tx, [articleId]);
}

/** A new article of the signed-in user, published at once as SPEC.md's builder does. */
export async function createArticle(db: Database, storage: MediaStorage, actor: Actor, input: ArticleInput): Promise<{ articleId: number }> {
  const article = await cleanArticle(db, storage, input);
  const publish = input.isPublished ?? true;
  const articleId = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(articles)
      .values({
        authorId: actor.user.id,
        title: article.title,
        description: article.description,
        thumbnail: article.thumbnail,
        thumbnailAlt: article.thumbnailAlt,
        thumbnailCredit: article.thumbnailCredit,
        ...publishState(publish, null, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: articles.id });
    await writeParts(tx as unknown as Database, row!.id, article);
    return row!.id;
  });
  await audit(db, actor, "CREATE", articleId, `Created article "${article.title}"`);
  return { articleId };
}

/** The user's own article, or 404: another user's article is not theirs to see. */
async function ownArticle(db: Database, userId: number, articleId: number) {
  const [row] = await db
    .select({ id: articles.id, title: articles.title, status: articles.status, publishDate: articles.publishDate })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.authorId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function updateArticle(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  articleId: number,
  input: ArticleInput,
): Promise<{ articleId: number }> {
  const existing = await ownArticle(db, actor.user.id, articleId);
  const article = await cleanArticle(db, storage, input);
  await db.transaction(async (tx) => {
    // The article row's lock makes two simultaneous saves take turns: one whole version wins,
    // never a mix of both sets of sections.
    const [locked] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId)).for("update");
    if (!locked) throw notFound();
    const now = new Date();
    const publish = input.isPublished ?? existing.status === "published";
    await tx
      .update(articles)
      .set({
        title: article.title,
        description: article.description,
        thumbnail: article.thumbnail,
        thumbnailAlt: article.thumbnailAlt,
        thumbnailCredit: article.thumbnailCredit,
        ...publishState(publish, existing.publishDate, now),
        updatedAt: now,
      })
      .where(eq(articles.id, articleId));
    await writeParts(tx as unknown as Database, articleId, article);
  });
  await audit(db, actor, "UPDATE", articleId, `Updated article "${article.title}"`);
  return { articleId };
}

/** Publishes or hides the user's own article; the first publish date is kept. */
export async function setOwnArticlePublished(db: Database, actor: Actor, articleId: number, publish: boolean): Promise<void> {
  const existing = await ownArticle(db, actor.user.id, articleId);
  await db
    .update(articles)
    .set({ ...publishState(publish, existing.publishDate), updatedAt: new Date() })
    .where(eq(articles.id, articleId));
  await audit(db, actor, "UPDATE", articleId, `${publish ? "Published" : "Unpublished"} article "${existing.title}"`);
}

export async function deleteOwnArticle(db: Database, actor: Actor, articleId: number): Promise<void> {
  const existing = await ownArticle(db, actor.user.id, articleId);
  await db.delete(articles).where(eq(articles.id, articleId));
  await audit(db, actor, "DELETE", articleId, `Deleted article "${existing.title}"`);
}

function audit(db: Database, actor: Actor, action: "CREATE" | "UPDATE" | "DELETE", articleId: number, details: string) {
  return auditBy(db, actor, action, "ARTICLE", articleId, details);
}

const ownColumns = {
  id: articles.id,
  title: articles.title,
  status: articles.status,
  thumbnail: articles.thumbnail,
  views: articles.viewsCount,
  likes: articles.likesCount,
  comments: articles.commentsCount,
  publishDate: articles.publishDate,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

function toOwnArticle(row: {
  id: number;
  title: string;
  status: "draft" | "published";
  thumbnail: string | null;
  views: number;
  likes: number;
  comments: number;
  publishDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}): OwnArticle {
  return {
    ...row,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own articles, searched by title, filtered by status and sorted (SPEC.md §7). */
export async function listOwnArticles(db: Database, userId: number, query: OwnArticleQuery): Promise<OwnArticle[]> {
  const conditions: SQL[] = [eq(articles.authorId, userId)];
  if (query.status) conditions.push(eq(articles.status, query.status));
  if (query.search?.trim()) conditions.push(ilike(articles.title, `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const direction = query.sortOrder === "asc" ? asc : desc;
  const order =
    query.sortBy === "title"
      ? [direction(sql`lower(${articles.title})`), direction(articles.id)]
      : query.sortBy === "views"
        ? [direction(articles.viewsCount), direction(articles.id)]
        : [direction(articles.listedAt), direction(articles.id)];
  const rows = await db.select(ownColumns).from(articles).where(and(...conditions)).orderBy(...order).limit(1000);
  return rows.map(toOwnArticle);
}

/** The journalist dashboard (SPEC.md §3): totals over the user's articles and the 5 newest. */
export async function journalistDashboard(db: Database, userId: number): Promise<JournalistDashboard> {
  const mine = eq(articles.authorId, userId);
  const [[totals], recent] = await Promise.all([
    db
      .select({
        totalArticles: sql<number>`count(*)::int`,
        publishedArticles: sql<number>`(count(*) filter (where ${articles.status} = 'published'))::int`,
        totalViews: sql<number>`coalesce(sum(${articles.viewsCount}), 0)::int`,
        totalLikes: sql<number>`coalesce(sum(${articles.likesCount}), 0)::int`,
        totalComments: sql<number>`coalesce(sum(${articles.commentsCount}), 0)::int`,
      })
      .from(articles)
      .where(mine),
    db.select(ownColumns).from(articles).where(mine).orderBy(desc(articles.createdAt), desc(articles.id)).limit(5),
  ]);
  return { ...totals!, recentArticles: recent.map(toOwnArticle) };
}


/** Views of the user's articles per day for the last `days` days, today last, zeros included. */
export async function ownDailyViews(db: Database, userId: number, days: number, now = new Date()): Promise<DailyViews> {
  const dayList = Array.from({ length: days }, (_, i) => sofiaDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
  const rows = await db
    .select({ day: articleDailyViews.day, views: sql<number>`sum(${articleDailyViews.views})::int` })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(and(eq(articles.authorId, userId), gte(articleDailyViews.day, dayList[0]!)))
    .groupBy(articleDailyViews.day);
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return { days: dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
}
