import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articleSearch } from "#server/db/schema.ts";
import type { ResolvedTerm } from "./query-words.ts";

/**
 * Up to this many matching documents are ranked exactly and counted; beyond, the total is the
 * planner's estimate (close enough to read "Има още N резултата", which is all it is for).
 */
export const fewMatchesLimit = limits.searchMaxResults;

const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Every word of the query found (AND), each by any of the words it stands for (OR). */
function tsquery(alternatives: readonly (readonly string[])[]): SQL {
  return sql`to_tsquery('simple', ${alternatives.map((words) => `(${words.map(lexeme).join(" | ")})`).join(" & ")})`;
}

/**
 * The query as documents match it: `exact` by the words each query word spells (null when one of
 * them spells none), `any` by those and the ones it spells with a typo.
 */
export function matchQueries(terms: readonly ResolvedTerm[]): { exact: SQL | null; any: SQL; hasTypos: boolean } {
  const exact = terms.every((t) => t.exact.length > 0) ? tsquery(terms.map((t) => t.exact)) : null;
  const hasTypos = terms.some((t) => t.typo.length > 0);
  return { exact, any: hasTypos || !exact ? tsquery(terms.map((t) => [...t.exact, ...t.typo])) : exact, hasTypos };
}

/**
 * The groups of the ranking, in order, as conditions on a document that together take every
 * match once: the exact matches with the query in the title, then the other exact ones; then
 * (when some word has typo words) the matches through a typo, title first.
 */
function rankGroups(query: ReturnType<typeof matchQueries>): SQL[] {
  const { exact, any, hasTypos } = query;
  const title = articleSearch.title;
  const body = articleSearch.body;
  const groups: SQL[] = [];
  if (exact) groups.push(sql`${title} @@ ${exact}`, sql`${body} @@ ${exact} and not ${title} @@ ${exact}`);
  if (hasTypos || !exact) {
    const notExact = exact ? sql` and not ${body} @@ ${exact}` : sql``;
    groups.push(sql`${title} @@ ${any}${notExact}`, sql`${body} @@ ${any} and not ${title} @@ ${any}${notExact}`);
  }
  return groups;
}

/** Which group of rankGroups a matching document is in, as a column. */
function groupNumber(query: ReturnType<typeof matchQueries>): SQL {
  const { exact, any, hasTypos } = query;
  const title = articleSearch.title;
  const body = articleSearch.body;
  if (!exact) return sql`case when ${title} @@ ${any} then 0 else 1 end`;
  if (!hasTypos) return sql`case when ${title} @@ ${exact} then 0 else 1 end`;
  return sql`case when ${title} @@ ${exact} then 0 when ${body} @@ ${exact} then 1 when ${title} @@ ${any} then 2 else 3 end`;
}

export type Ranked = { ids: number[]; total: number; totalIsEstimate: boolean };

/**
 * A page of the published documents matching the query within `filter` (conditions on
 * article_search), ranked: exact matches before typo ones, title matches first in each, newest
 * first within a group (decision 0081, after 0021). The work is bounded whatever the query: up to
 * `fewMatchesLimit` matches are read through the GIN index in one statement, counted exactly and
 * ranked in memory; with more (common words, by the planner's estimate or by that count), each
 * group is read the same way while it is small, and a large one from the date index until the
 * page is full, the total then being the planner's estimate. Offsets stay within the first
 * `limits.searchMaxResults` results.
 */
export async function rankMatches(
  db: Database,
  query: ReturnType<typeof matchQueries>,
  filter: SQL | undefined,
  offset: number,
  limit: number,
): Promise<Ranked> {
  const where = and(eq(articleSearch.published, true), filter);
  // The planner's estimate (from the words' statistics) saves reading 1 000 matches for nothing
  // when there are far more; it is also the total then.
  const estimate = await estimatedMatches(db, and(where, sql`${articleSearch.body} @@ ${query.any}`)!);
  if (estimate <= fewMatchesLimit) {
    const [few] = await queryRows<{ total: number; ids: number[] }>(
      db,
      sql`with m as materialized (
            select ${articleSearch.articleId} as id, ${articleSearch.publishDate} as publish_date, ${groupNumber(query)} as g
              from ${articleSearch} where ${where} and ${articleSearch.body} @@ ${query.any} limit ${fewMatchesLimit + 1})
          select (select count(*) from m)::int as total,
                 array(select id from m order by g, publish_date desc, id desc offset ${offset} limit ${limit}) as ids`,
    );
    if (few && few.total <= fewMatchesLimit)
      return { ids: few.ids.map(Number), total: few.total, totalIsEstimate: false };
  }

  const ids: number[] = [];
  let before = 0;
  for (const group of rankGroups(query)) {
    const from = Math.max(0, offset - before);
    const wanted = Math.max(0, limit - ids.length);
    const counted = await fewMatches(db, and(where, group)!, from, wanted);
    if (!counted) {
      if (wanted > 0) ids.push(...(await newestMatching(db, and(where, group)!, from, wanted)));
      return { ids, total: Math.max(before + fewMatchesLimit + 1, estimate), totalIsEstimate: true };
    }
    ids.push(...counted.ids);
    before += counted.total;
  }
  return { ids, total: before, totalIsEstimate: false };
}

/**
 * The ids of a window of the newest published documents matching, and how many there are; or
 * null when more than `fewMatchesLimit` match. The matches are read through the GIN indexes (a
 * materialized CTE: the planner can't walk the date index instead on a wrong guess of how rare a
 * word is, which would read every document).
 */
async function fewMatches(
  db: Database,
  where: SQL,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number } | null> {
  const [row] = await queryRows<{ total: number; ids: number[] }>(
    db,
    sql`with m as materialized (
          select ${articleSearch.articleId} as id, ${articleSearch.publishDate} as publish_date from ${articleSearch}
           where ${where} limit ${fewMatchesLimit + 1})
        select (select count(*) from m)::int as total, array(select id from m order by publish_date desc, id desc offset ${offset} limit ${limit}) as ids`,
  );
  return row && row.total <= fewMatchesLimit ? { ids: row.ids.map(Number), total: row.total } : null;
}

/**
 * A window of the newest documents matching a condition known to be common (over
 * `fewMatchesLimit` documents): read from the date index, each checked, until enough match. The
 * check is a subquery with OFFSET 0, so the planner can't swap in the GIN index and sort every
 * match instead.
 */
async function newestMatching(db: Database, where: SQL, offset: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: articleSearch.articleId })
    .from(articleSearch)
    .where(and(eq(articleSearch.published, true), sql`(select ${where} offset 0)`))
    .orderBy(desc(articleSearch.publishDate), desc(articleSearch.articleId))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The planner's estimate of the documents matching (from the statistics of the words). */
async function estimatedMatches(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
    db,
    sql`explain (format json) select 1 from ${articleSearch} where ${where}`,
  );
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Math.round(plan?.[0]?.Plan["Plan Rows"] ?? 0);
}

/**
 * The closest matches of a query none of whose documents has every word (issue 29, point 17:
 * "бюджет 2028" found nothing because no article had "2028"): the published documents within
 * `filter` that have any of the words found, the most of them first, then those with them in the
 * title, then the newest. Bounded as rankMatches: at most `fewMatchesLimit` documents read through
 * the GIN index; past that the total is that many and an estimate.
 */
export async function rankClosest(
  db: Database,
  terms: readonly ResolvedTerm[],
  filter: SQL | undefined,
  offset: number,
  limit: number,
): Promise<Ranked> {
  const where = and(eq(articleSearch.published, true), filter);
  const each = terms.map((t) => tsquery([[...t.exact, ...t.typo]]));
  const anyWord = sql`to_tsquery('simple', ${terms
    .flatMap((t) => [...t.exact, ...t.typo])
    .map(lexeme)
    .join(" | ")})`;
  const count = (column: SQLWrapper) =>
    sql.join(
      each.map((q) => sql`(${column} @@ ${q})::int`),
      sql` + `,
    );
  const [row] = await queryRows<{ total: number; ids: number[] }>(
    db,
    sql`with m as materialized (
          select ${articleSearch.articleId} as id, ${articleSearch.publishDate} as publish_date,
                 ${count(articleSearch.body)} as words, ${count(articleSearch.title)} as title_words
            from ${articleSearch} where ${where} and ${articleSearch.body} @@ ${anyWord} limit ${fewMatchesLimit + 1})
        select (select count(*) from m)::int as total,
               array(select id from m order by words desc, title_words desc, publish_date desc, id desc offset ${offset} limit ${limit}) as ids`,
  );
  const total = row?.total ?? 0;
  return {
    ids: (row?.ids ?? []).map(Number),
    total: Math.min(total, fewMatchesLimit),
    totalIsEstimate: total > fewMatchesLimit,
  };
}
