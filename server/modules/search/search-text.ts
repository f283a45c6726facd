import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Rebuilds `articles.search_text` (title, description, category names and the text of headings
 * and paragraphs, folded by the SQL function hronika_search_text) for the given articles, or
 * for all of them. Called whenever one of those parts changes.
 */
export async function rebuildSearchText(db: Database, articleIds?: readonly number[]): Promise<void> {
  if (articleIds && articleIds.length === 0) return;
  const filter = articleIds ? sql`where a.id in (${sql.join(articleIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`
    update articles a set search_text = hronika_search_text(concat_ws(' ',
      a.title,
      a.description,
      (select string_agg(c.name, ' ' order by ac.position)
         from article_categories ac join categories c on c.id = ac.category_id
        where ac.article_id = a.id),
      (select string_agg(regexp_replace(s.content, '<[^>]*>', ' ', 'g'), ' ' order by s.order_index)
         from sections s
        where s.article_id = a.id and s.type in ('heading', 'paragraph'))
    ))
    ${filter}`);
}
