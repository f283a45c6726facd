import { useEffect, useState } from "react";
import { limits } from "#common/limits.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import type { SearchResponse } from "#common/schemas/search.ts";
import { publicApi } from "#web/lib/public-api.ts";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string; articles: ArticleListItem[]; total: number }
  | { status: "done"; query: string; articles: ArticleListItem[]; total: number; searched: SearchResponse["query"] }
  | { status: "error"; query: string };

/**
 * What is sent of the reader's text: without control characters (a pasted NUL would be refused)
 * and at most what the API takes, cut between characters; the server cuts it further and says so.
 */
export function searchRequestText(text: string): string {
  return Array.from(text.replace(/\p{Cc}/gu, " ").trim())
    .slice(0, limits.searchQueryInputMax)
    .join("");
}

/**
 * Results for what the reader is typing (issues 3, 19): GET /api/search after a 300 ms pause, the
 * request for an older text aborted; an empty or whitespace-only text clears the results.
 * While a new search runs, the previous results stay on screen.
 */
export function useArticleSearch(text: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const query = searchRequestText(text);

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({
      status: "loading",
      query,
      articles: "articles" in previous ? previous.articles : [],
      total: "total" in previous ? previous.total : 0,
    }));
    const timer = setTimeout(() => {
      publicApi<SearchResponse>(`/search?q=${encodeURIComponent(query)}`, { signal: controller.signal }).then(
        (response) =>
          setState({
            status: "done",
            query,
            articles: response.articles,
            total: response.total,
            searched: response.query,
          }),
        (error: Error) => {
          if (error.name !== "AbortError") setState({ status: "error", query });
        },
      );
    }, limits.searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
