import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { isVideoUrl } from "#common/media.ts";
import { homeTexts } from "#common/messages/reader.ts";
import type {
  ArticleDetail,
  ArticleListItem,
  ArticleListQuery,
  ArticleListResponse,
} from "#common/schemas/articles.ts";
import { htmlToText, truncateText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import { listTotals } from "#server/db/list-totals.ts";
import { orderByKeys, readPage, type OrderKey } from "#server/db/paging.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import {
  articleCategories,
  articleCorrections,
  articles,
  categories,
  likes,
  mediaFiles,
  sections,
  users,
} from "#server/db/schema.ts";
import { readCommentPage } from "#server/modules/comments/service.ts";
import { hasTag, tagsOfRow } from "#server/modules/tags/article-tag-columns.ts";
import { articleIdWindow, countArticles } from "./list-queries.ts";
import { coAuthorsOfRow, writtenBy } from "./co-authors.ts";
import { isEditorialRole } from "#common/roles.ts";
import { liveStateOf } from "#server/modules/live/state.ts";

const previewChars = 200;

/**
 * The columns an article's list item is made from: its own, and the names of its categories and
 * its lead (first paragraph and first image) as columns of its row, so that a list of any length
 * is read in one statement (issue 7: no query per article, few per page).
 */
export const listItemColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  thumbnail: articles.thumbnail,
  thumbnailAlt: articles.thumbnailAlt,
  publishDate: articles.publishDate,
  viewsCount: articles.viewsCount,
  likesCount: articles.likesCount,
  commentsCount: articles.commentsCount,
  categoryNames: categoryNamesOfRow(),
  leadParagraph: firstParagraphOfRow(),
  leadImage: firstMediaOfRow(),
  imageFocal: imageFocalOfRow(),
  live: liveOfRow(),
};

/** The first media section of an article: its URL and, for a picture, its alternative text. */
export type LeadMedia = [url: string, alt: string | null];

/** A row read with listItemColumns. */
export type ListItemRow = Pick<
  typeof articles.$inferSelect,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "thumbnail"
  | "thumbnailAlt"
  | "publishDate"
  | "viewsCount"
  | "likesCount"
  | "commentsCount"
> & {
  categoryNames: string[];
  leadParagraph: string | null;
  leadImage: LeadMedia | null;
  /** The focal point of the list item's picture when it is not the middle (decision 0130). */
  imageFocal?: [x: number, y: number] | null;
  /** Whether its live coverage is open (decision 0140): the card says "НА ЖИВО". */
  live?: boolean;
};

export function toListItem(row: ListItemRow): ArticleListItem {
  const [image, alt] = row.thumbnail ? [row.thumbnail, row.thumbnailAlt] : (row.leadImage ?? [null, null]);
  const mediaType = image ? (isVideoUrl(image) ? "video" : "image") : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    categories: row.categoryNames,
    category: row.categoryNames[0] ?? homeTexts.defaultCategory,
    image,
    imageAlt: mediaType === "image" ? (alt ?? null) : null,
    thumbnail: row.thumbnail,
    preview: row.leadParagraph ? truncateText(htmlToText(row.leadParagraph), previewChars) : "",
    description: row.description,
    publishDate: row.publishDate ? row.publishDate.toISOString() : null,
    views: row.viewsCount,
    likes: row.likesCount,
    comments: row.commentsCount,
    mediaType,
    ...(mediaType === "image" && row.imageFocal ? { imageFocus: objectPositionOf(row.imageFocal) } : {}),
    ...(row.live ? { live: true } : {}),
  };
}

/** CSS object-position of a focal point (0..1 of the width and height). */
export const objectPositionOf = ([x, y]: readonly [number, number]) =>
  `${Math.round(x * 1000) / 10}% ${Math.round(y * 1000) / 10}%`;

/** The list rows of these articles, in this order (ids found elsewhere: search, the most viewed). */
export async function listItemRowsByIds(db: Database, ids: readonly number[]): Promise<ListItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listItemColumns)
    .from(articles)
    .where(inArray(articles.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// The two columns below name the row's table in full: drizzle writes a lone table's columns
// unqualified, and an unqualified "id" inside them would be the subquery's own. So a query using
// them reads `articles` under its own name.

/** The HTML of an article's first paragraph, as a column of the article's own row. */
function firstParagraphOfRow() {
  return sql<
    string | null
  >`(select s.content from ${sections} s where s.article_id = ${articles}.id and s.type = 'paragraph'
    order by s.order_index limit 1)`;
}

/** The URL and alternative text of an article's first media section, as one column of its row. */
function firstMediaOfRow() {
  return sql<LeadMedia | null>`(select array[s.content, s.alt] from ${sections} s where s.article_id = ${articles}.id and s.type = 'image'
    order by s.order_index limit 1)`;
}

/**
 * The focal point of the article's list picture (its thumbnail, else its first media section), as
 * a column of its own row, when someone moved it from the middle in the media library (issue 34,
 * point 3): cards and the hero crop around it, in the same statement as the list.
 */
function imageFocalOfRow() {
  return sql<[number, number] | null>`(select array[m.focal_x, m.focal_y] from ${mediaFiles} m
    where m.storage_key = substring(coalesce(nullif(${articles}.thumbnail, ''),
      (select s.content from ${sections} s where s.article_id = ${articles}.id and s.type = 'image'
        order by s.order_index limit 1)) from '^/media/(.+)-[0-9]+\.webp$')
      and (m.focal_x <> 0.5 or m.focal_y <> 0.5))`;
}

/**
 * Whether an article's live coverage is open (issue 37, decision 0140), as a column of its own
 * row: two of its columns, no statement or join of its own.
 */
function liveOfRow() {
  return sql<boolean>`(${articles.liveStartedAt} is not null and ${articles.liveEndedAt} is null)`;
}

/** The names of an article's categories in their order, as a column of the article's own row. */
function categoryNamesOfRow() {
  return sql<string[]>`coalesce((select array_agg(c.name order by ac.position) from ${articleCategories} ac
    join ${categories} c on c.id = ac.category_id where ac.article_id = ${articles}.id), '{}')`;
}

/** An article's sections in their order, as one JSON column of its own row. */
function sectionsOfRow() {
  return sql<
    ArticleDetail["sections"]
  >`coalesce((select json_agg(json_build_object('id', s.id, 'type', s.type, 'content', s.content,
    'caption', s.caption, 'alt', s.alt, 'credit', s.credit, 'orderIndex', s.order_index) order by s.order_index)
    from ${sections} s where s.article_id = ${articles}.id), '[]'::json)`;
}

/** An article's corrections and updates (issue 20), oldest first, as a column of its own row: the page's statements stay three. */
function correctionsOfRow() {
  return sql<
    { kind: "correction" | "update"; note: string; createdAt: string }[]
  >`coalesce((select json_agg(json_build_object('kind', c.kind, 'note', c.note,
    'createdAt', c.created_at) order by c.created_at, c.id) from ${articleCorrections} c where c.article_id = ${articles}.id), '[]'::json)`;
}

const listOrder: Record<ArticleListQuery["sort"], OrderKey[]> = {
  date: [
    { by: articles.publishDate, desc: true },
    { by: articles.id, desc: true },
  ],
  views: [
    { by: articles.viewsCount, desc: true },
    { by: articles.id, desc: true },
  ],
  comments: [
    { by: articles.commentsCount, desc: true },
    { by: articles.id, desc: true },
  ],
};

const authorDateOrder: OrderKey[] = [
  { by: articles.listedAt, desc: true },
  { by: articles.id, desc: true },
];

/** A public list: by tab, and optionally of one category, one author (the author page, issue 21) or one tag (issue 32). */
export type PublishedListQuery = ArticleListQuery & { authorId?: number; tagId?: number };

/** The articles filed under a category, by name regardless of case. */
export function inCategory(name: string): SQL {
  return sql`exists (select 1 from ${articleCategories} ac join ${categories} c on c.id = ac.category_id
    where ac.article_id = ${articles.id} and lower(c.name) = lower(${name}))`;
}

/**
 * Published articles for the public lists, by tab and optionally one category (SPEC.md §7).
 * The total is exact (cached until the next write to the lists); the page's ids are read from
 * the index alone, from whichever end of the list is nearer, and then their rows.
 */
export async function listPublishedArticles(db: Database, query: PublishedListQuery): Promise<ArticleListResponse> {
  const { rows, pagination } = await listPublishedRows(db, query);
  return { articles: rows.map(toListItem), pagination };
}

/**
 * The rows of listPublishedArticles, before they become list items; with `leading`, also the
 * first that many rows of the whole list (read with the page when it is the first page).
 */
export async function listPublishedRows(
  db: Database,
  query: PublishedListQuery,
  leading = 0,
): Promise<{ rows: ListItemRow[]; leadingRows: ListItemRow[]; pagination: ArticleListResponse["pagination"] }> {
  const conditions: SQL[] = [eq(articles.status, "published")];
  if (query.category) conditions.push(inCategory(query.category));
  // An author's list holds what they co-wrote too (decision 0121).
  if (query.authorId !== undefined) conditions.push(writtenBy(query.authorId));
  if (query.tagId !== undefined) conditions.push(hasTag(query.tagId));
  const where = and(...conditions);
  const version = await listTotals.version(db);
  const totalKey = `published:${query.category?.toLowerCase() ?? ""}:${query.authorId ?? ""}:${query.tagId ?? ""}`;
  const total = await listTotals.total(db, totalKey, version, () => countArticles(db, where));
  // One author's newest: a published article's listed date is its publish date, and the author's
  // index (author, listed date, id) gives them in that order.
  const keys = query.authorId !== undefined && query.sort === "date" ? authorDateOrder : listOrder[query.sort];
  const read = (page: number, pageSize: number) =>
    readPage(total, page, pageSize, (window) => {
      const ids = articleIdWindow(db, where, keys, window);
      return db
        .select(listItemColumns)
        .from(ids)
        .innerJoin(articles, eq(articles.id, ids.id))
        .orderBy(...orderByKeys(keys, window.reversed));
    });
  let rows: ListItemRow[];
  let leadingRows: ListItemRow[] = [];
  if (query.page === 1) {
    const first = await read(1, Math.max(query.pageSize, leading));
    rows = first.slice(0, query.pageSize);
    leadingRows = first.slice(0, leading);
  } else {
    rows = await read(query.page, query.pageSize);
    if (leading > 0) leadingRows = await read(1, leading);
  }
  return {
    rows,
    leadingRows,
    pagination: {
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    },
  };
}

/**
 * Readers see published articles; staff (from ?editing=true) see what they may open: their own
 * and co-authored ones (decision 0121), or all for the editorial desk (admins, Editors: decision 0134).
 */
function visibleTo(editor: { id: number; role: string } | null | undefined): SQL | undefined {
  if (!editor) return eq(articles.status, "published");
  return isEditorialRole(editor.role) ? undefined : writtenBy(editor.id);
}

/** An article's row with its author, categories, tags, sections and corrections (at most one row). */
function articleDetailQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      article: articles,
      authorName: users.name,
      authorUsername: users.username,
      authorAvatar: users.avatar,
      coAuthors: coAuthorsOfRow(),
      categoryNames: listItemColumns.categoryNames,
      imageFocal: listItemColumns.imageFocal,
      tags: tagsOfRow(),
      sections: sectionsOfRow(),
      corrections: correctionsOfRow(),
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(where)
    .limit(1);
}

/**
 * One article with its author, categories, ordered sections and a page of its published comment
 * threads, oldest first (SPEC.md §3, issue 22), or undefined: two statements (three with a
 * reader's like), its categories, sections and corrections read as columns of its row, its lead
 * (the list item's preview and image) taken from its sections (issue 24: a statement less, and
 * the first paragraph no longer read twice). With an `editor` (?editing=true, for the builder) it
 * is found, draft or not, only when that user may edit it: its author, or an admin. A reader's
 * (published) article is read by a prepared statement, planned once (issue 24).
 */
export async function getArticleDetail(
  db: Database,
  id: number,
  options: {
    editor?: { id: number; role: string } | null;
    readerId?: string | null;
    commentsPage?: number;
  } = {},
): Promise<ArticleDetail | undefined> {
  const [row] = options.editor
    ? await articleDetailQuery(db, and(eq(articles.id, id), visibleTo(options.editor)))
    : await preparedQuery(db, "published_article", () =>
        articleDetailQuery(db, and(eq(articles.id, sql.placeholder("id")), visibleTo(null))),
      ).execute({ id });
  if (!row) return undefined;
  const [commentPage, likeRows] = await Promise.all([
    readCommentPage(db, id, options.commentsPage ?? 1),
    options.readerId
      ? db
          .select({ articleId: likes.articleId })
          .from(likes)
          .where(and(eq(likes.articleId, id), eq(likes.readerId, options.readerId)))
      : Promise.resolve([]),
  ]);
  const a = row.article;
  const leadImage = row.sections.find((s) => s.type === "image");
  const item = toListItem({
    ...a,
    categoryNames: row.categoryNames,
    leadParagraph: row.sections.find((s) => s.type === "paragraph")?.content ?? null,
    leadImage: leadImage ? [leadImage.content, leadImage.alt] : null,
    imageFocal: row.imageFocal,
  });
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    description: a.description,
    preview: item.preview,
    thumbnail: a.thumbnail,
    thumbnailAlt: a.thumbnailAlt,
    thumbnailCredit: a.thumbnailCredit,
    image: item.image,
    ...(item.imageFocus ? { imageFocus: item.imageFocus } : {}),
    publishDate: a.publishDate ? a.publishDate.toISOString() : null,
    updatedAt: a.updatedAt.toISOString(),
    isPublished: a.status === "published",
    categories: item.categories,
    tags: row.tags,
    author: {
      name: row.authorName ?? row.authorUsername ?? homeTexts.editorialAuthor,
      avatar: row.authorAvatar ?? null,
      username: row.authorUsername ?? null,
    },
    coAuthors: row.coAuthors,
    sections: row.sections.map((s) => ({
      id: s.id,
      type: s.type,
      content: s.content,
      caption: s.caption,
      alt: s.alt,
      credit: s.credit,
      orderIndex: s.orderIndex,
    })),
    stats: { likes: a.likesCount, comments: a.commentsCount, views: a.viewsCount },
    comments: commentPage.threads,
    commentPagination: commentPage.pagination,
    liked: likeRows.length > 0,
    status: a.status,
    scheduledAt: a.scheduledAt?.toISOString() ?? null,
    version: a.version,
    modifiedAt: a.modifiedAt?.toISOString() ?? null,
    corrections: row.corrections.map((c) => ({
      kind: c.kind,
      note: c.note,
      createdAt: new Date(c.createdAt).toISOString(),
    })),
    live: liveStateOf(a),
  };
}
