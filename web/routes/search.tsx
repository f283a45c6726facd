import { searchTexts } from "#common/messages/reader.ts";
import { HomeErrorView } from "#web/features/reader/home/home-error.tsx";
import { loadSearchPage } from "#web/features/reader/search/search-data.server.ts";
import { SearchPage } from "#web/features/reader/search/search-page.tsx";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/search";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

// The search results page (issue 19): rendered for each request, never from the page cache
// (decision 0082); its address is the search, to share or bookmark.
export async function loader({ request, context }: Route.LoaderArgs) {
  return readerPageData(await loadSearchPage(context, new URL(request.url)));
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache" });

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const data = fromReaderPageData(loaded);
  return [
    { title: pageTitle(matches, data?.q ? `${searchTexts.title}: ${data.q}` : searchTexts.title) },
    { name: "description", content: searchTexts.description },
    // Results pages are many and change by the hour: links from them are followed, the pages not indexed.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData, matches }: Route.ComponentProps) {
  return <SearchPage data={fromReaderPageData(loaderData)} siteName={siteName(matches)} />;
}

export function ErrorBoundary() {
  return <HomeErrorView />;
}
