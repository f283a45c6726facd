import { limits } from "../limits.ts";
import { paginationSchema } from "./articles.ts";
import { z } from "./zod.ts";

/** The media library's page size (issue 34, point 3). */
export const mediaPageSize = 40;

/** A day as the filters send it (YYYY-MM-DD), or nothing. */
const day = z.string().max(20).default("");

/** GET /api/media: a page of the pictures, newest first, found by description, credit or file name, uploader and day (Sofia). */
export const mediaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().max(limits.searchQueryInputMax).default(""),
  uploader: z.string().max(200).default(""),
  from: day,
  to: day,
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaUploaderSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

/** A picture of the library. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** The address articles use (the 1200 variant). */
  url: z.string(),
  /** The smallest variant, for the grid. */
  thumbUrl: z.string(),
  alt: z.string().nullable(),
  credit: z.string().nullable(),
  originalName: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  focalX: z.number(),
  focalY: z.number(),
  uploader: mediaUploaderSchema.nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({ items: z.array(mediaItemSchema), pagination: paginationSchema });
export type MediaList = z.infer<typeof mediaListSchema>;

/** An article that uses the picture now (its text, or someone's pending changes of it). */
export const mediaUseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(["draft", "published", "scheduled"]),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** GET /api/media/{id}: the picture, where it is used, and whether the caller may change it. */
export const mediaDetailSchema = mediaItemSchema.extend({
  sizeBytes: z.number().int(),
  usedBy: z.array(mediaUseSchema),
  canEdit: z.boolean(),
  /** The 1.91:1 crop for link previews, once made. */
  socialUrl: z.string().nullable(),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** PUT /api/media/{id}: the description, credit and focal point (each kept when absent). */
export const mediaUpdateSchema = z.object({
  alt: z.string().max(2000).nullish(),
  credit: z.string().max(2000).nullish(),
  focalX: z.number().optional(),
  focalY: z.number().optional(),
});
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;
