import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleSizeError } from "#common/schemas/article-input.ts";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import type { UserRow } from "#server/db/schema.ts";
import { createArticle, updateArticle } from "#server/modules/articles/authoring.ts";
import type { Actor } from "#server/modules/audit/service.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { documentWordsMax, newWordsPerSave } from "#server/modules/search/search-documents.ts";
import { catchUpVocabulary } from "#server/modules/search/vocabulary.ts";
import { createUser } from "#server/modules/users/service.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";

/**
 * Issue 30, point 1: one autosave of a draft of 4 × 99 000 characters of random words (inside the
 * size rule) took 19 s on the embedded database, 5.3 s of it adding its ~9 850 new words to the
 * search vocabulary in one statement, while every reader waited; the vocabulary was never pruned.
 * A document keeps its first 10 000 distinct words; a save adds at most `newWordsPerSave` new words
 * itself and queues the rest; the upkeep adds them and removes the words no document has any more,
 * in small statements. Here the services run
 * on a database without a server, so that nothing but the test works the queue.
 */

let handle: DatabaseHandle;
let actor: Actor;
const storage = createLocalStorage("/tmp/hronika-vocabulary-test-uploads");

/** A deterministic generator (mulberry32): random Cyrillic words of 4–11 letters, as the probe. */
function wordsFrom(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = "абвгдежзийклмнопрстуфхцчшщъьюя";
  return () =>
    Array.from({ length: 4 + Math.floor(random() * 8) }, () => letters[Math.floor(random() * letters.length)]).join("");
}

/** Four paragraphs of 99 000 characters of random words: the largest text the size rule lets through. */
function giantSections(seed: number) {
  const word = wordsFrom(seed);
  return Array.from({ length: 4 }, () => {
    let text = "";
    while (text.length < 98_990) text += `${word()} `;
    return { type: "paragraph", content: `<p>${text.slice(0, 98_990)}</p>` };
  });
}

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(handle.db, query))[0]!.n;
const vocabulary = () => count(sql`select count(*)::int as n from search_words`);
/** Words of some document the vocabulary lacks, and words of the vocabulary no document has. */
const missing = () =>
  count(sql`select count(*)::int as n from (select distinct unnest(tsvector_to_array(body)) as w from article_search) d
             where not exists (select 1 from search_words s where s.word = d.w)`);
const unused = () =>
  count(sql`select count(*)::int as n from search_words s
             where not exists (select 1 from article_search d where d.body @@ hronika_search_word_query(s.word))`);
const queued = () => count(sql`select count(*)::int as n from search_words_backlog`);

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = (await createUser(handle.db, {
    username: "mnogo.dumi",
    password: "correct-horse-battery",
    role: "Journalist",
    isActive: true,
    name: "Много Думи",
  })) as UserRow;
  actor = { user, ipAddress: "203.0.113.9" };
}, 60_000);
afterAll(() => handle.close());

describe("the search vocabulary and the largest saves", () => {
  it("adds at most a bounded number of a save's new words itself, the title's first, and queues the rest", async () => {
    const sections = giantSections(1);
    expect(articleSizeError({ sections })).toBeNull();
    const before = await vocabulary();
    const draft = await createArticle(
      handle.db,
      storage,
      actor,
      { title: "Заглавие с уникалнадумавзаглавието", description: "", categories: [], sections, isPublished: false },
      new Date(),
    );
    expect((await vocabulary()) - before).toBe(newWordsPerSave);
    expect(await count(sql`select count(*)::int as n from search_words where word = 'уникалнадумавзаглавието'`)).toBe(
      1,
    );
    expect(await queued()).toBe(1);
    // The document keeps its first 10 000 distinct words (of about 30 000): the rest are queued.
    expect(await missing()).toBe(documentWordsMax - newWordsPerSave);

    // The upkeep adds the others, in statements of a few hundred words.
    await catchUpVocabulary(handle.db, handle.kind);
    expect(await missing()).toBe(0);
    expect(await queued()).toBe(0);

    // An autosave with new random text: its new words come the same way, and the first text's
    // words, which no document has any more, go.
    const autosaved = await updateArticle(
      handle.db,
      storage,
      actor,
      draft.articleId,
      { title: "Заглавие", description: "", categories: [], sections: giantSections(2), version: draft.version },
      { kind: "autosave", now: new Date() },
    );
    expect(autosaved.version).toBe(draft.version + 1);
    expect(await unused()).toBeGreaterThan(documentWordsMax / 2);
    await catchUpVocabulary(handle.db, handle.kind);
    expect(await missing()).toBe(0);
    expect(await unused()).toBe(0);
  }, 240_000);

  it("hands a word on to another article that has it when its article lets it go, and removes a deleted article's words", async () => {
    const shared = "споделенадумамеждустатии";
    const first = await createArticle(
      handle.db,
      storage,
      actor,
      {
        title: `Първа ${shared}`,
        description: "",
        categories: [],
        sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      },
      new Date(),
    );
    const second = await createArticle(
      handle.db,
      storage,
      actor,
      {
        title: `Втора ${shared}`,
        description: "",
        categories: [],
        sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      },
      new Date(),
    );
    await catchUpVocabulary(handle.db, handle.kind);
    const owner = async () =>
      (
        await queryRows<{ article_id: number }>(
          handle.db,
          sql`select article_id from search_words where word = ${shared}`,
        )
      )[0]?.article_id;
    expect(await owner()).toBe(first.articleId);
    await updateArticle(
      handle.db,
      storage,
      actor,
      first.articleId,
      {
        title: "Първа без нея",
        description: "",
        categories: [],
        sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      },
      { now: new Date() },
    );
    await catchUpVocabulary(handle.db, handle.kind);
    expect(await owner()).toBe(second.articleId);
    await handle.db.execute(sql`delete from articles where id = ${second.articleId}`);
    await catchUpVocabulary(handle.db, handle.kind);
    expect(await owner()).toBeUndefined();
    expect(await unused()).toBe(0);
  }, 120_000);
});
