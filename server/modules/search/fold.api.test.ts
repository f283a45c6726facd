import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import type { UserRow } from "#server/db/schema.ts";
import { createArticle } from "#server/modules/articles/authoring.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { foldSearchText, searchKey, searchWordsOf } from "./fold.ts";
import { documentWordsMax, rebuildSearchDocuments } from "./search-documents.ts";
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
    ...Object.values(latinSpellings)
      .flat()
      .map((spelling) => `x${spelling}e`),
    "бюджет",
    "byudzhet",
    "budjet",
    "biudjet",
    "отсъствие",
    "otsastvie",
    "щастие",
    "6tastie",
    "ще",
    "shte",
    "she",
    "6te",
    "софия",
    "sofiq",
    "sofija",
    "цена",
    "cena",
    "tzena",
    "chovek",
    "4ovek",
    "ve4e",
    "c",
    "cc",
    "chc",
    "2026",
    "46",
    "a4",
    "ьо",
    "йо",
    "yo",
    "jo",
    "qwerty",
    "wxyz",
    "``",
    "ж",
    "zh",
    "z",
    "j",
  ];
  it("give the same key for every word", async () => {
    const rows = await queryRows<{ word: string; key: string }>(
      handle.db,
      sql`select w as word, hronika_search_key(w) as key from unnest(array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as w`,
    );
    expect(rows).toHaveLength(words.length);
    for (const row of rows) expect(searchKey(row.word), row.word).toBe(row.key);
  });
});

// Issue 30 (decision 0100): a save builds its article's documents in JavaScript, the other writers
// (category renames, scripts, migrations) in SQL; both must hold the same words.
describe("the documents a save writes and the ones SQL builds", () => {
  it("hold the same words, markup and entities stripped, capped at the same first words", async () => {
    const user = (await createUser(handle.db, {
      username: "dvoinik",
      password: "correct-horse-battery",
      role: "Journalist",
      isActive: true,
      name: "Двойник",
    })) as UserRow;
    const actor = { user, ipAddress: "203.0.113.1" };
    await handle.db.execute(
      sql`insert into categories (name, position) values ('Наука и техника', 900) on conflict do nothing`,
    );
    const many = Array.from({ length: documentWordsMax + 1500 }, (_, i) => `дума${i.toString(36)}`);
    const articles = [
      {
        title: texts[0]!,
        description: texts[1]!,
        categories: ["Наука и техника"],
        sections: texts.slice(2).map((t, i) => ({
          type: i % 2 ? "heading" : "paragraph",
          content: i % 2 ? t : `<p>${t} &amp; &#169; &nbsp;<b>x</b></p>`,
        })),
      },
      {
        title: "Думи до края",
        description: "",
        categories: [],
        sections: [
          { type: "paragraph", content: `<p>${many.join(" ")} ${"я".repeat(2100)} ${many.slice(0, 50).join(" ")}</p>` },
        ],
      },
    ];
    for (const input of articles) {
      const { articleId } = await createArticle(
        handle.db,
        createLocalStorage("/tmp/hronika-fold-test"),
        actor,
        { ...input, thumbnail: null },
        new Date(),
      );
      const read = async () =>
        (
          await queryRows<{ title: string; body: string }>(
            handle.db,
            sql`select title::text, body::text from article_search where article_id = ${articleId}`,
          )
        )[0]!;
      const fromSave = await read();
      await handle.db.execute(
        sql`update article_search set body = ''::tsvector, title = ''::tsvector where article_id = ${articleId}`,
      );
      await rebuildSearchDocuments(handle.db, [articleId]);
      expect(await read()).toEqual(fromSave);
    }
  });
});
