import { z } from "./zod.ts";
import { commentLimits } from "../limits.ts";
import { moderationTexts } from "../messages/moderation.ts";
import { readerCommentTexts } from "../messages/reader.ts";
import { trimInvisible } from "../text.ts";
import { isoDate } from "./admin.ts";
import { commentInputFields, paginationSchema, publicCommentSchema, withCommentRules } from "./articles.ts";

/** Comments, their reports and their moderation (issue 22, docs/decisions/0075–0079). */

export const commentStatuses = ["published", "held", "hidden"] as const;
export type CommentStatus = (typeof commentStatuses)[number];
/** blocked_address (issue 29): another browser on the address of a reader blocked by address. */
export const commentHoldReasons = [
  "links",
  "first_comment",
  "all",
  "banned_word",
  "blocked_reader",
  "blocked_address",
] as const;
export type CommentHoldReason = (typeof commentHoldReasons)[number];
export const reportReasons = ["illegal", "hate", "spam", "personal_data", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
export const moderationModes = ["publish", "hold_links", "hold_first", "hold_all"] as const;
export type ModerationMode = (typeof moderationModes)[number];
export const moderationTabs = ["held", "reported", "all", "hidden"] as const;
export type ModerationTab = (typeof moderationTabs)[number];
export const moderationDecisions = ["approve", "hide", "delete"] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];
export const blockDurations = ["day", "week", "forever"] as const;
export type BlockDuration = (typeof blockDurations)[number];
/**
 * What a block holds (issue 29, point 6): this browser only (its reader cookie), or also the
 * address (every browser there: a mobile network's, an office's, a school's shared address).
 */
export const blockScopes = ["browser", "address"] as const;
export type BlockScope = (typeof blockScopes)[number];
/** Why a comment's writer counts as blocked: their browser is, or only the address they wrote from. */
export const writerBlocks = ["browser", "address"] as const;

const databaseId = z.number().int().positive().max(2_147_483_647);

/** POST /api/articles/{id}/comments: SPEC.md's { username, content }, and the comment a reply answers. */
export const commentPostSchema = z
  .object({ ...commentInputFields, parentId: databaseId.optional() })
  .transform(withCommentRules);
export type CommentPost = z.infer<typeof commentPostSchema>;

/** GET /api/articles/{id}/comments?page= : one page of threads, as the article page shows them. */
export const commentPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** GET /api/articles/{id}/own-comments: the asking reader's comments that wait for review there. */
export const ownCommentsSchema = z.object({ comments: z.array(publicCommentSchema) });
export type OwnComments = z.infer<typeof ownCommentsSchema>;

/** POST /api/comments/{id}/report (issue 22, point 1). */
export const reportInputSchema = z.object({
  reason: z.enum(reportReasons, { error: readerCommentTexts.reportReasonRequired }),
  details: z
    .string()
    .overwrite(trimInvisible)
    .max(commentLimits.reportDetailsMax, readerCommentTexts.reportDetailsTooLong(commentLimits.reportDetailsMax))
    .default(""),
});
export type ReportInput = z.infer<typeof reportInputSchema>;
export const reportResponseSchema = z.object({ message: z.string() });

/** GET /api/admin/comments: the moderation queue (and, with article_id, the article's comments modal). */
export const moderationQuerySchema = z.object({
  tab: z.enum(moderationTabs).default("all"),
  article_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().max(200).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(commentLimits.moderationPageSize),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** SPEC.md §3's Comment (admin) and what a moderator needs beside it. */
export const adminCommentSchema = z.object({
  id: z.number(),
  author: z.string(),
  avatar: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  articleId: z.number(),
  /** The article's address's slug (issue 32). */
  articleSlug: z.string().nullable(),
  articleTitle: z.string(),
  status: z.enum(commentStatuses),
  heldReason: z.enum(commentHoldReasons).nullable(),
  replyTo: z.object({ id: z.number(), author: z.string() }).nullable(),
  /** Open reports (not yet answered by a decision): how many, and the newest of them. */
  reports: z.object({
    count: z.number(),
    latest: z.array(z.object({ reason: z.enum(reportReasons), details: z.string(), createdAt: z.string() })),
  }),
  /** Its browser (reader cookie) is blocked. */
  writerBlocked: z.boolean(),
  /** Why it counts as blocked (issue 29): its browser, or only its address (another browser there); null: not blocked. */
  writerBlock: z.enum(writerBlocks).nullable(),
  /** The last decision on it, if any. */
  moderation: z.object({ by: z.string().nullable(), at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const moderationCountsSchema = z.object({ held: z.number(), reported: z.number(), hidden: z.number() });
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
export const adminCommentListSchema = z.object({
  comments: z.array(adminCommentSchema),
  pagination: paginationSchema,
  counts: moderationCountsSchema,
});
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;

const reasonSchema = z
  .string()
  .overwrite(trimInvisible)
  .max(commentLimits.moderationReasonMax, moderationTexts.reasonTooLong(commentLimits.moderationReasonMax))
  .optional();

/** POST /api/admin/comments/decisions: one decision on one or many comments, with an optional reason. */
export const moderationDecisionInputSchema = z.object({
  ids: z.array(databaseId).min(1).max(commentLimits.moderationBulkMax),
  decision: z.enum(moderationDecisions),
  reason: reasonSchema,
});
export type ModerationDecisionInput = z.infer<typeof moderationDecisionInputSchema>;
export const moderationDecisionResultSchema = z.object({ decided: z.number() });

/** POST /api/admin/comments/{id}/block (issue 22, point 4). */
export const blockInputSchema = z.object({
  duration: z.enum(blockDurations),
  /** Browser only unless said (issue 29): an address may be shared by many readers. */
  scope: z.enum(blockScopes).default("browser"),
  reason: reasonSchema,
});
export type BlockInput = z.infer<typeof blockInputSchema>;
export const commentBlockSchema = z.object({
  id: z.number(),
  authorName: z.string(),
  commentId: z.number().nullable(),
  byCookie: z.boolean(),
  byAddress: z.boolean(),
  /** null: for good. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type CommentBlock = z.infer<typeof commentBlockSchema>;
export const commentBlockListSchema = z.object({ blocks: z.array(commentBlockSchema) });

/**
 * The pre-moderation settings (issue 22, point 3). Banned words arrive as typed, one entry per word
 * or phrase; blanks are dropped and repeats kept once.
 */
export const moderationSettingsSchema = z.object({
  mode: z.enum(moderationModes),
  bannedWords: z
    .array(z.string().max(1000))
    .max(commentLimits.bannedWordsMax * 4)
    .transform((words) => {
      const seen = new Set<string>();
      return words
        .map((word) => trimInvisible(word).replace(/\s+/gu, " "))
        .filter((word) => word !== "" && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
    })
    .pipe(
      z
        .array(
          z.string().max(commentLimits.bannedWordMax, moderationTexts.bannedWordTooLong(commentLimits.bannedWordMax)),
        )
        .max(commentLimits.bannedWordsMax, moderationTexts.tooManyBannedWords(commentLimits.bannedWordsMax)),
    ),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export const moderationSettingsResponseSchema = z.object({
  mode: z.enum(moderationModes),
  bannedWords: z.array(z.string()),
});
