import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Rebuilds the search documents (article_search) of the given articles, or of all of them: the
 * words of the title, and those of the title, description, category names and the text of
 * headings and paragraphs, folded by the SQL function hronika_search_fold (decision 0080), with the article's
 * publication (kept in step afterwards by a trigger); and adds their new words to search_words.
 * Called whenever one of those parts changes.
 */
export async function rebuildSearchDocuments(db: Database, articleIds?: readonly number[]): Promise<void> {
  if (articleIds && articleIds.length === 0) return;
  const filter = articleIds ? sql`where a.id in (${sql.join(articleIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`
    with documents as (
      insert into article_search (article_id, published, publish_date, title, body)
      select a.id, a.status = 'published', a.publish_date,
             strip(to_tsvector('simple', hronika_search_fold(a.title))),
             strip(to_tsvector('simple', hronika_search_fold(concat_ws(' ',
               a.title,
               a.description,
               (select string_agg(c.name, ' ' order by ac.position)
                  from article_categories ac join categories c on c.id = ac.category_id
                 where ac.article_id = a.id),
               (select string_agg(regexp_replace(s.content, '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'gi'), ' ' order by s.order_index)
                  from sections s
                 where s.article_id = a.id and s.type in ('heading', 'paragraph'))))))
        from articles a
        ${filter}
      on conflict (article_id) do update
        set published = excluded.published, publish_date = excluded.publish_date, title = excluded.title, body = excluded.body
      returning body
    )
    -- In one order, so that two saves adding the same new words never wait for each other in a circle.
    insert into search_words (word)
    select distinct unnest(tsvector_to_array(body)) as word from documents order by word
    on conflict do nothing`);
}
