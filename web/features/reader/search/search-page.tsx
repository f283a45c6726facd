import { Info, SearchX } from "lucide-react";
import { limits } from "#common/limits.ts";
import { homeTexts, searchTexts } from "#common/messages/reader.ts";
import { searchHref } from "#common/search-query.ts";
import { truncateText } from "#common/text.ts";
import { Pager } from "#web/components/ui/pager.tsx";
import { HomeHeader } from "../home/home-header.tsx";
import { ReaderMain } from "../reader-page-layout.tsx";
import { SkipLink } from "../skip-link.tsx";
import { Island } from "#web/islands/island.tsx";
import type { SearchPageData } from "./search-page-data.ts";
import { SearchResultCard } from "./search-result.tsx";
import { SiteFooter } from "#web/components/site-footer.tsx";

/** A long query is shown whole in the form; the heading shows its beginning. */
const headingQueryChars = 60;

/**
 * /search (issue 19): the site's header, the query with its filters, what became of a long or
 * strange query, the number of results, a page of them with the query's words marked, and the
 * pager. The column grows to keep the footer at the bottom of short pages.
 */
export function SearchPage({ data, siteName }: { data: SearchPageData; siteName: string }) {
  const { q, category, range, page, categories, result } = data;
  const notices = result
    ? [
        result.query.words.length === 0 ? searchTexts.nothingToSearch : null,
        result.query.cut ? searchTexts.cut(limits.searchQueryMaxChars) : null,
        result.query.ignoredWords > 0 ? searchTexts.ignoredWords(limits.searchMaxWords) : null,
        result.query.closest ? searchTexts.closest : null,
        result.query.unmatched.length > 0 ? searchTexts.unmatched(result.query.unmatched.join(", ")) : null,
      ].filter((notice) => notice !== null)
    : [];

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HomeHeader siteName={siteName} categories={categories} category={null} tab="date" />
      <ReaderMain
        className="mx-auto w-full max-w-3xl flex-1 scroll-mt-20 px-4 pt-6 pb-16 focus:outline-none"
        crumb={{ name: searchTexts.title, url: "/search" }}
      >
        <h1 className="mt-2 font-serif text-3xl font-black tracking-tight wrap-anywhere sm:text-4xl">
          {q ? searchTexts.resultsFor(truncateText(q, headingQueryChars)) : searchTexts.title}
        </h1>
        <Island name="search-form" props={{ q, category, range, categories }} when="idle" />

        {notices.map((notice) => (
          <p
            key={notice}
            className="mt-4 flex items-start gap-2 rounded-lg bg-zinc-100 px-4 py-3 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
          >
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {notice}
          </p>
        ))}

        <div className="mt-6">
          {!result ? (
            <p className="text-zinc-600 dark:text-zinc-400">{searchTexts.prompt}</p>
          ) : result.total === 0 ? (
            result.query.words.length > 0 && (
              <div
                role="status"
                className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-300 px-4 py-12 text-center dark:border-zinc-700"
              >
                <SearchX aria-hidden className="h-10 w-10 text-zinc-400" />
                <p className="font-semibold">{homeTexts.noResults}</p>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{searchTexts.noResultsHint}</p>
              </div>
            )
          ) : (
            <>
              <p role="status" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
                {searchTexts.resultCount(result.total, result.totalIsEstimate)}
              </p>
              <ol
                aria-label={searchTexts.results}
                className="mt-2 divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
              >
                {result.articles.map((article, i) => (
                  <li key={article.id}>
                    <SearchResultCard article={article} eager={i < 2} />
                  </li>
                ))}
              </ol>
              <Pager
                page={page}
                totalPages={result.totalPages}
                href={(target) => searchHref({ q, category, range, page: target })}
                className="mt-6"
              />
              {result.total > limits.searchMaxResults && page === result.totalPages && (
                <p className="mt-4 text-center text-sm text-zinc-600 dark:text-zinc-400">
                  {searchTexts.firstResultsOnly(limits.searchMaxResults)}
                </p>
              )}
            </>
          )}
        </div>
      </ReaderMain>
      <SiteFooter />
    </div>
  );
}
