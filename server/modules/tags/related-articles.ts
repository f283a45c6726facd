import { sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import { articleCategories, articleTags, articles } from "#server/db/schema.ts";
import { listItemColumns, toListItem } from "#server/modules/articles/service.ts";

/**
 * A tag's newest articles (by id, on the index article_tags_tag_idx) read as candidates for each
 * of the article's tags: bounded work for a tag of thousands of articles, and more than the four
 * shown, so a draft or an unpublished article among them costs little. Each candidate is one
 * read of its article's row (its status and date): at 100 000 articles most are not in the
 * database's buffers, so this number is most of the statement's time.
 */
const candidatesPerTag = 20;

/** The related articles' statement; its placeholder is the article's id. */
function relatedQuery(db: Database) {
  const articleId = sql.placeholder("articleId");
  // Constants in the text, not parameters: with a parameter for LIMIT, PostgreSQL planned the
  // statement again on every run (a custom plan each time), as if it were not prepared at all.
  const count = sql.raw(String(limits.relatedArticles));
  const perTag = sql.raw(String(candidatesPerTag));
  const chosen = sql`(
    with mine as (select tag_id from ${articleTags} where article_id = ${articleId}),
    main as (select category_id from ${articleCategories} where article_id = ${articleId} and position = 0),
    tagged as (
      select c.article_id as id, count(*)::int as shared
        from mine m cross join lateral (
          select at.article_id from ${articleTags} at
           where at.tag_id = m.tag_id and at.article_id <> ${articleId}
           order by at.article_id desc limit ${perTag}) c
       group by c.article_id),
    in_category as (
      select a.id, 0 as shared from ${articles} a
       where a.status = 'published' and a.id <> ${articleId}
         and exists (select 1 from ${articleCategories} ac join main on main.category_id = ac.category_id
                      where ac.article_id = a.id)
       order by a.publish_date desc nulls first, a.id desc
       limit ${count}),
    candidates as (
      select id, max(shared) as shared from (select * from tagged union all select * from in_category) both_lists
       group by id)
    select a.id, c.shared, a.publish_date from candidates c join ${articles} a on a.id = c.id
     where a.status = 'published'
     order by c.shared desc, a.publish_date desc nulls last, a.id desc
     limit ${count})`;
  return db
    .select(listItemColumns)
    .from(articles)
    .innerJoin(sql`${chosen} related`, sql`related.id = ${articles.id}`)
    .orderBy(sql`related.shared desc`, sql`related.publish_date desc nulls last`, sql`${articles.id} desc`);
}

/**
 * The articles to read next at the end of an article's page (issue 32, point 3): up to
 * `limits.relatedArticles` published others, those sharing the most of its tags first, then the
 * newest of its main category; among equals the newer first. Never the article itself, never an
 * unpublished one. One statement on indexes: each tag's newest candidates and the category's
 * newest few (the category's list index) are ranked by their rows' status and date alone, and
 * only the four chosen read their list columns (a lead paragraph, pictures, categories): read for
 * every candidate, they took 15 ms of a page's 17 at 100 000 articles (decision 0120).
 */
export async function relatedArticles(db: Database, articleId: number): Promise<ArticleListItem[]> {
  const rows = await preparedQuery(db, "related_articles", () => relatedQuery(db)).execute({ articleId });
  return rows.map(toListItem);
}
