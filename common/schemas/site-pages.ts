import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { sitePageTexts } from "../messages/admin.ts";
import { sitePageSlugs } from "../site-pages.ts";

/** `/…/site-pages/{slug}`: any other slug than the pages' (common/site-pages.ts) is a 404. */
export const sitePageParams = z.object({
  slug: z
    .string()
    .max(100)
    .describe(`One of: ${sitePageSlugs.join(", ")}`),
});

/** A publisher's page as the site shows it (issue 21); `body` is sanitized HTML. */
export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  title: z.string(),
  body: z.string(),
  /** When the Owner last saved it; null while it shows its default text. */
  updatedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** A page as the Owner's list shows it (issue 29): what its gaps ask for, and whether readers see it. */
export const sitePageAdminSchema = sitePageSchema.extend({
  /** What the page's "[Попълнете: …]" gaps ask for; readers see the page without them. */
  gaps: z.array(z.string()),
  /** False when nothing is left without the gaps: the page is then neither shown nor linked. */
  shown: z.boolean(),
});
export type SitePageAdmin = z.infer<typeof sitePageAdminSchema>;

/** PUT /api/admin/site-pages/{slug} as it travels; its rules are `sitePageRules`, judged by the service. */
export const sitePageInputSchema = z.object({
  title: z.string().max(10_000),
  body: z.string().max(limits.sitePageBodyMax * 4),
});
export type SitePageInput = z.infer<typeof sitePageInputSchema>;

/**
 * The rules of a page, with the form's Bulgarian messages: a title, and a body within its limit.
 * That the body says something is judged on its sanitized form (the service) and its text (the form).
 */
export const sitePageRules = z.object({
  title: z
    .string()
    .trim()
    .min(1, sitePageTexts.titleRequired)
    .max(limits.sitePageTitleMax, sitePageTexts.titleTooLong(limits.sitePageTitleMax)),
  body: z.string().max(limits.sitePageBodyMax, sitePageTexts.bodyTooLong(limits.sitePageBodyMax)),
});
