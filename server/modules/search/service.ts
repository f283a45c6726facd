import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { SearchResponse } from "#common/schemas/articles.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articles, articleSearch } from "#server/db/schema.ts";
import { coreColumns, toListItems } from "#server/modules/articles/service.ts";

const maxTerms = 8;
/** The words a query's word stands for by their beginning ("zhivot" → zhivot, zhivota, …), shortest first. */
const prefixWords = 20;
/** Similar words (pg_trgm) a query's word also stands for, so a small typo still finds them. */
const similarWords = 5;
const typoMinLength = 4;
const typoMinSimilarity = 0.5;
/** Totals are counted exactly up to here; beyond, the planner's estimate is close enough to read. */
export const searchExactTotalUpTo = 1_000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * Published articles matching every word of the query in their title, description, category
 * names or body text (decision 0021). Query and documents are folded the same way (lower case,
 * official Bulgarian transliteration, no accents), so Latin finds Cyrillic; each word of the
 * query stands for the words it begins and, with a typo, for similar words (search_words). Title
 * matches come first, then the others, newest first in each: both read from the GIN indexes of
 * article_search or from the date index, whichever the planner finds cheaper, never all matches.
 */
export async function searchArticles(db: Database, query: string, limit: number = limits.homeSearchMaxResults): Promise<SearchResponse> {
  const trimmed = query.trim();
  if (!trimmed) return { articles: [], total: 0 };
  const [folded] = await queryRows<{ text: string }>(db, sql`select hronika_search_text(${trimmed}) as text`);
  const terms = [...new Set((folded?.text ?? "").split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, maxTerms);
  if (terms.length === 0) return { articles: [], total: 0 };

  const words = await queryRows<{ term: string; word: string }>(
    db,
    sql`select t.term, w.word
          from unnest(array[${sql.join(terms.map((t) => sql`${t}`), sql`, `)}]::text[],
                      array[${sql.join(terms.map((t) => sql`${`${escapeLike(t)}%`}`), sql`, `)}]::text[]) as t(term, prefix)
          cross join lateral (
            (select word from search_words where word like t.prefix order by length(word), word limit ${prefixWords})
            union
            (select word from search_words
              where length(t.term) >= ${typoMinLength} and word % t.term and similarity(word, t.term) >= ${typoMinSimilarity}
              order by word <-> t.term limit ${similarWords})
          ) w`,
  );
  const wordsOf = new Map<string, string[]>();
  for (const { term, word } of words) wordsOf.set(term, [...(wordsOf.get(term) ?? []), word]);
  // Every word of the query must be found: one without any word in the documents finds nothing.
  if (terms.some((term) => !wordsOf.has(term))) return { articles: [], total: 0 };
  const tsquery = sql`to_tsquery('simple', ${terms.map((term) => `(${wordsOf.get(term)!.map(lexeme).join(" | ")})`).join(" & ")})`;

  const published = eq(articles.status, "published");
  const matches = (where: SQL) =>
    db
      .select(coreColumns)
      .from(articleSearch)
      .innerJoin(articles, eq(articles.id, articleSearch.articleId))
      .where(and(published, where))
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(limit);
  const [inTitle, elsewhere, [counted]] = await Promise.all([
    matches(sql`${articleSearch.title} @@ ${tsquery}`),
    matches(sql`${articleSearch.body} @@ ${tsquery} and not ${articleSearch.title} @@ ${tsquery}`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select 1 from article_search s join articles a on a.id = s.article_id
             where a.status = 'published' and s.body @@ ${tsquery} limit ${searchExactTotalUpTo + 1}) m`,
    ),
  ]);
  let total = counted?.n ?? 0;
  if (total > searchExactTotalUpTo) total = Math.max(total, await estimatedMatches(db, tsquery));
  return { articles: await toListItems(db, [...inTitle, ...elsewhere].slice(0, limit)), total };
}

/** The planner's estimate of the published articles matching (from the statistics of the words). */
async function estimatedMatches(db: Database, tsquery: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
    db,
    sql`explain (format json) select 1 from article_search s join articles a on a.id = s.article_id
         where a.status = 'published' and s.body @@ ${tsquery}`,
  );
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Math.round(plan?.[0]?.Plan["Plan Rows"] ?? 0);
}
