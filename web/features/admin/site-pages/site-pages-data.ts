import { data } from "react-router";
import { sitePageTexts } from "#common/messages/admin.ts";
import type { SitePage, SitePageAdmin, SitePageInput } from "#common/schemas/site-pages.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** The publisher's pages (issue 21), the Owner's screen. */
export async function loadSitePages(request: Request) {
  return { pages: await settle(api<SitePageAdmin[]>("/admin/site-pages", { request })) };
}
export type SitePagesData = Awaited<ReturnType<typeof loadSitePages>>;

/** One page for its editor; a slug that is no page is the screen's not-found. */
export async function loadSitePage(request: Request, slug: string) {
  const pages = await settle(api<SitePageAdmin[]>("/admin/site-pages", { request }));
  if (pages.ok && !pages.data.some((page) => page.slug === slug)) throw data(null, { status: 404 });
  return { page: pages.ok ? { ok: true as const, data: pages.data.find((page) => page.slug === slug)! } : pages };
}
export type SitePageData = Awaited<ReturnType<typeof loadSitePage>>;

export type SitePageIntent = { intent: "save"; slug: string; input: SitePageInput };

/** Saving a page's title and text. */
export async function changeSitePage(request: Request) {
  const { slug, input } = await submittedIntent<SitePageIntent>(request);
  return change(
    () => api<SitePage>(`/admin/site-pages/${encodeURIComponent(slug)}`, { method: "PUT", body: input, request }),
    {
      done: sitePageTexts.saved,
      failed: withReason(sitePageTexts.saveFailed),
    },
  );
}
