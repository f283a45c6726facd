import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { SearchResponse } from "#common/schemas/articles.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articleSearch } from "#server/db/schema.ts";
import { listItemRowsByIds, toListItem } from "#server/modules/articles/service.ts";

const maxTerms = 8;
/** The words a query's word stands for by their beginning ("zhivot" → zhivot, zhivota, …), shortest first. */
const prefixWords = 20;
/**
 * A word this short that is not the last of the query stands for itself alone: "на", "за", "по",
 * "в" are whole words once the reader has typed on, and as beginnings they would stand for 20
 * unrelated words ("na" → "nad", "nay", "nash"…), each searched in almost every article.
 */
const wholeWordMaxLength = 2;
/** Similar words (pg_trgm) a query's word also stands for, so a small typo still finds them. */
const similarWords = 5;
const typoMinLength = 4;
const typoMinSimilarity = 0.5;
/**
 * Up to this many matching documents are ranked exactly and counted; beyond, the total is the
 * planner's estimate (close enough to read "Има още N резултата", which is all it is for).
 */
export const fewMatchesLimit = 1_000;

const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * Published articles matching every word of the query in their title, description, category
 * names or body text (decision 0021). Query and documents are folded the same way (lower case,
 * official Bulgarian transliteration, no accents), so Latin finds Cyrillic; each word of the
 * query stands for the words it begins (but a short one before the last word, for itself) and,
 * with a typo, for similar words (search_words).
 * Title matches come first, then the others, newest first in each.
 *
 * The work is bounded whatever the query: a group of up to `fewMatchesLimit` matches is read
 * from the GIN indexes and counted exactly; a larger one (common words: over 1 % of 100 000
 * articles) is read from the date index until enough match, and the total is then the
 * planner's estimate.
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
                      array[${sql.join(terms.map((t, i) => sql`${t.length > wholeWordMaxLength || i === terms.length - 1}`), sql`, `)}]::boolean[]) as t(term, prefix)
          cross join lateral (
            -- The words beginning with the term, as a range of the text_pattern_ops index (byte order).
            (select word from search_words where word ~>=~ t.term and word ~<~ (t.term || chr(1114111)) and (t.prefix or word = t.term)
              order by length(word), word limit ${prefixWords})
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

  // Title matches first, then the others; each group newest first.
  const inTitle = sql`${articleSearch.title} @@ ${tsquery}`;
  const elsewhere = sql`${articleSearch.body} @@ ${tsquery} and not ${articleSearch.title} @@ ${tsquery}`;
  const fewInTitle = await fewMatches(db, inTitle, limit);
  // Over `fewMatchesLimit` title matches fill the page: the others are only counted, by estimate
  // (reading them would read every title match again, to leave them out).
  const fewElsewhere = fewInTitle ? await fewMatches(db, elsewhere, limit) : null;
  const [titleIds, otherIds, estimate] = await Promise.all([
    fewInTitle?.ids ?? newestMatching(db, inTitle, limit),
    fewElsewhere?.ids ?? (!fewInTitle || fewInTitle.ids.length >= limit ? [] : newestMatching(db, elsewhere, limit)),
    fewInTitle && fewElsewhere ? null : estimatedMatches(db, tsquery),
  ]);
  const total = fewInTitle && fewElsewhere ? fewInTitle.total + fewElsewhere.total : Math.max(fewMatchesLimit + 1, estimate ?? 0);
  return { articles: (await listItemRowsByIds(db, [...titleIds, ...otherIds].slice(0, limit))).map(toListItem), total };
}

/**
 * The newest published articles whose search document matches, and how many there are; or null
 * when more than `fewMatchesLimit` match. The matches are read through the GIN indexes (a
 * materialized CTE: the planner can't walk the date index instead on a wrong guess of how rare a
 * word is, which would read every document).
 */
async function fewMatches(db: Database, match: SQL, limit: number): Promise<{ ids: number[]; total: number } | null> {
  const [row] = await queryRows<{ total: number; ids: number[] }>(
    db,
    sql`with m as materialized (
          select ${articleSearch.articleId} as id, ${articleSearch.publishDate} as publish_date from ${articleSearch}
           where ${articleSearch.published} and ${match} limit ${fewMatchesLimit + 1})
        select (select count(*) from m)::int as total, array(select id from m order by publish_date desc, id desc limit ${limit}) as ids`,
  );
  return row && row.total <= fewMatchesLimit ? { ids: row.ids.map(Number), total: row.total } : null;
}

/**
 * The ids of the newest published articles whose document matches words known to be common
 * (over `fewMatchesLimit` articles): read from the date index, each checked, until enough match.
 * The check is a subquery with OFFSET 0, so the planner can't swap in the GIN index and sort every
 * match instead.
 */
async function newestMatching(db: Database, match: SQL, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: articleSearch.articleId })
    .from(articleSearch)
    .where(and(eq(articleSearch.published, true), sql`(select ${match} offset 0)`))
    .orderBy(desc(articleSearch.publishDate), desc(articleSearch.articleId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The planner's estimate of the published articles matching (from the statistics of the words). */
async function estimatedMatches(db: Database, tsquery: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
    db,
    sql`explain (format json) select 1 from ${articleSearch} where ${articleSearch.published} and ${articleSearch.body} @@ ${tsquery}`,
  );
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Math.round(plan?.[0]?.Plan["Plan Rows"] ?? 0);
}
