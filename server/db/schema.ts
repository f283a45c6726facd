import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  real,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { commentHoldReasons, commentStatuses, moderationModes, reportReasons } from "#common/schemas/comments.ts";
import { twoStepRequirements } from "#common/schemas/two-step.ts";

/**
 * The whole data model of SPEC.md §3. Counters on `articles` are kept in step with the rows
 * they count (likes, comments) or with the daily view rows, in the same transaction.
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`).
 */

export const roleEnum = pgEnum("user_role", ["Owner", "Admin", "Journalist", "Editor"]);
/** `scheduled`: waiting for its publish time (scheduled_at), invisible to readers (issue 20). */
export const articleStatusEnum = pgEnum("article_status", ["draft", "published", "scheduled"]);
export const sectionTypeEnum = pgEnum("section_type", ["heading", "paragraph", "image"]);
export const featuredKindEnum = pgEnum("featured_kind", ["popular", "secondary"]);
export const mediaKindEnum = pgEnum("media_kind", ["image", "video"]);
export const auditActionEnum = pgEnum("audit_action", ["CREATE", "UPDATE", "DELETE", "LOGIN_SUCCESS", "LOGIN_FAILED"]);
export const auditEntityEnum = pgEnum("audit_entity", [
  "USER",
  "ARTICLE",
  "CATEGORY",
  "COMMENT",
  "AUTH",
  "ADMIN",
  "TAG",
  "REDIRECT",
  "MEDIA",
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
    /** Set by "end all other sessions" (decision 0133): tokens that name no session (signed before sessions were kept) are void. */
    sessionlessTokensRefused: boolean("sessionless_tokens_refused").notNull().default(false),
    /** A short public biography for the author page (issue 21), plain text. */
    bio: text("bio"),
    /** Given at registration (issue 29) for the newsroom to vet and reach the applicant; never shown to readers. */
    email: text("email"),
    /**
     * Two-step sign-in (issue 35, decision 0132): the authenticator's secret, encrypted with the
     * server's two-step key (server/modules/auth/two-step-keys.ts); set while it is on.
     */
    totpSecret: text("totp_secret"),
    /** A secret being set up, encrypted likewise: on only once confirmed with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    /** When the second step was turned on; null while it is off. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step whose code was accepted: no code of it or before it is taken again. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** Keyed hashes of the unused one-time backup codes. */
    backupCodeHashes: text("backup_code_hashes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Keyed hashes of the backup codes already used, so that a second use is told so. */
    usedBackupCodeHashes: text("used_backup_code_hashes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
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
    /** Moves on with every write of the article (content or status): a save names the one it started from (issue 20). */
    version: integer("version").notNull().default(1),
    /** The moment a scheduled article goes live; set exactly when the status is `scheduled`. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** The last change of the text after its first publication: NewsArticle dateModified, feeds' updated. */
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    /**
     * The Latin words of its address, `/article/{id}-{slug}` (issue 32, decision 0113): made from the
     * title at first publication, then the author's to change. Always also a row of article_slugs.
     */
    slug: text("slug"),
    /**
     * Live coverage (issue 37, decision 0140): open from `liveStartedAt` until `liveEndedAt`; it
     * ends itself `liveAutoEndHours` after its newest entry (or its start). `liveUpdatedAt` moves
     * with every entry written, changed or deleted: the page's dateModified and its updates' version.
     */
    liveStartedAt: timestamp("live_started_at", { withTimezone: true }),
    liveEndedAt: timestamp("live_ended_at", { withTimezone: true }),
    liveAutoEndHours: smallint("live_auto_end_hours"),
    liveUpdatedAt: timestamp("live_updated_at", { withTimezone: true }),
  },
  (t) => [
    check("articles_description_len", sql`char_length(${t.description}) <= 500`),
    check("articles_slug_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 80`),
    uniqueIndex("articles_slug_idx").on(t.slug),
    check("articles_counters_nonneg", sql`${t.viewsCount} >= 0 and ${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
    // The three public tabs (SPEC.md §2) and the admin list sorts.
    index("articles_status_publish_idx").on(t.status, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_status_views_idx").on(t.status, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_status_comments_idx").on(t.status, t.commentsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A journalist's newest articles, and the totals of their dashboard from the index alone.
    index("articles_author_idx").on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.status,
      t.viewsCount,
      t.likesCount,
      t.commentsCount,
    ),
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
    // The articles whose lead picture is one of the media library's (decision 0130).
    index("articles_thumbnail_idx").on(t.thumbnail.op("text_pattern_ops")),
    // The scheduled publisher's due rows. Compared as text: a new enum value can't be used in the
    // transaction that adds it, and the migrator may run this one with that one.
    index("articles_scheduled_idx")
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} is not null`),
    // The open coverages, for the task that ends those without entries for their set time.
    index("articles_live_open_idx")
      .on(t.liveUpdatedAt)
      .where(sql`${t.liveStartedAt} is not null and ${t.liveEndedAt} is null`),
    check(
      "articles_live_auto_end_hours",
      sql`${t.liveAutoEndHours} is null or ${t.liveAutoEndHours} between 1 and 168`,
    ),
    check(
      "articles_scheduled_at_when_scheduled",
      sql`(${t.status}::text = 'scheduled') = (${t.scheduledAt} is not null)`,
    ),
  ],
);

/** A row that belongs to an article: its `article_id`, required, and deleted with the article. */
const articleOfRow = () =>
  integer("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" });

/**
 * The article's co-authors (issue 32, decision 0121), in their byline order after the author
 * (`articles.author_id`, who created it). Each may edit, publish and hide the article like its
 * author; only the author changes this list or deletes the article.
 */
export const articleCoAuthors = pgTable(
  "article_co_authors",
  {
    articleId: articleOfRow(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0..n-1: the byline's order. */
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    // A person's co-authored articles: their author page, their statistics, their rights.
    index("article_co_authors_user_idx").on(t.userId, t.articleId),
  ],
);

/**
 * Every slug an article has had, its current one too (decision 0113): a slug is one article's for
 * good, so no other article takes it, current or past, and an old address never names another.
 */
export const articleSlugs = pgTable(
  "article_slugs",
  {
    slug: text("slug").primaryKey(),
    articleId: articleOfRow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("article_slugs_article_idx").on(t.articleId),
    check("article_slugs_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 80`),
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
/** Bytes (PostgreSQL bytea), as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What search matches, one row per article, apart from the articles so that counting a view
 * never rewrites a search index entry, and narrow, so that search never reads the articles. Both documents hold the words of texts folded by the SQL
 * function hronika_search_fold (lower case, no accents, Cyrillic kept; decision 0080):
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
 * Every word of the search documents, with its key (hronika_search_key, decision 0080): the key
 * that Cyrillic and the usual Latin spellings of a word share finds the words a query's word may
 * spell, by their beginning and, with a typo, by similar keys (pg_trgm). Each word is kept for
 * one article whose document has it (`article_id`, no foreign key: a deleted article's words are
 * handed on or removed by the vocabulary's upkeep), so that a word no document has any more is
 * found and removed (decision 0100).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    key: text("key")
      .notNull()
      .generatedAlwaysAs(sql`hronika_search_key("word")`),
    articleId: integer("article_id"),
  },
  (t) => [
    index("search_words_key_idx").on(t.key.op("text_pattern_ops")),
    index("search_words_key_trgm_idx").using("gin", t.key.op("gin_trgm_ops")).with({ fastupdate: false }),
    // An article's words in order: the upkeep walks them a few hundred at a time.
    index("search_words_article_idx").on(t.articleId, t.word),
  ],
);

/**
 * Articles whose words the search vocabulary has still to catch up with (decision 0100): a save
 * adds a bounded number of its new words itself and queues the article here; the vocabulary's
 * upkeep adds the rest and removes the words its document no longer has, a few hundred at a time.
 * A deleted article is queued by a trigger (migration 0017). No foreign key, for the same reason.
 */
export const searchWordsBacklog = pgTable(
  "search_words_backlog",
  {
    articleId: integer("article_id").primaryKey(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_words_backlog_queued_idx").on(t.queuedAt, t.articleId)],
);

/** Ordered many-to-many: position 0 is the article's main category (SPEC.md §3). */
export const articleCategories = pgTable(
  "article_categories",
  {
    articleId: articleOfRow(),
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

/**
 * Tags (етикети, issue 32, decision 0119): a tag is known by its address, `/tag/{slug}`, the slug
 * of its name; journalists create them by using them, admins rename, merge and delete them.
 * `search_key` is the name as search keys words (hronika_search_key of each folded word), so
 * that informal Latin finds a Cyrillic tag as search does.
 */
export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    searchKey: text("search_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tags_slug_idx").on(t.slug),
    index("tags_search_key_idx").on(t.searchKey.op("text_pattern_ops")),
    check("tags_slug_form", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 120`),
    check("tags_name_len", sql`char_length(${t.name}) between 2 and 40`),
  ],
);

/**
 * Every slug a tag has had, its current one too: the address of a renamed or merged tag leads to
 * the tag for good (301), and a journalist typing an old name gets the tag it became.
 */
export const tagSlugs = pgTable(
  "tag_slugs",
  {
    slug: text("slug").primaryKey(),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [index("tag_slugs_tag_idx").on(t.tagId)],
);

/** An article's tags in the order the journalist gave them (at most limits.articleMaxTags). */
export const articleTags = pgTable(
  "article_tags",
  {
    articleId: articleOfRow(),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    // A tag page's list and the related articles read a tag's articles, newest ids first.
    index("article_tags_tag_idx").on(t.tagId, t.articleId.desc()),
  ],
);

export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    type: sectionTypeEnum("type").notNull(),
    /** paragraph: sanitized HTML; heading: plain text; image: media URL. */
    content: text("content").notNull(),
    caption: text("caption"),
    /** image: the alternative text (required for a picture, none for a video) and the optional credit (issue 21). */
    alt: text("alt"),
    credit: text("credit"),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [
    uniqueIndex("sections_article_order_idx").on(t.articleId, t.orderIndex),
    // The articles that use a picture of the media library, by its address's beginning (decision 0130).
    index("sections_media_idx")
      .on(t.content.op("text_pattern_ops"))
      .where(sql`${t.type} = 'image'`),
  ],
);

/**
 * Where a comment stands (docs/decisions/0075): published (readers see it and the article's
 * counter counts it), held for review by a pre-moderation rule (only its writer sees it), or hidden
 * by a moderator (kept, restorable). A deleted comment is gone.
 */
export const commentStatusEnum = pgEnum("comment_status", commentStatuses);
/** Which pre-moderation rule held a comment. */
export const commentHoldReasonEnum = pgEnum("comment_hold_reason", commentHoldReasons);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    authorName: text("author_name").notNull(),
    content: text("content").notNull(),
    /** The anonymous reader cookie that posted it (limits, blocking, the writer's own held comments), never shown. */
    readerId: text("reader_id"),
    createdAt: createdAt(),
    /** The comment a reply answers: always a top-level one (replies are one level deep). */
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    status: commentStatusEnum("status").notNull().default("published"),
    heldReason: commentHoldReasonEnum("held_reason"),
    /** The writer's address as a keyed hash (never the address), removed after 30 days (decision 0078). */
    addressHash: text("address_hash"),
    /** The last moderator's decision on it (each decision is also in the audit log). */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderationReason: text("moderation_reason"),
  },
  (t) => [
    index("comments_article_created_idx").on(t.articleId, t.createdAt.desc().nullsFirst()),
    index("comments_created_idx").on(t.createdAt.desc().nullsFirst()),
    // An article's threads, oldest first, and each thread's replies (the article page).
    index("comments_article_threads_idx")
      .on(t.articleId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index("comments_parent_idx")
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is not null`),
    // The moderation queue's tabs, newest first.
    index("comments_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A reader's own comments (the first-comment rule, their held comments).
    index("comments_reader_idx")
      .on(t.readerId, t.articleId)
      .where(sql`${t.readerId} is not null`),
    // The sweep of addresses older than 30 days.
    index("comments_address_created_idx")
      .on(t.createdAt)
      .where(sql`${t.addressHash} is not null`),
  ],
);

/** Why a reader reports a comment (issue 22: the Digital Services Act's notice of illegal content, and more). */
export const commentReportReasonEnum = pgEnum("comment_report_reason", reportReasons);

/** A reader's report of a comment: one per reader and comment; resolved by the moderator's next decision. */
export const commentReports = pgTable(
  "comment_reports",
  {
    id: serial("id").primaryKey(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    reason: commentReportReasonEnum("reason").notNull(),
    details: text("details").notNull().default(""),
    readerId: text("reader_id").notNull(),
    addressHash: text("address_hash"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("comment_reports_comment_reader_idx").on(t.commentId, t.readerId),
    index("comment_reports_open_idx")
      .on(t.commentId)
      .where(sql`${t.resolvedAt} is null`),
    index("comment_reports_address_created_idx")
      .on(t.createdAt)
      .where(sql`${t.addressHash} is not null`),
    check("comment_reports_details_len", sql`char_length(${t.details}) <= 500`),
  ],
);

/**
 * A reader an admin blocked from publishing at once: their new comments are held, not refused.
 * Matched by the reader cookie or the address hash (the latter only while the address is under
 * 30 days old: `addressSeenAt`). `until` null is for good.
 */
export const commentBlocks = pgTable(
  "comment_blocks",
  {
    id: serial("id").primaryKey(),
    readerId: text("reader_id"),
    addressHash: text("address_hash"),
    addressSeenAt: timestamp("address_seen_at", { withTimezone: true }),
    until: timestamp("until", { withTimezone: true }),
    reason: text("reason"),
    /** The comment it was made from, and the name on it, for the list of blocks. */
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("comment_blocks_until_idx").on(t.until),
    index("comment_blocks_address_seen_idx")
      .on(t.addressSeenAt)
      .where(sql`${t.addressHash} is not null`),
  ],
);

/** What happens to a new comment before anyone reads it (issue 22, point 3). */
export const commentModerationModeEnum = pgEnum("comment_moderation_mode", moderationModes);

/** The one row of pre-moderation settings: the mode and the banned words and phrases, as typed. */
export const commentModerationSettings = pgTable(
  "comment_moderation_settings",
  {
    id: smallint("id").primaryKey().default(1),
    mode: commentModerationModeEnum("mode").notNull().default("publish"),
    bannedWords: text("banned_words")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("comment_moderation_settings_one_row", sql`${t.id} = 1`)],
);

/** Whom the Owner requires the second sign-in step of (issue 35; decision 0132). */
export const twoStepRequirementEnum = pgEnum("two_step_requirement", twoStepRequirements);

/** The one row of staff sign-in settings. */
export const staffSignInSettings = pgTable(
  "staff_sign_in_settings",
  {
    id: smallint("id").primaryKey().default(1),
    twoStepRequired: twoStepRequirementEnum("two_step_required").notNull().default("nobody"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("staff_sign_in_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * A staff account's signed-in device (issue 35, point 4; decision 0133): made at each sign-in,
 * named in its token (`sid`), ended by its owner or by a sign-out. A session counts while it is not
 * ended, not past its token's life, and of the account's current token version (a password
 * change, the second step turned on or off, or a reset ends the others).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    door: text("door").$type<"admin" | "journalist">().notNull(),
    tokenVersion: integer("token_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    addressHash: text("address_hash").notNull().default(""),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** One like per reader and article. */
export const likes = pgTable(
  "likes",
  {
    articleId: articleOfRow(),
    readerId: text("reader_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.readerId] })],
);

/** When a reader last counted a view of an article (one view per 30 minutes). */
export const readerViews = pgTable(
  "reader_views",
  {
    articleId: articleOfRow(),
    readerId: text("reader_id").notNull(),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.readerId] }), index("reader_views_last_viewed_idx").on(t.lastViewedAt)],
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
    articleId: articleOfRow(),
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
    articleId: articleOfRow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.position] }),
    uniqueIndex("featured_articles_kind_article_idx").on(t.kind, t.articleId),
    check("featured_articles_position_range", sql`${t.position} between 0 and 3`),
  ],
);

/** A picture's 1.91:1 crop around its focal point (issue 34, point 3): its storage key and size. */
export type SocialCrop = { key: string; width: number; height: number };

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
    /** The media library (issue 34, point 3, decision 0130): the picture's description and credit, as articles last gave them. */
    alt: text("alt"),
    credit: text("credit"),
    /** The focal point, 0..1 of the width and height: every crop keeps it in view. */
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    /** The search keys (hronika_search_key) of the words of the description, credit and file name, space-separated and around. */
    searchKey: text("search_key").notNull().default(""),
    /** The 1.91:1 social crop around the focal point, once the durable job made it. */
    socialCrop: jsonb("social_crop").$type<SocialCrop>(),
  },
  (t) => [
    uniqueIndex("media_files_storage_key_idx").on(t.storageKey),
    // The library's pages, newest first, all or one uploader's; its search through trigrams.
    index("media_files_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("media_files_uploader_idx").on(t.uploadedBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("media_files_search_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
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
 * The newsroom's history of an article (issue 20): one row per write, the article as it stood after
 * it (the whole of what the builder edits, as JSON, so fields added later ride along), who made it
 * and what changed. Autosaves in a row coalesce into one revision.
 */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    /** The article's version after this write. */
    version: integer("version").notNull(),
    /** initial, create, save, autosave, restore, publish, unpublish, schedule, unschedule, scheduled_publish (common/schemas/revisions.ts). */
    kind: text("kind").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name at the time, kept when the user is renamed or deleted. */
    userName: text("user_name"),
    createdAt: createdAt(),
    /**
     * The text as JSON: revisions written before issue 30, until the newsroom's upkeep packs them.
     * Neither this nor `packed`: the text is the article's as stored (the newest revision of a run
     * of autosaves, sealed by the next revision: decision 0103).
     */
    snapshot: jsonb("snapshot"),
    /** The text as brotli-compressed JSON (decision 0103). */
    packed: bytea("packed"),
    /** Whether readers saw this text (the article was published after the write); null for revisions before issue 30. */
    published: boolean("published"),
    /** What changed since the revision before (RevisionChanges). */
    changes: jsonb("changes").notNull().default({}),
  },
  (t) => [
    uniqueIndex("article_revisions_article_version_idx").on(t.articleId, t.version),
    // The retention's sweep: the unpublished revisions past their 30 days, oldest first.
    index("article_revisions_unpublished_created_idx")
      .on(t.createdAt)
      .where(sql`${t.published} = false`),
  ],
);

/**
 * The entries of an article's live coverage (issue 37, decision 0140), newest first for readers.
 * A deleted entry stays as a row with `deletedAt` (and no text) for a while, so that the readers'
 * open pages learn that it is gone (issue 37, point 2).
 */
export const liveEntries = pgTable(
  "live_entries",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Sanitized HTML, as a paragraph of the builder keeps it (sanitizeParagraph). */
    content: text("content").notNull(),
    /** A picture of the media library (its /media/ address) and its alternative text, required with it. */
    image: text("image"),
    imageAlt: text("image_alt"),
    /** A key moment ("Ключови моменти"), shown above the entries. */
    pinned: boolean("pinned").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("live_entries_article_idx").on(t.articleId, t.createdAt.desc(), t.id.desc()),
    index("live_entries_article_updated_idx").on(t.articleId, t.updatedAt),
    check("live_entries_image_alt", sql`${t.image} is null or ${t.imageAlt} is not null`),
  ],
);

/** Corrections and updates marked on published articles, shown at the article's end (issue 20). */
export const articleCorrections = pgTable(
  "article_corrections",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    /** correction | update */
    kind: text("kind").notNull(),
    note: text("note").notNull(),
    /** The revision that carried it. */
    version: integer("version").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("article_corrections_article_idx").on(t.articleId, t.createdAt)],
);

/**
 * Changes to a published or scheduled article saved without putting them live: the builder's
 * autosave and "Запази като чернова" (issue 20). One per article and person.
 */
export const articleAutosaves = pgTable(
  "article_autosaves",
  {
    articleId: articleOfRow(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The article's version the changes were made on. */
    baseVersion: integer("base_version").notNull(),
    /** The changed text as JSON: rows written before issue 30. */
    snapshot: jsonb("snapshot"),
    /** The changed text as brotli-compressed JSON (decision 0103): each autosave rewrites it. */
    packed: bytea("packed"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
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

/**
 * Old addresses that answer a 301 (issue 33): a WordPress site's posts, `?p={id}`, categories,
 * tags, authors and feeds after an import, and any an admin adds by hand. `fromPath` is the
 * address as `normalizeRedirectPath` keeps it (path, and only the query WordPress routes by). A
 * redirect to an article names it (`articleId`), so it follows the article's current slug;
 * another names its `toPath`.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path"),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "cascade" }),
    /** "import" (a WordPress import made it) or "manual" (an admin did). */
    origin: text("origin").notNull().default("manual"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("redirects_from_idx").on(t.fromPath),
    index("redirects_article_idx")
      .on(t.articleId)
      .where(sql`${t.articleId} is not null`),
    check("redirects_target", sql`(${t.toPath} is null) <> (${t.articleId} is null)`),
    check("redirects_origin", sql`${t.origin} in ('import', 'manual')`),
    check("redirects_from_len", sql`char_length(${t.fromPath}) between 1 and 2000`),
  ],
);

/**
 * What a WordPress import made of each thing it read (issue 33), keyed by the export's site and the
 * thing's WordPress id (an author's login): a second import of the same site finds it here and
 * changes nothing, a larger export adds only what is new.
 */
export const wordpressImports = pgTable(
  "wordpress_imports",
  {
    /** The export's `wp:base_site_url`. */
    site: text("site").notNull(),
    /** post, page, attachment, comment, author, category or tag. */
    kind: text("kind").notNull(),
    wordpressKey: text("wordpress_key").notNull(),
    /** The row made of it (articles, comments, users, categories, tags, media_files), or null when skipped. */
    localId: integer("local_id"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.kind, t.wordpressKey] })],
);

/**
 * The WordPress imports started from the admin panel (issue 33): the one running, its progress
 * (written every few dozen posts, so any process of the server can answer the panel), and each
 * one's report or error when it ended.
 */
export const wordpressImportRuns = pgTable(
  "wordpress_import_runs",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    dryRun: boolean("dry_run").notNull(),
    /** running, done or failed. */
    state: text("state").notNull().default("running"),
    progress: jsonb("progress"),
    report: jsonb("report"),
    /** Why it failed, in Bulgarian, for the panel. */
    error: text("error"),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  // One run at a time, in any process: a second start is refused by this index.
  (t) => [
    uniqueIndex("wordpress_import_runs_one_running")
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
  ],
);

/**
 * Durable background jobs (issue 34, decision 0129): work that must happen after a write even if
 * the process that wrote dies (a CDN purge), taken by one process at a time with `FOR UPDATE SKIP
 * LOCKED`, retried with backoff, and kept as `failed` for the admins when it never succeeds.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** queued, running or failed (a job that succeeded is deleted). */
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** When it may run (again): now, or after the backoff of a failed attempt. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** A running job's lease: past it, the process that took it is taken for dead and another takes it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("background_jobs_due").on(t.state, t.runAt)],
);

/**
 * Alerts for breaking news by Web Push (issue 37, point 4; decision 0142). A reader's browser
 * subscription: what the push service needs to reach it and nothing else (no address, account or
 * cookie: docs/PRIVACY.md). Removed when the reader stops, or when the push service answers that it
 * is gone (404, 410).
 */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The push service's address for the browser; one row per browser (a repeat of it changes its keys). */
  endpoint: text("endpoint").notNull().unique(),
  /** The browser's P-256 public key and authentication secret (base64url), which the message is encrypted to (RFC 8291). */
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt(),
});

/** An alert the editorial desk sent for an article, with its delivery's counts (pending: its `push_deliveries` rows). */
export const pushAlerts = pgTable(
  "push_alerts",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    /** The notification's text. */
    title: text("title").notNull(),
    /** The article's absolute address, which the notification opens. */
    url: text("url").notNull(),
    /** The article's picture for the notification's icon (absolute), if it has one. */
    icon: text("icon"),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The subscriptions there were when it was sent, each to get one delivery row. */
    total: integer("total").notNull(),
    /**
     * Its audience, the subscriptions up to this id (the last there was when it was sent), is
     * enrolled by its delivery job in chunks (decision 0143): a delivery row for each, up to
     * `enrolledUpTo`, `enrolled` rows so far.
     */
    audienceUpTo: bigint("audience_up_to", { mode: "number" }).notNull().default(0),
    enrolledUpTo: bigint("enrolled_up_to", { mode: "number" }).notNull().default(0),
    enrolled: integer("enrolled").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    /** Subscriptions that ended before it reached them (404/410, or the reader stopped). */
    removed: integer("removed").notNull().default(0),
    /** Deliveries refused after every attempt. */
    failed: integer("failed").notNull().default(0),
  },
  (t) => [index("push_alerts_article_idx").on(t.articleId, t.createdAt.desc())],
);

/**
 * One alert still to reach one subscription: the row exists until the push service took the
 * message (or the subscription ended, or every attempt failed). A pass takes rows with a lease
 * (`locked_until`) before it sends and deletes each after its answer, so a process killed between
 * the two leaves the row to another pass: at most that one message is sent twice, which the push
 * service (same Topic) and the browser (same tag) show once.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => pushAlerts.id, { onDelete: "cascade" }),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    /** When it may be sent (again): the alert's moment, or after a refused attempt's delay. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.subscriptionId] }),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
    index("push_deliveries_due_idx").on(t.alertId, t.runAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type AuditAction = (typeof auditActionEnum.enumValues)[number];
export type AuditEntity = (typeof auditEntityEnum.enumValues)[number];
export type CommentRow = typeof comments.$inferSelect;
export type CommentStatus = (typeof commentStatusEnum.enumValues)[number];
export type CommentHoldReason = (typeof commentHoldReasonEnum.enumValues)[number];

/**
 * How journalists' articles go out (issue 35, point 2; decision 0135): published by their writers
 * (SPEC.md, the default) or sent for review to the editorial desk; with a second pair of eyes, an
 * Editor's own articles too, and nobody decides on what they wrote or sent. One row, the Owner's.
 */
export const editorialSettings = pgTable(
  "editorial_settings",
  {
    id: smallint("id").primaryKey().default(1),
    reviewBeforePublishing: boolean("review_before_publishing").notNull().default(false),
    secondPairOfEyes: boolean("second_pair_of_eyes").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("editorial_settings_one_row", sql`${t.id} = 1`)],
);

export const reviewStateEnum = pgEnum("review_state", ["pending", "returned", "approved"]);

/**
 * An article's review (decision 0135): at most one per article, its latest round. A new article is
 * reviewed as it is stored; a change to a published one is its sender's pending changes, copied
 * here (`proposal`) so readers keep the published text until it is approved.
 */
export const articleReviews = pgTable(
  "article_reviews",
  {
    articleId: articleOfRow().primaryKey(),
    state: reviewStateEnum("state").notNull(),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** The version the proposal was made on. */
    baseVersion: integer("base_version").notNull(),
    /** A change to a published article: the proposed text, brotli-compressed JSON like pending changes. */
    proposal: bytea("proposal"),
    /** The correction or update mark the sender asks readers to see with the change (decision 0068). */
    proposedMark: jsonb("proposed_mark").$type<{ kind: "correction" | "update"; note: string }>(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The decision waits to be seen by its sender: the journalist area's count of notices. */
    unseen: boolean("unseen").notNull().default(false),
  },
  (t) => [index("article_reviews_state_idx").on(t.state, t.sentAt), index("article_reviews_sent_by_idx").on(t.sentBy)],
);

/** The notes of an article's review: reviewers' and the author's, oldest first. */
export const articleReviewNotes = pgTable(
  "article_review_notes",
  {
    id: serial("id").primaryKey(),
    articleId: articleOfRow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("article_review_notes_article_idx").on(t.articleId, t.createdAt)],
);
