import { z } from "./zod.ts";
import { articleListItemSchema, paginationSchema } from "./articles.ts";

/** A tag as readers see it (issue 32): its name and the slug of its address, `/tag/{slug}`. */
export const tagSchema = z.object({ name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/**
 * The tags an article's save sends: the names as typed (common/tags.ts's cleanArticleTags decides,
 * with its texts); the schema only bounds the parse. Absent: the article keeps the tags it has.
 */
export const articleTagsInputSchema = z.array(z.string().max(200)).max(50);

/** `/…/tags/{slug}`: any string; a slug no tag has (now or before) is a 404. */
export const tagParams = z.object({ slug: z.string().max(500) });
export const tagPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** GET /api/tags/{slug}: the tag and a page of its published articles, newest first. */
export const tagPageSchema = z.object({
  tag: tagSchema,
  articles: z.array(articleListItemSchema),
  pagination: paginationSchema,
});
export type TagPage = z.infer<typeof tagPageSchema>;

/** GET /api/journalist/tags?q=: the builder's suggestions, as Bulgarians type (informal Latin too). */
export const tagSuggestQuerySchema = z.object({ q: z.string().max(200).default("") });
export const tagSuggestionSchema = tagSchema.extend({ articleCount: z.number().int() });
export type TagSuggestion = z.infer<typeof tagSuggestionSchema>;

/** The admin screen's row: a tag with its articles (published or not). */
export const adminTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  articleCount: z.number().int(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const tagRenameInputSchema = z.object({ name: z.string().max(200) });
export const tagMergeInputSchema = z.object({ intoId: z.number().int().min(1).max(2_147_483_647) });
