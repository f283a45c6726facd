import { eq } from "drizzle-orm";
import { sitePageTexts } from "#common/messages/admin.ts";
import { sitePageRules, type SitePage, type SitePageAdmin, type SitePageInput } from "#common/schemas/site-pages.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import { isSitePageSlug, sitePageSlugs, type SitePageSlug } from "#common/site-pages.ts";
import { htmlToText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import { sitePages } from "#server/db/schema.ts";
import { badRequest, notFound } from "#server/http/errors.ts";
import { sanitizeSitePage } from "#server/modules/articles/sanitize.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { defaultSitePage } from "./default-pages.ts";
import { gapsOf, saysSomething, withoutGaps } from "./gaps.ts";

type StoredPage = typeof sitePages.$inferSelect;

/** The slug of one of the pages, or a 404. */
export function knownSlug(slug: string): SitePageSlug {
  if (!isSitePageSlug(slug)) throw notFound();
  return slug;
}

function toSitePage(slug: SitePageSlug, stored: StoredPage | undefined, siteName: string): SitePage {
  if (!stored) return { slug, ...defaultSitePage(slug, siteName), updatedAt: null };
  return { slug, title: stored.title, body: stored.body, updatedAt: stored.updatedAt.toISOString() };
}

/** One publisher's page: as the Owner saved it, or its default text (issue 21). */
export async function getSitePage(db: Database, slug: SitePageSlug, siteName: string): Promise<SitePage> {
  const [stored] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return toSitePage(slug, stored, siteName);
}

/** Every publisher's page, in the footer's order. */
export async function listSitePages(db: Database, siteName: string): Promise<SitePage[]> {
  const stored = new Map((await db.select().from(sitePages)).map((row) => [row.slug, row]));
  return sitePageSlugs.map((slug) => toSitePage(slug, stored.get(slug), siteName));
}

/**
 * Every publisher's page for the Owner (issue 29, point 15): with what its gaps ask for, and
 * whether readers see it at all (a page with nothing but gaps is neither shown nor linked).
 */
export async function listSitePagesForOwner(db: Database, siteName: string): Promise<SitePageAdmin[]> {
  return (await listSitePages(db, siteName)).map((page) => ({
    ...page,
    gaps: gapsOf(page.body),
    shown: saysSomething(page.body),
  }));
}

/**
 * A publisher's page as readers see it: without what the publisher has not filled in (gaps.ts);
 * undefined when that leaves nothing, so the page is a 404 and no link leads to it.
 */
export async function getReaderSitePage(
  db: Database,
  slug: SitePageSlug,
  siteName: string,
): Promise<SitePage | undefined> {
  const page = await getSitePage(db, slug, siteName);
  return saysSomething(page.body) ? { ...page, body: withoutGaps(page.body) } : undefined;
}

/** The pages readers see, in the footer's order: the footer's links and the sitemap's. */
export async function listShownSitePages(db: Database, siteName: string): Promise<SitePageSlug[]> {
  return (await listSitePages(db, siteName)).filter((page) => saysSomething(page.body)).map((page) => page.slug);
}

/**
 * Saves a page's title and text (the Owner's; the route checks the role): the body sanitized by
 * the pages' own allowlist, refused when nothing readable is left. Written to the audit log.
 */
export async function updateSitePage(
  db: Database,
  actor: Actor,
  slug: SitePageSlug,
  input: SitePageInput,
  now: Date,
): Promise<SitePage> {
  const judged = sitePageRules.safeParse(input);
  if (!judged.success) throw badRequest(judged.error.issues[0]!.message, fieldMessages(judged.error.issues));
  const body = sanitizeSitePage(judged.data.body);
  if (htmlToText(body) === "") throw badRequest(sitePageTexts.bodyRequired, { body: sitePageTexts.bodyRequired });
  const values = { title: judged.data.title, body, updatedAt: now, updatedBy: actor.user.id };
  const [row] = await db
    .insert(sitePages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: sitePages.slug, set: values })
    .returning();
  await auditBy(db, actor, "UPDATE", "ADMIN", slug, `Updated site page "${judged.data.title}"`);
  return toSitePage(slug, row, "");
}
