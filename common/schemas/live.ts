import { z } from "./zod.ts";
import { liveLimits } from "../limits.ts";
import { paginationSchema } from "./articles.ts";
import { liveStateSchema } from "./live-state.ts";

// Live coverage of an article (issue 37, point 1; decision 0140). The shapes are checked here;
// the rules, with their Bulgarian texts, by the service (common/messages/live.ts).

/** POST /api/journalist/articles/{id}/live: open the article's coverage (or change when it ends itself). */
export const liveStartInputSchema = z.object({
  /** Hours without a new entry after which it ends itself: one of liveLimits.autoEndHourChoices. */
  autoEndHours: z.number().int().min(1).max(168).default(liveLimits.autoEndHoursDefault),
});
export type LiveStartInput = z.infer<typeof liveStartInputSchema>;

/**
 * POST /api/journalist/articles/{id}/live/entries: a new entry, saved in one step. `content` is
 * the builder's paragraph HTML (bold, italic, underline, lists, quotes, links), sanitized as a
 * paragraph is; `image` a picture of the media library (/media/…) with its alternative text.
 */
export const liveEntryInputSchema = z.object({
  // The service's limits (liveLimits.entryContentMax) have texts; the schema only bounds the parse.
  content: z.string().max(liveLimits.entryContentMax * 4),
  image: z.string().max(2000).nullish(),
  imageAlt: z.string().max(2000).nullish(),
  pinned: z.boolean().optional(),
});
export type LiveEntryInput = z.infer<typeof liveEntryInputSchema>;

/** PATCH /api/journalist/articles/{id}/live/entries/{entryId}: what is sent changes, the rest stays. */
export const liveEntryPatchSchema = liveEntryInputSchema.partial();
export type LiveEntryPatch = z.infer<typeof liveEntryPatchSchema>;

export const liveEntryParams = z.object({
  articleId: z.coerce.number().int().min(1).max(2_147_483_647),
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** An entry as readers and the desk see it. */
export const liveEntrySchema = z.object({
  id: z.number().int(),
  /** Sanitized HTML. */
  content: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  pinned: z.boolean(),
  /** ISO 8601: when it was posted (its time shown in Bulgarian time), and its last change. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who wrote it; null when the account is gone (the byline is then the editors'). */
  author: z.object({ name: z.string(), username: z.string().nullable() }).nullable(),
});
export type LiveEntry = z.infer<typeof liveEntrySchema>;

// The state of an article's coverage is also a field of the article's detail (articles.ts), which
// this file imports from: it lives in a file of its own so that neither imports the other.
export { liveStateSchema, type LiveState } from "./live-state.ts";

/** `?entries=N`: the page of entries a reader or the desk asks for. */
export const livePageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/**
 * An article's coverage as its page shows it (GET /api/articles/{id}/live and the journalist's
 * desk): its state, the key moments (pinned entries, newest first, on every page) and one page
 * of all entries, newest first.
 */
export const liveCoverageSchema = z.object({
  live: liveStateSchema,
  keyMoments: z.array(liveEntrySchema),
  entries: z.array(liveEntrySchema),
  pagination: paginationSchema,
});
export type LiveCoverage = z.infer<typeof liveCoverageSchema>;

/**
 * GET /api/journalist/articles/{id}/live: the desk of an article's coverage: the article it belongs
 * to, and its coverage as readers see it (null before it was first opened).
 */
export const journalistLiveSchema = z.object({
  article: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string().nullable(),
    status: z.enum(["draft", "published", "scheduled"]),
  }),
  coverage: liveCoverageSchema.nullable(),
});
export type JournalistLive = z.infer<typeof journalistLiveSchema>;

/** GET /api/articles/{id}/live/updates?at=N: the time bucket asked for (common/live-updates.ts). */
export const liveUpdatesQuerySchema = z.object({
  at: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,9})$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});

/** A write of an entry: the entry as it is now, or null when it was deleted. */
export const liveChangeSchema = z.object({
  id: z.number().int(),
  /** ISO 8601: the write's moment. */
  updatedAt: z.string(),
  entry: liveEntrySchema.nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * What an open live page asks for (issue 37, point 2; decision 0141): the coverage's state, its
 * number of entries and key moments, and its latest writes, newest first: those after `since`, all
 * of them. A page that knows the coverage as of an earlier moment reads it anew.
 */
export const liveUpdatesSchema = z.object({
  live: liveStateSchema,
  total: z.number().int(),
  keyMoments: z.array(liveEntrySchema),
  changes: z.array(liveChangeSchema),
  /** ISO 8601: `changes` holds every write after this moment. */
  since: z.string(),
});
export type LiveUpdates = z.infer<typeof liveUpdatesSchema>;
