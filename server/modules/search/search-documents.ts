import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { searchWordsOf } from "./fold.ts";

/**
 * New words one save adds to the search vocabulary itself (decision 0100), the title's first: an
 * article's usual new words (names, rare inflections) are a few dozen, so a save is found by them
 * at once; the rest of a document's new words (a first article on an empty vocabulary, a pasted
 * dictionary) wait for the vocabulary's upkeep (vocabulary.ts). On PGlite a new word costs about
 * 0.13 ms (its trigram index), so these cost under 70 ms; 9 850 new words in one save took 5.3 s.
 */
export const newWordsPerSave = 500;

/**
 * Distinct words a document keeps at most, the first in reading order (decision 0100): far past a
 * 20 000-word article's 6 000–8 000, and a bound on what a save of random words writes to the
 * documents' index (the largest text the size rule allows holds up to 80 000).
 */
export const documentWordsMax = 10_000;

/**
 * Rebuilds the search documents (article_search) of the given articles, or of all of them: the
 * words of the title, and those of the title, description, category names and the text of
 * headings and paragraphs, folded by the SQL function hronika_search_fold (decision 0080), and
 * (issue 32) the tags' names after the categories', with
 * the article's publication (kept in step afterwards by a trigger). Called whenever one of those
 * parts changes. A document that did not change is not written again.
 *
 * The vocabulary (search_words): by default the changed documents' first `newWordsPerSave` new
 * words are added now and the articles queued for the upkeep, which adds the others and removes the
 * words they no longer have. `{ vocabulary: "complete" }` adds every new word now and queues
 * nothing: for scripts and tests that write new articles, never for a request.
 */
export async function rebuildSearchDocuments(
  db: Database,
  articleIds?: readonly number[],
  options: { vocabulary?: "bounded" | "complete" } = {},
): Promise<void> {
  if (articleIds && articleIds.length === 0) return;
  const filter = articleIds
    ? sql`where a.id in (${sql.join(
        articleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const documents = sql`
      insert into article_search (article_id, published, publish_date, title, body)
      select a.id, a.status = 'published', a.publish_date,
             strip(to_tsvector('simple', hronika_search_fold(a.title))),
             hronika_first_words(to_tsvector('simple', hronika_search_fold(concat_ws(' ',
               a.title,
               a.description,
               (select string_agg(c.name, ' ' order by ac.position)
                  from article_categories ac join categories c on c.id = ac.category_id
                 where ac.article_id = a.id),
               (select string_agg(t.name, ' ' order by at.position)
                  from article_tags at join tags t on t.id = at.tag_id
                 where at.article_id = a.id),
               (select string_agg(regexp_replace(s.content, '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'gi'), ' ' order by s.order_index)
                  from sections s
                 where s.article_id = a.id and s.type in ('heading', 'paragraph'))))), ${documentWordsMax})
        from articles a
        ${filter}
      on conflict (article_id) do update
        set published = excluded.published, publish_date = excluded.publish_date, title = excluded.title, body = excluded.body
        where (article_search.published, article_search.publish_date, article_search.title, article_search.body)
              is distinct from (excluded.published, excluded.publish_date, excluded.title, excluded.body)
      returning article_id, title, body`;
  if (options.vocabulary === "complete") {
    await db.execute(sql`
      with documents as (${documents}),
      new_words as (
        select distinct on (w.word) w.word, d.article_id
          from documents d cross join lateral unnest(tsvector_to_array(d.body)) as w(word)
         where not exists (select 1 from search_words s where s.word = w.word)
         order by w.word, d.article_id)
      -- In one order, so that two writers adding the same new words never wait for each other in a circle.
      insert into search_words (word, article_id)
      select word, article_id from new_words order by word
      on conflict do nothing`);
    return;
  }
  await db.execute(withBoundedVocabulary(documents));
}

/**
 * The statement that writes `documents` (an insert into article_search returning the documents it
 * wrote) and adds their first `newWordsPerSave` new words to the vocabulary, the title's first,
 * and queues their articles for the upkeep.
 */
function withBoundedVocabulary(documents: SQL): SQL {
  return sql`
    with documents as (${documents}),
    chosen as (
      select distinct on (w.word) w.word, d.article_id, d.title @@ hronika_search_word_query(w.word) as in_title
        from documents d cross join lateral unnest(tsvector_to_array(d.body)) as w(word)
       where not exists (select 1 from search_words s where s.word = w.word)
       order by w.word, d.article_id),
    first_words as (select word, article_id from chosen order by in_title desc, word limit ${newWordsPerSave}),
    added as (
      insert into search_words (word, article_id)
      -- In one order, so that two writers adding the same new words never wait for each other in a circle.
      select word, article_id from first_words order by word
      on conflict do nothing)
    insert into search_words_backlog (article_id)
    select article_id from documents
    on conflict (article_id) do update set queued_at = now()`;
}

/** What an article's search document is made of, as a save has it in hand. */
export type DocumentParts = {
  title: string;
  description: string;
  categoryNames: readonly string[];
  /** Its tags' names (issue 32: search finds an article by its tags). */
  tagNames?: readonly string[];
  sections: readonly { type: string; content: string }[];
};

/** Markup and character references, each a space, as the SQL documents strip them from sections. */
const markup = /<[^>]*>|&[a-z]+;|&#[0-9]+;/gi;
/** to_tsvector skips a word of 2 047 bytes or more; array_to_tsvector would refuse it. */
const wordBytesMax = 2046;

/**
 * The words of an article's two documents, as rebuildSearchDocuments makes them in SQL (title;
 * title, description, category and tag names and the text of headings and paragraphs; folded, distinct,
 * the body's first `documentWordsMax` in reading order), made here from the text the save has in
 * hand: folding 400 000 characters costs the embedded database about a quarter of a second, V8 a
 * few tens of milliseconds. fold.api.test.ts checks that both give the same words.
 */
export function documentWords(parts: DocumentParts): { title: string[]; body: string[] } {
  const text = [
    parts.title,
    parts.description,
    parts.categoryNames.join(" "),
    (parts.tagNames ?? []).join(" "),
    ...parts.sections
      .filter((s) => s.type === "heading" || s.type === "paragraph")
      .map((s) => s.content.replace(markup, " ")),
  ].join(" ");
  // (A UTF-16 unit is at most 3 bytes of UTF-8: a shorter word always fits.)
  const indexable = (word: string) => word.length * 3 <= wordBytesMax || Buffer.byteLength(word) <= wordBytesMax;
  const body: string[] = [];
  const seen = new Set<string>();
  for (const word of searchWordsOf(text)) {
    if (seen.has(word) || !indexable(word)) continue;
    seen.add(word);
    body.push(word);
    if (body.length === documentWordsMax) break;
  }
  return { title: [...new Set(searchWordsOf(parts.title))].filter(indexable), body };
}

/** A list of words as one PostgreSQL text[] literal (one parameter, however many words). */
function textArray(words: readonly string[]): string {
  return `{${words.map((word) => `"${word.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * Writes one article's search documents from the parts a save has in hand (see documentWords),
 * with the vocabulary bounded as rebuildSearchDocuments's default: the save path of the newsroom.
 */
export function writeSearchDocument(db: Database, articleId: number, parts: DocumentParts): Promise<void> {
  return writeSearchDocuments(db, [{ articleId, parts }]);
}

/** `writeSearchDocument` for several articles in one statement (an import's batch). */
export async function writeSearchDocuments(
  db: Database,
  list: readonly { articleId: number; parts: DocumentParts }[],
): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map(({ articleId, parts }) => {
    const words = documentWords(parts);
    return sql`(${articleId}::int, ${textArray(words.title)}::text[], ${textArray(words.body)}::text[])`;
  });
  await db.execute(
    withBoundedVocabulary(sql`
      insert into article_search (article_id, published, publish_date, title, body)
      select a.id, a.status = 'published', a.publish_date, array_to_tsvector(w.title), array_to_tsvector(w.body)
        from articles a join (values ${sql.join(rows, sql`, `)}) as w(article_id, title, body) on a.id = w.article_id
      on conflict (article_id) do update
        set published = excluded.published, publish_date = excluded.publish_date, title = excluded.title, body = excluded.body
        where (article_search.published, article_search.publish_date, article_search.title, article_search.body)
              is distinct from (excluded.published, excluded.publish_date, excluded.title, excluded.body)
      returning article_id, title, body`),
  );
}
