import { authorTexts } from "#common/messages/authors.ts";
import { loadAuthorPage } from "#web/features/reader/author/author-data.server.ts";
import { authorFeedHref, authorMetaDescription, authorPageHref } from "#web/features/reader/author/author-meta.ts";
import { AuthorPageView } from "#web/features/reader/author/author-page.tsx";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { canonicalUrl, siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/author";
import { ReaderPageFailure, readerPageFailureMeta } from "#web/features/reader/reader-page-failure.tsx";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

// An author's page (issue 21); an unknown author, or one with nothing published, is the not-found page.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return readerPageData(await loadAuthorPage(context, new URL(request.url), params.username));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const data = fromReaderPageData(loaded);
  if (!data) return readerPageFailureMeta(matches, error);
  const { author, pagination } = data;
  const site = siteName(matches);
  return [
    ...publicPageMeta(matches, {
      title: author.name,
      description: authorMetaDescription(author, site),
      path: authorPageHref(author.username, pagination.page),
      image: author.avatar,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: authorTexts.rssTitle(author.name, site),
      href: authorFeedHref(author.username),
    },
  ];
};

export default function Author({ loaderData, matches }: Route.ComponentProps) {
  return (
    <AuthorPageView
      data={fromReaderPageData(loaderData)}
      siteName={siteName(matches)}
      publicUrl={canonicalUrl(matches, "")}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReaderPageFailure error={error} />;
}
