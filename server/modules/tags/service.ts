import { asc, eq, inArray, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { TagPage, TagSuggestion } from "#common/schemas/tags.ts";
import { cleanArticleTags, type TagName } from "#common/tags.ts";
import { slugPattern } from "#common/transliteration.ts";
import type { Database } from "#server/db/client.ts";
import { articleTags, tagSlugs, tags } from "#server/db/schema.ts";
import { badRequest } from "#server/http/errors.ts";
import { listPublishedArticles } from "#server/modules/articles/service.ts";
import { searchKey, searchWordsOf } from "#server/modules/search/fold.ts";
import { lookupKeys, typedWordsOf } from "#server/modules/search/query-words.ts";

/** A stored tag: its id, name and current slug. */
export type StoredTag = { id: number; name: string; slug: string };

/**
 * A tag's name as search keys it (decision 0080): each folded word's key, one space between, so
 * that "izbori", "izbory" and "избори" find the tag "Избори 2026" by the beginning of any word.
 */
export function tagSearchKey(name: string): string {
  return searchWordsOf(name).map(searchKey).join(" ");
}

/** The tag a slug names, now or before (a renamed or merged tag's old slug), or undefined. */
export async function findTagBySlug(db: Database, slug: string): Promise<StoredTag | undefined> {
  if (slug.length > limits.tagSlugMax || !slugPattern.test(slug)) return undefined;
  const [row] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tagSlugs)
    .innerJoin(tags, eq(tags.id, tagSlugs.tagId))
    .where(eq(tagSlugs.slug, slug));
  return row;
}

/**
 * A tag and one page of its published articles, newest first (the tag page and its API), or
 * undefined for no such slug. The tag is the current one: a caller asked by an old slug redirects.
 */
export async function getTagPage(
  db: Database,
  slug: string,
  page: number,
): Promise<(TagPage & { tagId: number }) | undefined> {
  const tag = await findTagBySlug(db, slug);
  if (!tag) return undefined;
  const list = await listPublishedArticles(db, { sort: "date", tagId: tag.id, page, pageSize: limits.tagPageSize });
  return { tag: { name: tag.name, slug: tag.slug }, tagId: tag.id, ...list };
}

/** The ids of the tags these names are, creating the ones no tag has been: by slug, current or past. */
export async function tagIdsOf(tx: Database, wanted: readonly TagName[]): Promise<number[]> {
  const bySlug = await tagIdsBySlug(tx, wanted);
  // Two names can be one tag (an old name and the new): it is the article's once.
  return [...new Set(wanted.flatMap((t) => bySlug.get(t.slug) ?? []))];
}

/** `tagIdsOf` for several articles' tags at once (an import's batch): each tag's id by its slug. */
export async function tagIdsBySlug(tx: Database, wanted: readonly TagName[]): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  const slugs = [...new Set(wanted.map((t) => t.slug))];
  const known = async () =>
    new Map(
      (
        await tx
          .select({ slug: tagSlugs.slug, tagId: tagSlugs.tagId })
          .from(tagSlugs)
          .where(inArray(tagSlugs.slug, slugs))
      ).map((r) => [r.slug, r.tagId]),
    );
  let bySlug = await known();
  const missing = [...new Map(wanted.filter((t) => !bySlug.has(t.slug)).map((t) => [t.slug, t])).values()];
  if (missing.length) {
    // A tag another save creates at the same moment waits here on the slug's unique index, then
    // counts as known: both articles get the one tag.
    await tx
      .insert(tags)
      .values(missing.map((t) => ({ name: t.name, slug: t.slug, searchKey: tagSearchKey(t.name) })))
      .onConflictDoNothing();
    await tx.execute(
      sql`insert into ${tagSlugs} (slug, tag_id) select t.slug, t.id from ${tags} t
          where t.slug in (${sql.join(
            missing.map((t) => sql`${t.slug}`),
            sql`, `,
          )}) on conflict do nothing`,
    );
    bySlug = await known();
  }
  return bySlug;
}

/** An article's tags in their order. */
export async function articleTagsOf(db: Database, articleId: number): Promise<StoredTag[]> {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId))
    .orderBy(asc(articleTags.position));
}

/**
 * Gives an article these tags (cleaned by common/tags.ts's cleanArticleTags), in a save's
 * transaction: tags no one has used yet are created (a journalist creates a tag by using it).
 * `undefined` keeps the ones it has. Answers its tags before and after, for the pages the save
 * changes and its search document.
 */
export async function setArticleTags(
  tx: Database,
  articleId: number,
  wanted: readonly TagName[] | undefined,
): Promise<{ before: StoredTag[]; after: StoredTag[] }> {
  const before = await articleTagsOf(tx, articleId);
  if (wanted === undefined) return { before, after: before };
  const ids = await tagIdsOf(tx, wanted);
  if (ids.length !== before.length || ids.some((id, i) => id !== before[i]!.id)) {
    await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
    if (ids.length) await tx.insert(articleTags).values(ids.map((tagId, position) => ({ articleId, tagId, position })));
  }
  const after = ids.length
    ? await tx.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).where(inArray(tags.id, ids))
    : [];
  const byId = new Map(after.map((t) => [t.id, t]));
  return { before, after: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** How many articles (published or not) carry the tag, as a column of its row. */
const articleCountOfRow = sql<number>`(select count(*)::int from ${articleTags} at where at.tag_id = ${tags}.id)`;

/**
 * The builder's suggestions for what a journalist has typed (issue 32): tags any of whose words
 * begin with the typed words, read as search reads them (decision 0080: "izbori", "izbory" and
 * "избори" alike, the last word also by its stem); those whose name begins so first, then the
 * most used. Nothing for a text of no words.
 */
export async function suggestTags(db: Database, text: string): Promise<TagSuggestion[]> {
  const words = typedWordsOf(text.slice(0, limits.tagNameMax * 2));
  if (words.length === 0) return [];
  const leading = words.slice(0, -1).map(searchKey).join(" ");
  const patterns = lookupKeys(words.at(-1)!, true).map((key) => (leading ? `${leading} ${key}` : key));
  const anyWord = sql.join(
    patterns.map((p) => sql`(' ' || ${tags.searchKey}) like ${`% ${p}%`}`),
    sql` or `,
  );
  const atStart = sql.join(
    patterns.map((p) => sql`${tags.searchKey} like ${`${p}%`}`),
    sql` or `,
  );
  return db
    .select({ name: tags.name, slug: tags.slug, articleCount: articleCountOfRow })
    .from(tags)
    .where(sql`(${anyWord})`)
    .orderBy(sql`(${atStart}) desc`, sql`${articleCountOfRow} desc`, asc(tags.name))
    .limit(limits.tagSuggestions);
}

/** An article save's tags (ArticleInput.tags) cleaned, or 400 with the rule's text at `tags`; undefined keeps the article's. */
export function articleTagsInput(texts: readonly string[] | undefined): TagName[] | undefined {
  if (texts === undefined) return undefined;
  const cleaned = cleanArticleTags(texts);
  if (!cleaned.ok) throw badRequest(cleaned.error, { tags: cleaned.error });
  return cleaned.tags;
}
