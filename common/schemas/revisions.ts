import { z } from "./zod.ts";
import { roles } from "../roles.ts";
import { articleInputSchema } from "./article-input.ts";

/**
 * Issue 20: an article's history (decision 0066), its pending changes (0064) and scheduling (0065).
 */

/** What a revision keeps of an article: everything the builder edits. Fields added later pass through. */
export const articleSnapshotSchema = z.looseObject({
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  categories: z.array(z.string()),
  sections: z.array(z.looseObject({ type: z.string(), content: z.string(), caption: z.string().nullable() })),
  /** Its tags' names; absent in revisions (a restore keeps the article's tags) and pending changes before 2026-11-28. */
  tags: z.array(z.string()).optional(),
});
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;

export const revisionKinds = [
  "initial",
  "create",
  "save",
  "autosave",
  "restore",
  "publish",
  "unpublish",
  "schedule",
  "unschedule",
  "scheduled_publish",
] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** What a write changed of the text, against the revision before it. */
export const revisionChangesSchema = z.object({
  title: z.boolean().optional(),
  description: z.boolean().optional(),
  thumbnail: z.boolean().optional(),
  categories: z.boolean().optional(),
  sections: z.object({ added: z.number(), removed: z.number(), changed: z.number() }).optional(),
  /** A field of the snapshot other than these (added by a later feature). */
  other: z.boolean().optional(),
  /** restore: the version brought back. */
  restoredFrom: z.number().optional(),
  /** schedule: the moment chosen. */
  scheduledAt: z.string().optional(),
});
export type RevisionChanges = z.infer<typeof revisionChangesSchema>;

export const articleStatuses = ["draft", "published", "scheduled"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** The status changes a revision can record (the kinds that move an article between draft, published and scheduled). */
export const statusChangeKinds = ["publish", "unpublish", "schedule", "unschedule", "scheduled_publish"] as const;
export type StatusChangeKind = (typeof statusChangeKinds)[number];

/**
 * Why a save was refused with 409 edit_conflict (issue 29, point 1): where the article stands now,
 * who saved it last, and the newest change of its status since the version the save named (an
 * admin who hid it, the scheduled publisher), so the builder can name it and keep it.
 */
export const editConflictSchema = z.object({
  /** What happened, for people: the status change named ("Администраторът … скри статията в 03:33."), or the general text. */
  message: z.string(),
  version: z.number(),
  status: z.enum(articleStatuses),
  scheduledAt: z.string().nullable(),
  /** The newest revision since the version sent: who (null: the scheduled publisher) and when. */
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  statusChange: z
    .object({
      kind: z.enum(statusChangeKinds),
      /** The person's name; null for the scheduled publisher or a deleted account. */
      by: z.string().nullable(),
      role: z.enum(roles).nullable(),
      /** The person whose save was refused made it themselves (another window or computer). */
      byYou: z.boolean(),
      at: z.string(),
      scheduledAt: z.string().nullable(),
    })
    .nullable(),
});
export type EditConflict = z.infer<typeof editConflictSchema>;

export const correctionKinds = ["correction", "update"] as const;
export type CorrectionKind = (typeof correctionKinds)[number];

export const revisionSummarySchema = z.object({
  version: z.number(),
  kind: z.enum(revisionKinds),
  /** Who made it; null for the scheduled publisher, or a deleted account with no name kept. */
  author: z.string().nullable(),
  createdAt: z.string(),
  changes: revisionChangesSchema,
  /** The correction or update this save carried for readers. */
  correction: z.object({ kind: z.enum(correctionKinds), note: z.string() }).nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/journalist/articles/{articleId}/revisions */
export const revisionListSchema = z.object({
  version: z.number(),
  status: z.enum(articleStatuses),
  revisions: z.array(revisionSummarySchema),
});
export type RevisionList = z.infer<typeof revisionListSchema>;

/** GET /api/journalist/articles/{articleId}/revisions/{version} */
export const revisionSchema = revisionSummarySchema.extend({ snapshot: articleSnapshotSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParamsShape = {
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
};

/** The version an action starts from (restore, schedule): as a save's, a stale one answers 409. */
export const baseVersionSchema = z.object({ version: z.number().int().min(1).max(2_147_483_647).optional() });

/**
 * POST …/revisions/{version}/restore: the version it starts from, and (issue 29) for a published
 * article, whether readers are told of it as a correction or an update, as a save may (decision 0068).
 */
export const restoreInputSchema = baseVersionSchema.extend({ change: articleInputSchema.shape.change });
export type RestoreInput = z.infer<typeof restoreInputSchema>;

/** The content fields of a save, for an autosave: the version it was made on is required. */
export const autosaveInputSchema = articleInputSchema
  .pick({
    title: true,
    categories: true,
    tags: true,
    sections: true,
    thumbnail: true,
    thumbnailAlt: true,
    thumbnailCredit: true,
    description: true,
  })
  .extend({ version: z.number().int().min(1).max(2_147_483_647) });
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;

/**
 * PUT /api/journalist/articles/{articleId}/autosave: a draft is saved itself (`article`); the
 * changes to a published or scheduled one are kept aside (`pending`), never shown to readers.
 */
export const autosaveResultSchema = z.object({
  target: z.enum(["article", "pending"]),
  /** The article's version now: the autosave's own for a draft; for pending changes, a newer one than sent means someone else saved. */
  version: z.number(),
  savedAt: z.string(),
  /** For pending changes made on an older version: what happened since (as a 409 edit_conflict says it). */
  conflict: editConflictSchema.optional(),
});
export type AutosaveResult = z.infer<typeof autosaveResultSchema>;

/** GET /api/journalist/articles/{articleId}/autosave: the caller's pending changes, if any. */
export const pendingChangesSchema = z.object({
  pending: z.object({ baseVersion: z.number(), savedAt: z.string(), snapshot: articleSnapshotSchema }).nullable(),
});
export type PendingChanges = z.infer<typeof pendingChangesSchema>;

/** PUT /api/{journalist|admin}/articles/{id}/schedule */
export const scheduleInputSchema = z.object({
  publishAt: z.iso.datetime({ offset: true }),
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});

/** A save's answer (POST/PUT /api/journalist/articles, restore): SPEC.md's articleId, and where the article now stands. */
export const savedArticleSchema = z.object({
  articleId: z.number(),
  /** Its address's slug, `/article/{id}-{slug}` (issue 32); null until it is first published. */
  slug: z.string().nullable(),
  version: z.number(),
  status: z.enum(articleStatuses),
  scheduledAt: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedArticle = z.infer<typeof savedArticleSchema>;
