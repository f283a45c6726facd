import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { reviewErrors } from "../messages/reviews.ts";
import { articleInputSchema } from "./article-input.ts";
import { articleSnapshotSchema } from "./revisions.ts";

/** Review before publishing (issue 35, point 2; decision 0135). */
export const reviewStates = ["pending", "returned", "approved"] as const;
export type ReviewState = (typeof reviewStates)[number];

/**
 * GET/PUT /api/admin/review-setting: the Owner's choice. A second pair of eyes (only with review
 * on) sends an Editor's own articles through review too, decided by someone else.
 */
export const reviewSettingSchema = z.object({
  reviewBeforePublishing: z.boolean(),
  secondPairOfEyes: z.boolean().default(false),
});
export type ReviewSetting = z.infer<typeof reviewSettingSchema>;

/** A note for the author or for the desk: required, trimmed, at most reviewNoteMax characters. */
export const reviewNoteSchema = z
  .string({ error: reviewErrors.noteRequired })
  .trim()
  .min(1, reviewErrors.noteRequired)
  .max(limits.reviewNoteMax, reviewErrors.noteTooLong(limits.reviewNoteMax));

export const reviewNoteInputSchema = z.object({ note: reviewNoteSchema });
export type ReviewNoteInput = z.infer<typeof reviewNoteInputSchema>;

/**
 * POST /api/journalist/articles/{id}/review: the version the sender saw, and for a change to a
 * published article the correction or update mark readers are to see with it once approved.
 */
export const sendForReviewSchema = z.object({
  version: z.number().int().positive().optional(),
  change: articleInputSchema.shape.change,
});
export type SendForReview = z.infer<typeof sendForReviewSchema>;

/** POST /api/admin/reviews/{id}/approve: publish now, or at a moment (a new article only). */
export const approveReviewSchema = z.object({
  publishAt: z.string().datetime({ offset: true }).optional(),
  note: reviewNoteSchema.optional(),
});
export type ApproveReview = z.infer<typeof approveReviewSchema>;

export const reviewNoteViewSchema = z.object({
  id: z.number(),
  author: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** An article's review as its author and the desk see it. */
export const articleReviewSchema = z.object({
  articleId: z.number(),
  state: z.enum(reviewStates),
  /** A new article, or a change to a published one (readers keep the published text meanwhile). */
  kind: z.enum(["new", "change"]),
  sentBy: z.string().nullable(),
  sentAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  notes: z.array(reviewNoteViewSchema),
  /** The proposed text of a change, for the desk to read before approving. */
  proposal: articleSnapshotSchema.nullable(),
  /** The correction or update mark proposed with the change. */
  mark: z.object({ kind: z.enum(["correction", "update"]), note: z.string() }).nullable(),
});
export type ArticleReview = z.infer<typeof articleReviewSchema>;

/** GET /api/journalist/articles/{id}/review: none when the article was never sent. */
export const ownReviewSchema = z.object({ review: articleReviewSchema.nullable() });

/** A row of the desk's queue. */
export const reviewQueueItemSchema = z.object({
  articleId: z.number(),
  title: z.string(),
  status: z.enum(["draft", "published", "scheduled"]),
  kind: z.enum(["new", "change"]),
  author: z.string(),
  sentBy: z.string().nullable(),
  sentAt: z.string(),
  notes: z.number(),
  /** False when a second pair of eyes keeps the viewer from deciding (they wrote or sent it). */
  mayDecide: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
