import { inArray, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { SearchQuery, SearchResponse } from "#common/schemas/search.ts";
import { cleanSearchQuery, type SearchRange } from "#common/search-query.ts";
import { htmlToText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import { articleCategories, articles, articleSearch, categories, sections } from "#server/db/schema.ts";
import { listItemColumns, listItemRowsByIds, toListItem, type ListItemRow } from "#server/modules/articles/service.ts";
import { queryTermsOf, resolveTerms } from "./query-words.ts";
import { matchQueries, rankClosest, rankMatches, type Ranked } from "./ranking.ts";
import { snippetOf } from "./snippet.ts";

export { fewMatchesLimit } from "./ranking.ts";

const rangeInterval: Record<Exclude<SearchRange, "any">, string> = {
  day: "1 day",
  week: "7 days",
  month: "1 month",
  year: "1 year",
};

/**
 * Published articles matching every word of the query in their title, description, category
 * names or text (decisions 0021, 0080, 0081): Cyrillic, its official and informal Latin spellings
 * and mixes of them find each other, as do other inflections and words with one typo. Exact
 * matches come first, title matches first within them, then the newest; then the matches through
 * a typo. A page of them, optionally within a category and a period, each (when asked) with the
 * text around the query's words. When no article has every word, the closest matches instead:
 * those with the most of the words found (issue 29), and the answer says so and which words no
 * article has. The query is cleaned and cut first (common/search-query.ts); one with nothing to
 * search for finds nothing, and the answer says so.
 */
export async function searchArticles(db: Database, input: SearchQuery, now: Date): Promise<SearchResponse> {
  const { text, cut } = cleanSearchQuery(input.q);
  const { terms, ignored } = queryTermsOf(text);
  const pageSize = input.pageSize;
  const nothing = (): SearchResponse => ({
    articles: [],
    total: 0,
    totalIsEstimate: false,
    page: input.page,
    pageSize,
    totalPages: 0,
    query: { text, words: terms, cut, ignoredWords: ignored, closest: false, unmatched: [] },
  });
  if (terms.length === 0) return nothing();
  const resolved = await resolveTerms(db, terms);
  const found = resolved.filter((t) => t.exact.length + t.typo.length > 0);
  if (found.length === 0) return nothing();

  const offset = Math.min((input.page - 1) * pageSize, limits.searchMaxResults);
  const limit = Math.max(0, Math.min(pageSize, limits.searchMaxResults - offset));
  // Every word of the query, when every word spells a word of the documents and some document has them all...
  let ranked: Ranked | null =
    found.length === resolved.length
      ? await rankMatches(db, matchQueries(resolved), filterOf(input, now), offset, limit)
      : null;
  // ...else the closest: the most of the words that are found anywhere.
  const closest = (ranked === null || ranked.total === 0) && resolved.length > 1;
  if (closest) ranked = await rankClosest(db, found, filterOf(input, now), offset, limit);
  if (!ranked) return nothing();
  const words = new Set(found.flatMap((t) => [...t.exact, ...t.typo]));
  const articlesFound =
    input.snippets === "true"
      ? (await rowsWithText(db, ranked.ids)).map((row) => ({
          ...toListItem(row),
          snippet: snippetOf(htmlToText(`${row.description} ${row.text ?? ""}`), words),
        }))
      : (await listItemRowsByIds(db, ranked.ids)).map(toListItem);
  return {
    articles: articlesFound,
    total: ranked.total,
    totalIsEstimate: ranked.totalIsEstimate,
    page: input.page,
    pageSize,
    totalPages: Math.ceil(Math.min(ranked.total, limits.searchMaxResults) / pageSize),
    query: {
      text,
      words: terms,
      cut,
      ignoredWords: ignored,
      closest,
      unmatched: resolved.filter((t) => !found.includes(t)).map((t) => t.term),
    },
  };
}

/**
 * The category and period of a search, as conditions on article_search (named in full: a lone
 * table's columns are written unqualified, and would be the subquery's own).
 */
function filterOf(input: Pick<SearchQuery, "category" | "range">, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.category) {
    // The category's id is looked up once (an uncorrelated subquery), then each document is one probe of the link's key.
    conditions.push(sql`exists (select 1 from ${articleCategories} ac where ac.article_id = ${articleSearch}.article_id
      and ac.category_id = (select c.id from ${categories} c where lower(c.name) = lower(${input.category}) limit 1))`);
  }
  if (input.range !== "any")
    conditions.push(
      sql`${articleSearch.publishDate} >= ${now.toISOString()}::timestamptz - ${rangeInterval[input.range]}::interval`,
    );
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * The list rows of these articles, in this order, each with the text its snippet is taken from:
 * its headings and paragraphs (the description is in the row), read in the same statement.
 */
async function rowsWithText(db: Database, ids: readonly number[]): Promise<(ListItemRow & { text: string | null })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...listItemColumns,
      text: sql<string | null>`(select left(string_agg(s.content, ' ' order by s.order_index), 40000) from ${sections} s
        where s.article_id = ${articles}.id and s.type in ('heading', 'paragraph'))`,
    })
    .from(articles)
    .where(inArray(articles.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The staff lists' search (issue 19, point 5): the condition that an article, published or not,
 * matches the text as the readers' search would find it (every word, in any spelling, other
 * inflections, typos), for the lists to combine with their own filters, sorts and pages; false
 * when nothing can match (a word found nowhere, or nothing to search for), null for no search.
 */
export async function articleSearchCondition(db: Database, raw: string | undefined): Promise<SQL | false | null> {
  const { text } = cleanSearchQuery(raw ?? "");
  if (!text) return null;
  const { terms } = queryTermsOf(text);
  if (terms.length === 0) return false;
  const resolved = await resolveTerms(db, terms);
  if (resolved.some((t) => t.exact.length + t.typo.length === 0)) return false;
  const { any } = matchQueries(resolved);
  return sql`${articles.id} in (select ${articleSearch.articleId} from ${articleSearch} where ${articleSearch.body} @@ ${any})`;
}
