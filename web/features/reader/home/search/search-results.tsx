import { AlertCircle, ArrowRight, SearchX } from "lucide-react";
import { limits } from "#common/limits.ts";
import { homeTexts, searchTexts } from "#common/messages/reader.ts";
import { searchHref } from "#common/search-query.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ArticleImage } from "../article-image.tsx";
import { ArticleDate, CategoryLabel } from "../article-meta.tsx";
import type { SearchState } from "./use-article-search.ts";
import { articlePath } from "#common/page-paths.ts";

/** Marks the result links, for the arrow keys (search-keys.ts). */
export const searchResultAttribute = "data-search-result";

/** The results of a search: at most 15, the overflow note and the link to all results (/search), or Няма намерени резултати. */
export function SearchResults({ state, id, onChoose }: { state: SearchState; id?: string; onChoose?: () => void }) {
  const articles = state.status === "done" || state.status === "loading" ? state.articles : [];
  const total = state.status === "done" || state.status === "loading" ? state.total : 0;
  return (
    <div id={id} aria-label={homeTexts.searchResults} role="region" aria-busy={state.status === "loading"}>
      {state.status === "loading" && articles.length === 0 && (
        <div className="flex justify-center p-6">
          <Spinner label={homeTexts.searching} />
        </div>
      )}
      {state.status === "error" && (
        <p className="flex items-center gap-2 p-5 text-sm text-brand-700 dark:text-red-400">
          <AlertCircle aria-hidden className="h-5 w-5 shrink-0" />
          {homeTexts.searchFailed}
        </p>
      )}
      {/* One live region: the visible no-results text, or the number of results for screen readers. */}
      <div role="status">
        {state.status === "done" && state.total === 0 ? (
          <p className="flex flex-col items-center gap-2 p-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
            <SearchX aria-hidden className="h-8 w-8 text-zinc-400" />
            {state.searched.words.length === 0 ? searchTexts.nothingToSearch : homeTexts.noResults}
          </p>
        ) : (
          <span className="sr-only">{state.status === "done" ? homeTexts.searchResultCount(state.total) : ""}</span>
        )}
      </div>
      {state.status === "done" && (state.searched.cut || state.searched.ignoredWords > 0) && (
        <p className="border-b border-zinc-100 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {state.searched.cut
            ? searchTexts.cut(limits.searchQueryMaxChars)
            : searchTexts.ignoredWords(limits.searchMaxWords)}
        </p>
      )}
      {state.status === "done" && state.searched.closest && state.total > 0 && (
        <p className="border-b border-zinc-100 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {searchTexts.closest}
        </p>
      )}
      {articles.length > 0 && (
        <ul
          className={`divide-y divide-zinc-100 dark:divide-zinc-800 ${state.status === "loading" ? "opacity-60" : ""}`}
        >
          {articles.map((article) => (
            <li key={article.id}>
              <a
                href={articlePath(article)}
                onClick={onChoose}
                {...{ [searchResultAttribute]: "" }}
                className="flex gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:bg-zinc-100 focus-visible:-outline-offset-2 dark:hover:bg-zinc-800/60 dark:focus-visible:bg-zinc-800"
              >
                <div className="aspect-[4/3] w-16 shrink-0 overflow-hidden rounded-md">
                  <ArticleImage article={article} width={400} sizes="64px" inTitleLink className="h-full w-full" />
                </div>
                <div className="min-w-0 flex-1">
                  <CategoryLabel article={article} className="block text-[0.6875rem]" />
                  <span className="mt-0.5 block text-sm leading-snug font-bold text-zinc-900 dark:text-zinc-100">
                    {article.title}
                  </span>
                  <ArticleDate article={article} className="mt-0.5 block" />
                </div>
              </a>
            </li>
          ))}
        </ul>
      )}
      {total > limits.homeSearchMaxResults && (
        <p className="border-t border-zinc-100 px-4 py-3 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {homeTexts.searchOverflow(total - limits.homeSearchMaxResults)}
        </p>
      )}
      {articles.length > 0 && state.status !== "error" && state.status !== "idle" && (
        <a
          href={searchHref({ q: state.query })}
          onClick={onChoose}
          {...{ [searchResultAttribute]: "" }}
          className="flex items-center justify-between gap-2 border-t border-zinc-100 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-zinc-50 focus-visible:bg-zinc-100 focus-visible:-outline-offset-2 dark:border-zinc-800 dark:text-red-400 dark:hover:bg-zinc-800/60 dark:focus-visible:bg-zinc-800"
        >
          {searchTexts.allResults}
          <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
        </a>
      )}
    </div>
  );
}
