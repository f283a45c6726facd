import { data, type AppLoadContext } from "react-router";
import type { SitePage } from "#common/schemas/site-pages.ts";
import { isSitePageSlug } from "#common/site-pages.ts";
import { getSitePage } from "#server/modules/site-pages/service.ts";

/** The publisher's page at this address (/za-nas, …; issue 21), as the Owner saved it or its default text. */
export async function loadSitePage(context: AppLoadContext, url: URL): Promise<SitePage> {
  const slug = url.pathname.replace(/^\//, "").replace(/\.data$/, "");
  if (!isSitePageSlug(slug)) throw data(null, { status: 404 });
  return getSitePage(context.db, slug, context.site.name);
}
