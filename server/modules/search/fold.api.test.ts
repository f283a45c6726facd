import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { foldSearchText, searchKey, searchWordsOf } from "./fold.ts";
import { latinSpellings } from "./spelling.ts";

/** The SQL folding (documents) and its JavaScript twin (queries, snippets) must agree, word for word. */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const texts = [
  "Парламентът прие на първо четене бюджета за 2027 година",
  "ИЗКУСТВЕНИЯТ ИНТЕЛЕКТ навлиза в българските болници",
  "Народният театър открива сезона с „Под игото“ и «Тютюн»",
  "Ѝ каза: ударе́ние, Ёлка, ЩАСТИЕ, ЮЖЕН, ЯСЕН, ЪГЪЛ, ЬО",
  "Müller, Łódź, straße, Æsir, øre, café, Ðakovo, İstanbul, ﬁnal, №5, Ⅻ",
  "covid-19, e-mail: a@b.bg, http://x.bg/път, 24.11.2026 г., 10:30 ч., 5,5 млн., C++ и C#",
  // (unaccent spells ½ " 1/2" on PostgreSQL 18 and "1/2" on 15: "3½" is one word or two by version.)
  "рок'н'рол, д-р Иванов, O'Neil, 3 ½, x86_64, iPhone-ът, 4ovek, ve4e, 6te, p`t",
  "Zhivot, jivot, shtastie, budjet, biudjet, SOFIQ, Sofiya, xubavo, woda, tzena",
  "<b>не</b> е маркиране &amp; a < b > c",
  "ыэ іїє ђћџ Ελλάδα 中文 עברית",
];

describe("hronika_search_fold and foldSearchText", () => {
  it.each(texts)("give the same words: %s", async (text) => {
    const [row] = await queryRows<{ folded: string; words: string[] }>(
      handle.db,
      sql`select hronika_search_fold(${text}) as folded, tsvector_to_array(to_tsvector('simple', hronika_search_fold(${text}))) as words`,
    );
    expect(foldSearchText(text).trim()).toBe(row!.folded.trim());
    expect([...new Set(searchWordsOf(text))].sort()).toEqual([...row!.words].sort());
  });
});

describe("hronika_search_key and searchKey", () => {
  const words = [
    ...texts.flatMap(searchWordsOf),
    ...Object.values(latinSpellings).flat().map((spelling) => `x${spelling}e`),
    "бюджет", "byudzhet", "budjet", "biudjet", "отсъствие", "otsastvie", "щастие", "6tastie", "ще", "shte", "she", "6te",
    "софия", "sofiq", "sofija", "цена", "cena", "tzena", "chovek", "4ovek", "ve4e", "c", "cc", "chc", "2026", "46", "a4",
    "ьо", "йо", "yo", "jo", "qwerty", "wxyz", "``", "ж", "zh", "z", "j",
  ];
  it("give the same key for every word", async () => {
    const rows = await queryRows<{ word: string; key: string }>(
      handle.db,
      sql`select w as word, hronika_search_key(w) as key from unnest(array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) as w`,
    );
    expect(rows).toHaveLength(words.length);
    for (const row of rows) expect(searchKey(row.word), row.word).toBe(row.key);
  });
});
