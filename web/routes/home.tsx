import { homeTexts, site } from "#common/messages/reader.ts";
import { HomeRoutePage } from "#web/features/reader/home/home-route-page.tsx";
import { loadHomePage } from "#web/features/reader/home/home-data.server.ts";
import { homeHref } from "#web/features/reader/home/home-url.ts";
import { siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/home";
import { ReaderPageFailure, readerPageFailureMeta } from "#web/features/reader/reader-page-failure.tsx";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

export async function loader({ request, context }: Route.LoaderArgs) {
  return readerPageData(await loadHomePage(context, new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const data = fromReaderPageData(loaded);
  if (!data) return readerPageFailureMeta(matches, error);
  return publicPageMeta(matches, {
    title: homeTexts.home,
    // The home page's preview says what the site is, not "Начало" (issue 29).
    shareTitle: homeTexts.shareTitle(siteName(matches)),
    description: `${siteName(matches)}: ${site.tagline}`,
    path: homeHref({ tab: data.tab, page: data.pagination.page }),
    keywords: data.categories.map((c) => c.name).join(", "),
    image: data.shareImage,
  });
};

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  return <HomeRoutePage loaderData={loaderData} matches={matches} />;
}

/** A page past the last is the not-found page (404); any other failure, SPEC.md §8's list error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReaderPageFailure error={error} />;
}
