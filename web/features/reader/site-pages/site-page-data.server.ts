import { data, type AppLoadContext } from "react-router";
import type { SitePage } from "#common/schemas/site-pages.ts";
import { isSitePageSlug } from "#common/site-pages.ts";
import { getReaderSitePage } from "#server/modules/site-pages/service.ts";

/**
 * The publisher's page at this address (/za-nas, …; issue 21), as the Owner saved it or its
 * default text, without what the publisher has not filled in (issue 29); a 404 when that leaves
 * nothing.
 */
export async function loadSitePage(context: AppLoadContext, url: URL): Promise<SitePage> {
  const slug = url.pathname.replace(/^\//, "").replace(/\.data$/, "");
  const page = isSitePageSlug(slug) ? await getReaderSitePage(context.db, slug, context.site.name) : undefined;
  if (!page) throw data(null, { status: 404 });
  return page;
}
