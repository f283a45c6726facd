import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The whole data model of SPEC.md §3. Counters on `articles` are kept in step with the rows
 * they count (likes, comments) or with the daily view rows, in the same transaction.
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`).
 */

export const roleEnum = pgEnum("user_role", ["Owner", "Admin", "Journalist"]);
export const articleStatusEnum = pgEnum("article_status", ["draft", "published"]);
export const sectionTypeEnum = pgEnum("section_type", ["heading", "paragraph", "image"]);
export const featuredKindEnum = pgEnum("featured_kind", ["popular", "secondary"]);
export const mediaKindEnum = pgEnum("media_kind", ["image", "video"]);
export const auditActionEnum = pgEnum("audit_action", [
  "CREATE",
  "UPDATE",
  "DELETE",
  "LOGIN_SUCCESS",
  "LOGIN_FAILED",
]);
export const auditEntityEnum = pgEnum("audit_entity", [
  "USER",
  "ARTICLE",
  "CATEGORY",
  "COMMENT",
  "AUTH",
  "ADMIN",
]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("Journalist"),
    isActive: boolean("is_active").notNull().default(true),
    /** Full name, required for journalists by the user form (SPEC.md §5). */
    name: text("name"),
    avatar: text("avatar"),
    createdAt: createdAt(),
    lastActivity: timestamp("last_activity", { withTimezone: true }),
    /**
     * Carried by every token signed for the account; moved on by a password change or a
     * deactivation, which ends every session signed before it (issue 17).
     */
    tokenVersion: integer("token_version").notNull().default(0),
    /** A short public biography for the author page (issue 21), plain text. */
    bio: text("bio"),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_role_idx").on(t.role),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** 0..n-1 without gaps: the order of the sidebar. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_idx").on(sql`lower(${t.name})`),
    index("categories_position_idx").on(t.position),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    thumbnail: text("thumbnail"),
    /** The thumbnail's alternative text (required with a thumbnail) and its optional credit (issue 21). */
    thumbnailAlt: text("thumbnail_alt"),
    thumbnailCredit: text("thumbnail_credit"),
    status: articleStatusEnum("status").notNull().default("draft"),
    /** Set when first published; kept when hidden and published again. */
    publishDate: timestamp("publish_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    viewsCount: integer("views_count").notNull().default(0),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    /**
     * The date the staff lists sort and filter by: the publish date, or the creation for a
     * never-published draft. Stored, so that its indexes answer a deep page from the index alone.
     */
    listedAt: timestamp("listed_at", { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(publish_date, created_at)`),
  },
  (t) => [
    check("articles_description_len", sql`char_length(${t.description}) <= 500`),
    check("articles_counters_nonneg", sql`${t.viewsCount} >= 0 and ${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
    // The three public tabs (SPEC.md §2) and the admin list sorts.
    index("articles_status_publish_idx").on(t.status, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_status_views_idx").on(t.status, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_status_comments_idx").on(t.status, t.commentsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A journalist's newest articles, and the totals of their dashboard from the index alone.
    index("articles_author_idx").on(t.authorId, t.createdAt.desc().nullsFirst(), t.status, t.viewsCount, t.likesCount, t.commentsCount),
    index("articles_created_idx").on(t.createdAt.desc().nullsFirst()),
    // The staff lists (admin, journalist): sorted by the listed date, title or
    // views, filtered by status or author, searched in titles (LIKE '%…%' through trigrams).
    index("articles_listed_idx").on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_status_listed_idx").on(t.status, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_author_listed_idx").on(t.authorId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_views_idx").on(t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_author_views_idx").on(t.authorId, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_title_lower_idx").on(sql`lower(${t.title})`, t.id),
    index("articles_author_title_idx").on(t.authorId, sql`lower(${t.title})`, t.id),
    index("articles_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * One row whose version goes up with every write that can change which articles a list holds
 * (insert, delete, status, author, dates, title, categories): triggers of migration 0006 bump
 * it, so pager totals can be cached exactly until the next such write, in every process.
 */
export const articleListVersion = pgTable(
  "article_list_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("article_list_version_one_row", sql`${t.id} = 1`)],
);

/** A text search document (PostgreSQL tsvector): the distinct words of a text, without positions. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What search matches, one row per article, apart from the articles so that counting a view
 * never rewrites a search index entry, and narrow, so that search never reads the articles. Both documents hold the words of texts folded by the SQL
 * function hronika_search_text (lower case, official Bulgarian transliteration, no accents):
 * `title` the title's, `body` those of the title, description, category names and the text of
 * headings and paragraphs. Rebuilt whenever one of those changes (modules/search/search-documents.ts).
 */
export const articleSearch = pgTable(
  "article_search",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** The article's status and publish date, copied by a trigger (migration 0007), so that search reads this table alone. */
    published: boolean("published").notNull().default(false),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    title: tsvector("title").notNull(),
    body: tsvector("body").notNull(),
  },
  (t) => [
    // Written straight into the index (no pending list, which PGlite would never clean up).
    index("article_search_title_idx").using("gin", t.title).with({ fastupdate: false }),
    index("article_search_body_idx").using("gin", t.body).with({ fastupdate: false }),
    index("article_search_newest_idx")
      .on(t.publishDate.desc().nullsFirst(), t.articleId.desc().nullsFirst())
      .where(sql`${t.published}`),
  ],
);

/**
 * Every word of the search documents: a query's word stands for the words it begins, and for
 * similar words (pg_trgm) when it has a typo. Words are added, never removed.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [
    index("search_words_prefix_idx").on(t.word.op("text_pattern_ops")),
    index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/** Ordered many-to-many: position 0 is the article's main category (SPEC.md §3). */
export const articleCategories = pgTable(
  "article_categories",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    check("article_categories_position_range", sql`${t.position} between 0 and 4`),
    uniqueIndex("article_categories_article_position_idx").on(t.articleId, t.position),
    index("article_categories_category_idx").on(t.categoryId, t.articleId),
  ],
);

export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    type: sectionTypeEnum("type").notNull(),
    /** paragraph: sanitized HTML; heading: plain text; image: media URL. */
    content: text("content").notNull(),
    caption: text("caption"),
    /** image: the alternative text (required for a picture, none for a video) and the optional credit (issue 21). */
    alt: text("alt"),
    credit: text("credit"),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [uniqueIndex("sections_article_order_idx").on(t.articleId, t.orderIndex)],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    content: text("content").notNull(),
    /** The anonymous reader cookie that posted it (for rate limits), never shown. */
    readerId: text("reader_id"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_article_created_idx").on(t.articleId, t.createdAt.desc().nullsFirst()),
    index("comments_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

/** One like per reader and article. */
export const likes = pgTable(
  "likes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    readerId: text("reader_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.readerId] })],
);

/** When a reader last counted a view of an article (one view per 30 minutes). */
export const readerViews = pgTable(
  "reader_views",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    readerId: text("reader_id").notNull(),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.readerId] }),
    index("reader_views_last_viewed_idx").on(t.lastViewedAt),
  ],
);

/**
 * Journal files of accepted views already written to the database (docs/decisions/0042): a
 * process's file and its views are written in one transaction with this mark, so a file found
 * after a crash is replayed only if its mark is missing, and never twice.
 */
export const viewJournalBatches = pgTable(
  "view_journal_batches",
  {
    journal: text("journal").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.journal, t.seq] })],
);

/** Views per article per day, for the statistics charts. */
export const articleDailyViews = pgTable(
  "article_daily_views",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index("article_daily_views_day_idx").on(t.day)],
);

/** The admin's ordered selections: popular ≤ 3, secondary ≤ 4 (SPEC.md §9). */
export const featuredArticles = pgTable(
  "featured_articles",
  {
    kind: featuredKindEnum("kind").notNull(),
    position: smallint("position").notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.position] }),
    uniqueIndex("featured_articles_kind_article_idx").on(t.kind, t.articleId),
    check("featured_articles_position_range", sql`${t.position} between 0 and 3`),
  ],
);

/** Uploaded files; images carry the widths of their generated WebP variants. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: serial("id").primaryKey(),
    storageKey: text("storage_key").notNull(),
    kind: mediaKindEnum("kind").notNull(),
    mimeType: text("mime_type").notNull(),
    originalName: text("original_name"),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").$type<number[]>().notNull().default([]),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_files_storage_key_idx").on(t.storageKey)],
);

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name at the time of the action, kept when the user is renamed or deleted. */
    username: text("username"),
    action: auditActionEnum("action").notNull(),
    entityType: auditEntityEnum("entity_type").notNull(),
    entityId: text("entity_id"),
    details: text("details"),
    ipAddress: text("ip_address"),
  },
  (t) => [
    index("audit_logs_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("audit_logs_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("audit_logs_action_created_idx").on(t.action, t.createdAt.desc().nullsFirst()),
    index("audit_logs_entity_created_idx").on(t.entityType, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The publisher's pages of the footer (issue 21): За нас, Контакти, Реклама, the privacy policy and
 * the terms, by their slug (common/site-pages.ts). A page without a row shows its default text
 * (server/modules/site-pages/default-pages.ts) until the Owner saves it; `body` is sanitized HTML.
 */
export const sitePages = pgTable("site_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export type UserRow = typeof users.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type AuditAction = (typeof auditActionEnum.enumValues)[number];
export type AuditEntity = (typeof auditEntityEnum.enumValues)[number];
