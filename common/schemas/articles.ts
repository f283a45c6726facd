import { checkComment, type CommentInput } from "../comment-rules.ts";
import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { articleSorts } from "../article-sorts.ts";
import { coAuthorSchema } from "./co-authors.ts";
import { liveStateSchema } from "./live-state.ts";

export { articleSorts, type ArticleSort } from "../article-sorts.ts";

/** Query of the public list, GET /api/articles (SPEC.md §7, issue 3). */
export const articleListQuerySchema = z.object({
  sort: z.enum(articleSorts).default("date"),
  category: z.string().trim().min(1).max(limits.categoryNameMax).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.apiMaxPageSize).default(limits.apiDefaultPageSize),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** An article in the public lists (SPEC.md §3, Article (home list)). */
export const articleListItemSchema = z.object({
  id: z.number(),
  /** Its address's slug, `/article/{id}-{slug}` (issue 32); null for one published before slugs, until start-up gives it one. */
  slug: z.string().nullable(),
  title: z.string(),
  /** Names, in the article's order; the first is its main category. */
  categories: z.array(z.string()),
  category: z.string(),
  image: z.string().nullable(),
  /** The alternative text of `image` (issue 21); null for a video or no image. */
  imageAlt: z.string().nullable(),
  thumbnail: z.string().nullable(),
  preview: z.string(),
  description: z.string(),
  publishDate: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  mediaType: z.enum(["image", "video"]).nullable(),
  /** CSS object-position of `image`'s focal point, when it is not the middle (issue 34, decision 0130). */
  imageFocus: z.string().optional(),
  /** Present (true) only while the article's live coverage is open: its card says "НА ЖИВО" (issue 37, decision 0140). */
  live: z.boolean().optional(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const paginationSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const articleListResponseSchema = z.object({
  articles: z.array(articleListItemSchema),
  pagination: paginationSchema,
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const sectionTypes = ["heading", "paragraph", "image"] as const;
export type SectionType = (typeof sectionTypes)[number];

export const sectionSchema = z.object({
  id: z.number(),
  type: z.enum(sectionTypes),
  content: z.string(),
  caption: z.string().nullable(),
  /** image: the picture's alternative text and who took it (issue 21); null otherwise. */
  alt: z.string().nullable(),
  credit: z.string().nullable(),
  orderIndex: z.number(),
});
export type Section = z.infer<typeof sectionSchema>;

export const publicCommentSchema = z.object({
  id: z.number(),
  author: z.string(),
  avatar: z.string().nullable(),
  content: z.string(),
  timestamp: z.string(),
  /** The comment it replies to (always a top-level one), or null. */
  parentId: z.number().nullable(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

/**
 * A top-level comment with its published replies, oldest first. A comment a moderator hid that
 * has published replies stays as a placeholder (`removed`: no name, no text), so the replies keep
 * their place.
 */
export const publicCommentThreadSchema = publicCommentSchema.extend({
  removed: z.boolean(),
  /** The newest replies (commentLimits.repliesShownPerThread), oldest first; all are on the thread's own page. */
  replies: z.array(publicCommentSchema),
  /** Every published reply of the thread. */
  replyCount: z.number(),
});
export type PublicCommentThread = z.infer<typeof publicCommentThreadSchema>;

/** An article as the reading page shows it (SPEC.md §3, Article (detail)). */
export const articleDetailSchema = z.object({
  id: z.number(),
  /** Its address's slug, `/article/{id}-{slug}` (issue 32); null until first published. */
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  preview: z.string(),
  thumbnail: z.string().nullable(),
  thumbnailAlt: z.string().nullable(),
  thumbnailCredit: z.string().nullable(),
  image: z.string().nullable(),
  /** CSS object-position of `image`'s focal point, when it is not the middle (issue 34, decision 0130). */
  imageFocus: z.string().optional(),
  publishDate: z.string().nullable(),
  updatedAt: z.string(),
  isPublished: z.boolean(),
  categories: z.array(z.string()),
  /** Its tags in the journalist's order (issue 32): name and the slug of `/tag/{slug}`. */
  tags: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** `username` names the author page (/author/{username}); null when the account is gone (the byline is then the editors'). */
  author: z.object({ name: z.string(), avatar: z.string().nullable(), username: z.string().nullable() }),
  /** Co-authors after the author, in the byline's order (issue 32, decision 0121). */
  coAuthors: z.array(coAuthorSchema),
  sections: z.array(sectionSchema),
  stats: z.object({ likes: z.number(), comments: z.number(), views: z.number() }),
  /** One page of its published comment threads, oldest first (issue 22). */
  comments: z.array(publicCommentThreadSchema),
  /** The pages of threads: `total` counts threads, `stats.comments` every published comment. */
  commentPagination: paginationSchema,
  /** Whether the reader asking (reader cookie) has liked it. */
  liked: z.boolean(),
  // Issue 20
  status: z.enum(["draft", "published", "scheduled"]),
  scheduledAt: z.string().nullable(),
  /** For the builder's saves (decision 0067). */
  version: z.number(),
  /** The last change of the text after its first publication (NewsArticle dateModified). */
  modifiedAt: z.string().nullable(),
  /** Corrections and updates marked for readers, oldest first. */
  corrections: z.array(z.object({ kind: z.enum(["correction", "update"]), note: z.string(), createdAt: z.string() })),
  /** Its live coverage's state (issue 37, decision 0140); null when it never had one. */
  live: liveStateSchema.nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const featuredKinds = ["popular", "secondary"] as const;
export type FeaturedKind = (typeof featuredKinds)[number];

/** POST /api/articles/{id}/count-view: whether this reader's view counted (once per 30 minutes). */
export const countViewResponseSchema = z.object({ counted: z.boolean(), views: z.number() });
export type CountViewResponse = z.infer<typeof countViewResponseSchema>;

/** POST /api/articles/{id}/like: one like per reader; a repeat changes nothing. */
export const likeResponseSchema = z.object({ liked: z.literal(true), likes: z.number() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/**
 * GET /api/articles/{id}/liked: whether this reader (cookie) has liked the article, and its likes
 * and comments now. Pages are cached for every reader alike and rendered again for their content,
 * not their counters (decision 0138), so the page asks this after it has loaded: a reader sees
 * their own like counted at once, and other readers' comments since the render are fetched.
 */
export const likedResponseSchema = z.object({ liked: z.boolean(), likes: z.number(), comments: z.number() });
export type LikedResponse = z.infer<typeof likedResponseSchema>;

/** POST /api/articles/{id}/comments (SPEC.md §3 Comment post payload): its shape. */
export const commentInputFields = { username: z.string(), content: z.string() };

/**
 * The rules of a comment (common/comment-rules.ts: trimmed of everything invisible, so a name of
 * only a zero-width space is as empty as "", then within the limits) as a schema's transform: the
 * API answers with the same texts and fields the reader's form shows.
 */
export function withCommentRules<T extends CommentInput>(
  value: T,
  ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
): T {
  const checked = checkComment(value);
  if ("error" in checked) {
    ctx.addIssue({ code: "custom", path: [checked.error.field], message: checked.error.message });
    return z.NEVER;
  }
  return { ...value, ...checked.data };
}

export const commentInputSchema = z.object(commentInputFields).transform(withCommentRules);
export type { CommentInput };
export const commentCreatedResponseSchema = z.object({
  comment: publicCommentSchema,
  /** The article's count of published comments after this one. */
  comments: z.number(),
  /** Held for review: only its writer sees it until a moderator approves it (issue 22). */
  held: z.boolean(),
});
export type CommentCreatedResponse = z.infer<typeof commentCreatedResponseSchema>;
