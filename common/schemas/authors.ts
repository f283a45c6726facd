import { z } from "./zod.ts";
import { articleListItemSchema, paginationSchema } from "./articles.ts";

/** `/…/authors/{username}`: any string; a username without published articles is a 404. */
export const authorParams = z.object({ username: z.string().max(200) });
export const authorQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** An author as readers see them (issue 21): the public face of a staff account, nothing more. */
export const authorSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** GET /api/authors/{username}: the author and a page of their published articles, newest first. */
export const authorPageSchema = z.object({
  author: authorSchema,
  articles: z.array(articleListItemSchema),
  pagination: paginationSchema,
});
export type AuthorPage = z.infer<typeof authorPageSchema>;
