import { tagReaderTexts } from "#common/messages/tags.ts";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { loadTagPage } from "#web/features/reader/tag/tag-data.server.ts";
import { tagFeedHref, tagPageHref } from "#web/features/reader/tag/tag-meta.ts";
import { TagPageView } from "#web/features/reader/tag/tag-page.tsx";
import { siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/tag";
import { ReaderPageFailure, readerPageFailureMeta } from "#web/features/reader/reader-page-failure.tsx";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

// A tag's page (issue 32); an old slug of the tag is a 301 to its page, an unknown tag the not-found page.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return readerPageData(await loadTagPage(context, new URL(request.url), params.slug));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const data = fromReaderPageData(loaded);
  if (!data) return readerPageFailureMeta(matches, error);
  const { tag, pagination } = data;
  const site = siteName(matches);
  return [
    ...publicPageMeta(matches, {
      title: tagReaderTexts.pageTitle(tag.name),
      description: tagReaderTexts.pageDescription(tag.name, site),
      path: tagPageHref(tag.slug, pagination.page),
      keywords: tag.name,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: tagReaderTexts.rssTitle(tag.name, site),
      href: tagFeedHref(tag.slug),
    },
  ];
};

export default function Tag({ loaderData, matches }: Route.ComponentProps) {
  return <TagPageView data={fromReaderPageData(loaderData)} siteName={siteName(matches)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReaderPageFailure error={error} />;
}
