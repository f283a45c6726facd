import { canonicalUrl, siteName, type MatchLike } from "#web/lib/meta.ts";
import { fromReaderPageData, type ReaderPageData } from "#web/islands/reader-page.ts";
import type { HomePageData } from "./home-page-data.ts";
import { HomePage } from "./home-page.tsx";

/** The page of the routes /home and /category/:category: the home page from the loader's data. */
export function HomeRoutePage({
  loaderData,
  matches,
}: {
  loaderData: ReaderPageData<HomePageData>;
  matches: readonly MatchLike[];
}) {
  return (
    <HomePage
      data={fromReaderPageData(loaderData)}
      siteName={siteName(matches)}
      publicUrl={canonicalUrl(matches, "")}
    />
  );
}
