import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articleCategories, articleTags, articles, categories, tags } from "#server/db/schema.ts";

/**
 * An article as readers may see it before or after a write: its status, its categories' names and
 * its tags' slugs (issue 32: the related articles of the pages that share one); null when it does not exist.
 */
export type ArticleVisibility = { status: string; categories: readonly string[]; tags?: readonly string[] } | null;

/**
 * The name of the list of a tag's articles among a page's and a change's lists (PageChange's
 * `categories`, RenderedPage's `categoryLists`): an article page lists its tags' articles among
 * the related ones. A category of that very name only drops a page more.
 */
export const tagListName = (slug: string): string => `tag:${slug}`;

/**
 * What a write of article `id` did to the public pages (decision 0104): nothing while it was and
 * stays unpublished (a draft's saves and autosaves, its schedule), else the pages that show it,
 * by its categories before and after (the lists it leaves and the lists it joins).
 */
export function articlePageChange(id: number, before: ArticleVisibility, after: ArticleVisibility): PageChange {
  const shown = [before, after].filter((v): v is NonNullable<ArticleVisibility> => v?.status === "published");
  if (shown.length === 0) return { pages: "none" };
  const names = new Set(
    shown.flatMap((v) => [...v.categories.map((name) => name.toLowerCase()), ...(v.tags ?? []).map(tagListName)]),
  );
  return { pages: "articles", articleIds: [id], categories: [...names] };
}

/** An article's status, categories and tags as stored (null when there is none). */
export async function articleVisibility(db: Database, id: number): Promise<ArticleVisibility> {
  const [row] = await db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
  if (!row) return null;
  const names = await db
    .select({ name: categories.name })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(eq(articleCategories.articleId, id))
    .orderBy(asc(articleCategories.position));
  const tagged = await db
    .select({ slug: tags.slug })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, id));
  return { status: row.status, categories: names.map((n) => n.name), tags: tagged.map((t) => t.slug) };
}
