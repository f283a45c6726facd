import { sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { foldSearchText, searchKey } from "./fold.ts";
import { inflectionEndings, queryWord, spellingMatch, type QueryWord } from "./spelling.ts";

/** The words a query's word stands for by its beginning ("бюджет" → бюджет, бюджета, …), shortest first. */
const prefixWords = 20;
/** Words of the documents read for each key range, shortest keys first, before spelling decides. */
const keyCandidates = 200;
/** Similar keys (pg_trgm) read for a word that may have a typo, and how many typo words it may stand for. */
const typoCandidates = 30;
const typoWords = 5;
/**
 * A word this short that is not the last of the query stands for itself alone: "на", "за", "по",
 * "в" are whole words once the reader has typed on, and as beginnings they would stand for 20
 * unrelated words ("на" → "над", "наш"…), each searched in almost every article.
 */
const wholeWordMaxLength = 2;
/** Variants of a word's key that are looked up, at most (j as ж or й, w as в or ш). */
const maxKeyVariants = 8;

/** A query's word and the words of the documents it stands for. */
export type ResolvedTerm = { term: string; exact: string[]; typo: string[] };

/**
 * The words of a text as a query's words are read: folded as the documents are, with a backtick
 * inside a word kept (it is ъ in informal Latin).
 */
export function typedWordsOf(text: string): string[] {
  return text
    .split("`")
    .map(foldSearchText)
    .join("`")
    .split(/[^\p{L}\p{N}`]+/u)
    .map((word) => word.replace(/^`+|`+$/g, ""))
    .filter((word) => word !== "");
}

/** The words of a search text (typedWordsOf), without repeats, and how many past `limits.searchMaxWords` were left out. */
export function queryTermsOf(text: string): { terms: string[]; ignored: number } {
  const unique = [...new Set(typedWordsOf(text))];
  return { terms: unique.slice(0, limits.searchMaxWords), ignored: Math.max(0, unique.length - limits.searchMaxWords) };
}

/** The keys of every reading of a word: its own, and with each j read as й too and each w as ш (searchKey reads them as ж and в). */
export function spellingKeys(term: string): string[] {
  let variants = [term];
  for (const [letter, alternative] of [
    ["j", "y"],
    ["w", "sh"],
  ] as const) {
    if (!term.includes(letter)) continue;
    variants = variants.flatMap((v) => [v, v.replaceAll(letter, alternative)]);
  }
  return [...new Set(variants.slice(0, maxKeyVariants).map(searchKey))];
}

/**
 * The keys under which the words a query's word may spell are found: those of its readings
 * (spellingKeys), with a last c as ч ("c" becomes "ch" as the reader types on), and the stem's,
 * without an inflection ending ("бюджета" → the words beginning "бюджет").
 */
export function lookupKeys(term: string, last: boolean): string[] {
  const keys = new Set(spellingKeys(term));
  if (last && term.endsWith("c")) keys.add(searchKey(`${term}h`));
  for (const key of [...keys]) {
    for (const ending of inflectionKeys)
      if (key.endsWith(ending) && key.length - ending.length >= 3) keys.add(key.slice(0, -ending.length));
  }
  // A key that begins with another finds nothing the other does not.
  return [...keys].filter((key) => ![...keys].some((other) => other !== key && key.startsWith(other)));
}
const inflectionKeys = [...new Set(inflectionEndings.map(searchKey))].sort((a, b) => b.length - a.length);

/**
 * What each word of the query stands for (decision 0080): candidates are read from search_words
 * by key, the words that begin with one of the word's keys and, for a word that may have a typo,
 * those with similar keys; spelling.ts keeps those the query's word really spells: up to 20
 * shortest exact ones (its beginning, or its stem), and up to 5 with one typo.
 */
export async function resolveTerms(db: Database, terms: readonly string[]): Promise<ResolvedTerm[]> {
  const words = terms.map((term, i) => {
    const last = i === terms.length - 1;
    return queryWord(term, { mode: !last && term.length <= wholeWordMaxLength ? "whole" : "prefix", last });
  });
  const ranges = words.flatMap((word, i) =>
    lookupKeys(word.text, word.last).map((key) => ({ term: i, key, whole: word.mode === "whole" })),
  );
  const similar = words.flatMap((word, i) => (word.typos ? [{ term: i, key: searchKey(word.text) }] : []));
  const rows = await queryRows<{ term: number; word: string }>(
    db,
    sql`select r.term, w.word
          from unnest(${sqlArray(
            ranges.map((r) => r.term),
            "int",
          )}, ${sqlArray(
            ranges.map((r) => r.key),
            "text",
          )},
                      ${sqlArray(
                        ranges.map((r) => r.whole),
                        "boolean",
                      )}) as r(term, key, whole)
          cross join lateral (
            -- The words whose key begins with this one: a range of the text_pattern_ops index (byte order).
            select word from search_words
             where key ~>=~ r.key and key ~<~ (r.key || chr(1114111)) and (not r.whole or key = r.key)
             order by length(key), key limit ${keyCandidates}) w
        union all
        select s.term, w.word
          from unnest(${sqlArray(
            similar.map((s) => s.term),
            "int",
          )}, ${sqlArray(
            similar.map((s) => s.key),
            "text",
          )}) as s(term, key)
          cross join lateral (
            select word from search_words where key % s.key order by key <-> s.key limit ${typoCandidates}) w`,
  );
  const candidates = words.map(() => new Set<string>());
  for (const row of rows) candidates[row.term]!.add(row.word);
  return words.map((word, i) => classify(word, [...candidates[i]!]));
}

function classify(word: QueryWord, candidates: string[]): ResolvedTerm {
  const exact: string[] = [];
  const typo: string[] = [];
  for (const candidate of candidates) {
    const match = spellingMatch(word, candidate);
    if (match === "exact") exact.push(candidate);
    else if (match === "typo") typo.push(candidate);
  }
  const shortestFirst = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return {
    term: word.text,
    exact: exact.sort(shortestFirst).slice(0, prefixWords),
    typo: typo.sort(shortestFirst).slice(0, typoWords),
  };
}

function sqlArray(values: readonly (string | number | boolean)[], type: "int" | "text" | "boolean") {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
