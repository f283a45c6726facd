import { sql, type SQL } from "drizzle-orm";
import type { Tag } from "#common/schemas/tags.ts";
import { articleTags, articles, tags } from "#server/db/schema.ts";

// SQL pieces the articles' queries (the article's page, a tag's list, the tag feed) read tags with;
// apart from service.ts so that the articles module imports them without importing the tags' services.

/** An article's tags in their order, as one JSON column of the article's own row. */
export function tagsOfRow() {
  return sql<Tag[]>`coalesce((select json_agg(json_build_object('name', t.name, 'slug', t.slug) order by at.position)
    from ${articleTags} at join ${tags} t on t.id = at.tag_id where at.article_id = ${articles}.id), '[]'::json)`;
}

/** The articles that carry the tag. */
export function hasTag(tagId: number): SQL {
  return sql`${articles.id} in (select at.article_id from ${articleTags} at where at.tag_id = ${tagId})`;
}
