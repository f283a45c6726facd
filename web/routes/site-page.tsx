import { htmlToText, truncateText } from "#common/text.ts";
import { limits } from "#common/limits.ts";
import { sitePagePath } from "#common/site-pages.ts";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { loadSitePage } from "#web/features/reader/site-pages/site-page-data.server.ts";
import { SitePageView } from "#web/features/reader/site-pages/site-page-view.tsx";
import { siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/site-page";
import { ReaderPageFailure, readerPageFailureMeta } from "#web/features/reader/reader-page-failure.tsx";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

// One of the publisher's pages (issue 21): the route is listed once per slug (web/routes.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  return readerPageData(await loadSitePage(context, new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const data = fromReaderPageData(loaded);
  if (!data) return readerPageFailureMeta(matches, error);
  return publicPageMeta(matches, {
    title: data.title,
    description: truncateText(htmlToText(data.body), limits.metaDescriptionChars),
    path: sitePagePath(data.slug),
  });
};

export default function SitePage({ loaderData, matches }: Route.ComponentProps) {
  return <SitePageView page={fromReaderPageData(loaderData)} siteName={siteName(matches)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReaderPageFailure error={error} />;
}
