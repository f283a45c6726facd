import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { SearchResponse } from "#common/schemas/articles.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";
import { coreColumns, toListItems } from "#server/modules/articles/service.ts";

const maxTerms = 8;
/** Shorter terms only match as a substring: their trigrams say too little for fuzzy matching. */
const fuzzyMinLength = 4;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Published articles matching every word of the query in their title, description, category
 * names or body text, best first (issue 3). Query and text are folded the same way (lower case,
 * official Bulgarian transliteration, no accents: see articles.search_text), so Latin finds
 * Cyrillic; a word also matches a similar word (pg_trgm word similarity), so a small typo still
 * finds it. Both conditions use the trigram index on search_text.
 */
export async function searchArticles(db: Database, query: string, limit: number = limits.homeSearchMaxResults): Promise<SearchResponse> {
  const trimmed = query.trim();
  if (!trimmed) return { articles: [], total: 0 };
  const [folded] = await queryRows<{ text: string }>(db, sql`select hronika_search_text(${trimmed}) as text`);
  const terms = [...new Set((folded?.text ?? "").split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, maxTerms);
  if (terms.length === 0) return { articles: [], total: 0 };

  const matches = terms.map((term) => {
    const contains = sql`${articles.searchText} like ${`%${escapeLike(term)}%`}`;
    return term.length >= fuzzyMinLength ? sql`(${contains} or ${term} <% ${articles.searchText})` : contains;
  });
  // Cheap to compute for thousands of matches: words found exactly count first, then how early
  // the first one appears (the folded text starts with the title, so title matches lead).
  const exactWords = sql.join(
    terms.map((term) => sql`(case when ${articles.searchText} like ${`%${escapeLike(term)}%`} then 1 else 0 end)`),
    sql` + `,
  );
  const firstPosition = sql`least(${sql.join(
    terms.map((term) => sql`coalesce(nullif(strpos(${articles.searchText}, ${term}), 0), 1000000)`),
    sql`, `,
  )})`;
  const where = and(eq(articles.status, "published"), ...matches) as SQL;

  const rows = await db
    .select({ ...coreColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .where(where)
    .orderBy(desc(exactWords), asc(firstPosition), desc(articles.publishDate), desc(articles.id))
    .limit(limit);
  return { articles: await toListItems(db, rows), total: rows[0]?.total ?? 0 };
}
