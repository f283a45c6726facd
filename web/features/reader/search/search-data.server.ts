import { redirect, type AppLoadContext } from "react-router";
import { limits } from "#common/limits.ts";
import { cleanSearchQuery, searchHref, searchRanges, type SearchRange } from "#common/search-query.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { searchArticles } from "#server/modules/search/service.ts";
import { pageFromSearch } from "../home/home-url.ts";
import type { SearchPageData } from "./search-page-data.ts";

/** Pages of results a reader can open: the first `limits.searchMaxResults` results. */
const lastPage = Math.ceil(limits.searchMaxResults / limits.searchPageSize);

/**
 * Data of /search?q=&category=&range=&page= (issue 19): the page of results and the categories of
 * the filter and the header. An unknown category or period is left out (a shared link to a renamed
 * category still finds); a page past the results leads to the last one (issue 29: it said both
 * "27 резултата" and "Няма намерени резултати").
 */
export async function loadSearchPage(context: AppLoadContext, url: URL): Promise<SearchPageData> {
  const params = url.searchParams;
  const categories = await listCategories(context.db);
  const wanted = params.get("category")?.toLocaleLowerCase("bg");
  const category = categories.find((c) => c.name.toLocaleLowerCase("bg") === wanted)?.name ?? null;
  const rangeParam = params.get("range");
  const range: SearchRange = searchRanges.find((r) => r === rangeParam) ?? "any";
  const page = Math.min(pageFromSearch(params), lastPage);
  const raw = params.get("q") ?? "";
  if (cleanSearchQuery(raw).text === "") return { q: "", category, range, page: 1, categories, result: null };
  const result = await searchArticles(
    context.db,
    {
      q: raw.slice(0, limits.searchQueryInputMax),
      category: category ?? undefined,
      range,
      page,
      pageSize: limits.searchPageSize,
      snippets: "true",
    },
    context.now(),
  );
  if (result.totalPages > 0 && page > result.totalPages)
    throw redirect(searchHref({ q: result.query.text, category, range, page: result.totalPages }));
  return { q: result.query.text, category, range, page, categories, result };
}
