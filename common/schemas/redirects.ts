import { limits } from "../limits.ts";
import { z } from "./zod.ts";
import { paginationSchema } from "./articles.ts";

export const redirectOrigins = ["import", "manual"] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];

/** GET /api/admin/redirects: a page of the list, newest first, found by `q` in either address. */
export const redirectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().max(limits.searchQueryInputMax).default(""),
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

/** A row of the admin list: the old address as the table keys it, and where it leads now. */
export const adminRedirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  /** The address it answers with: a path, or its article's current address. */
  to: z.string(),
  /** The article it leads to, when it names one (its address follows the article's slug). */
  article: z.object({ id: z.number().int(), title: z.string(), published: z.boolean() }).nullable(),
  origin: z.enum(redirectOrigins),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;

export const adminRedirectListSchema = z.object({
  redirects: z.array(adminRedirectSchema),
  pagination: paginationSchema,
});
export type AdminRedirectList = z.infer<typeof adminRedirectListSchema>;

/**
 * POST /api/admin/redirects: the addresses as typed (common/redirect-paths.ts decides, with the
 * texts of common/messages/redirects.ts); the schema only bounds the parse.
 */
export const redirectInputSchema = z.object({ from: z.string().max(10_000), to: z.string().max(10_000) });
export type RedirectInput = z.infer<typeof redirectInputSchema>;
