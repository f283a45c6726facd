import { categoryFeedTexts, homeTexts } from "#common/messages/reader.ts";
import { HomeRoutePage } from "#web/features/reader/home/home-route-page.tsx";
import { loadHomePage } from "#web/features/reader/home/home-data.server.ts";
import { homeHref } from "#web/features/reader/home/home-url.ts";
import { siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/category";
import { categoryPath } from "#common/page-paths.ts";
import { ReaderPageFailure, readerPageFailureMeta } from "#web/features/reader/reader-page-failure.tsx";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

// The home page for one category; an unknown category is the not-found page with a 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return readerPageData(await loadHomePage(context, new URL(request.url), params.category));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const data = fromReaderPageData(loaded);
  if (!data) return readerPageFailureMeta(matches, error);
  const category = data.category ?? homeTexts.allCategories;
  return [
    ...publicPageMeta(matches, {
      title: category,
      description: homeTexts.categoryDescription(category),
      path: homeHref({ category: data.category, tab: data.tab, page: data.pagination.page }),
      keywords: data.categories.map((c) => c.name).join(", "),
      image: data.shareImage,
    }),
    // The category's own feed (issue 21), beside the site's (root.tsx).
    ...(data.category
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: categoryFeedTexts.rssTitle(data.category, siteName(matches)),
            href: `${categoryPath(data.category)}/rss.xml`,
          },
        ]
      : []),
  ];
};

export default function Category({ loaderData, matches }: Route.ComponentProps) {
  return <HomeRoutePage loaderData={loaderData} matches={matches} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReaderPageFailure error={error} />;
}
