import { sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articleCategories, articleTags, articles } from "#server/db/schema.ts";
import { listItemColumns, toListItem } from "#server/modules/articles/service.ts";

/**
 * A tag's newest articles (by id, on the index article_tags_tag_idx) read as candidates for each
 * of the article's tags: bounded work for a tag of thousands of articles, and far more than the
 * four shown, so a draft or an unpublished article among them costs nothing.
 */
const candidatesPerTag = 50;

/**
 * The articles to read next at the end of an article's page (issue 32, point 3): up to
 * `limits.relatedArticles` published others, those sharing the most of its tags first, then the
 * newest of its main category; among equals the newer first. Never the article itself, never an
 * unpublished one. One statement on indexes: each tag's newest candidates, the category's newest
 * few (the category's list index), then their list rows.
 */
export async function relatedArticles(db: Database, articleId: number): Promise<ArticleListItem[]> {
  const count = limits.relatedArticles;
  const ranked = sql`(
    with mine as (select tag_id from ${articleTags} where article_id = ${articleId}),
    main as (select category_id from ${articleCategories} where article_id = ${articleId} and position = 0),
    tagged as (
      select c.article_id as id, count(*)::int as shared
        from mine m cross join lateral (
          select at.article_id from ${articleTags} at
           where at.tag_id = m.tag_id and at.article_id <> ${articleId}
           order by at.article_id desc limit ${candidatesPerTag}) c
       group by c.article_id),
    in_category as (
      select a.id, 0 as shared from ${articles} a
       where a.status = 'published' and a.id <> ${articleId}
         and exists (select 1 from ${articleCategories} ac join main on main.category_id = ac.category_id
                      where ac.article_id = a.id)
       order by a.publish_date desc nulls first, a.id desc
       limit ${count})
    select id, max(shared) as shared from (select * from tagged union all select * from in_category) both_lists
     group by id)`;
  const rows = await db
    .select({ ...listItemColumns, shared: sql<number>`related.shared` })
    .from(articles)
    .innerJoin(sql`${ranked} related`, sql`related.id = ${articles.id}`)
    .where(sql`${articles.status} = 'published'`)
    .orderBy(sql`related.shared desc`, sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc`)
    .limit(count);
  return rows.map(toListItem);
}
