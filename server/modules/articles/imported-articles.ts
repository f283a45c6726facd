import { inArray } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { articleSlugOf } from "#common/schemas/article-input.ts";
import type { TagName } from "#common/tags.ts";
import type { Database } from "#server/db/client.ts";
import {
  articleCategories,
  articleCoAuthors,
  articleSlugs,
  articleTags,
  articles,
  sections,
} from "#server/db/schema.ts";
import { writeSearchDocuments } from "#server/modules/search/search-documents.ts";
import { tagIdsBySlug } from "#server/modules/tags/service.ts";
import type { CleanArticle } from "./authoring.ts";
import { assignFirstSlug } from "./slugs.ts";

/** An article as another system had it (issue 33's WordPress import): its people, dates and state as they were. */
export type ImportedArticle = CleanArticle & {
  authorId: number;
  coAuthorIds: number[];
  tags: TagName[];
  status: "published" | "draft" | "scheduled";
  /** When readers first saw it (published), or will (scheduled); null for a draft. */
  publishDate: Date | null;
  createdAt: Date;
  /** Its last change after publication, when it had one. */
  modifiedAt: Date | null;
  /** The slug it had there, kept when it is one of ours and no other article's. */
  slug: string | null;
  /** Its comments readers will see, written in the same transaction. */
  commentsCount: number;
};

/** Rows of one insert at most, well within PostgreSQL's 65 535 parameters. */
const rowsPerInsert = 1_000;

async function insertRows<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += rowsPerInsert) await insert(rows.slice(i, i + rowsPerInsert));
}

/** The slugs the articles keep from the old site: a published one's, when it is one of ours and free. */
async function keptSlugs(tx: Database, list: readonly ImportedArticle[]): Promise<(string | null)[]> {
  const wanted = list.map((a) => (a.status === "published" && a.slug ? articleSlugOf(a.slug) : null));
  const candidates = [...new Set(wanted.filter((s): s is string => s !== null))];
  const taken = new Set(
    candidates.length
      ? (
          await tx.select({ slug: articleSlugs.slug }).from(articleSlugs).where(inArray(articleSlugs.slug, candidates))
        ).map((r) => r.slug)
      : [],
  );
  return wanted.map((slug) => {
    if (slug === null || taken.has(slug)) return null;
    taken.add(slug);
    return slug;
  });
}

/**
 * Stores imported articles in the caller's transaction, as they were, a few statements for all of
 * them (an import writes thousands): no revision (an article's history starts at the text it came
 * with, the "initial" one the builder makes when first asked) and no audit line of its own (the
 * import is one). Each keeps its old slug when it can, else gets one from its title as a
 * publication does. Answers their ids, in order.
 */
export async function insertImportedArticles(tx: Database, list: readonly ImportedArticle[]): Promise<number[]> {
  if (list.length === 0) return [];
  const slugs = await keptSlugs(tx, list);
  const inserted = await tx
    .insert(articles)
    .values(
      list.map((article, k) => {
        const scheduled = article.status === "scheduled";
        return {
          authorId: article.authorId,
          title: article.title,
          description: article.description,
          thumbnail: article.thumbnail,
          thumbnailAlt: article.thumbnailAlt,
          thumbnailCredit: article.thumbnailCredit,
          status: article.status,
          publishDate: scheduled ? null : article.publishDate,
          scheduledAt: scheduled ? article.publishDate : null,
          createdAt: article.createdAt,
          updatedAt: article.modifiedAt ?? article.createdAt,
          modifiedAt: article.modifiedAt,
          commentsCount: article.commentsCount,
          slug: slugs[k],
        };
      }),
    )
    .returning({ id: articles.id });
  const ids = inserted.map((row) => row.id);
  const each = <T>(rows: (article: ImportedArticle, articleId: number, k: number) => T[]) =>
    list.flatMap((article, k) => rows(article, ids[k]!, k));

  const slugRows = each((_, articleId, k) => (slugs[k] ? [{ slug: slugs[k], articleId }] : []));
  if (slugRows.length) await tx.insert(articleSlugs).values(slugRows);
  for (const [k, article] of list.entries())
    if (article.status === "published" && !slugs[k]) await assignFirstSlug(tx, ids[k]!);

  const tagIds = await tagIdsBySlug(
    tx,
    list.flatMap((a) => a.tags),
  );
  await insertRows(
    each((article, articleId) =>
      [...new Set(article.tags.flatMap((t) => tagIds.get(t.slug) ?? []))].map((tagId, position) => ({
        articleId,
        tagId,
        position,
      })),
    ),
    (rows) => tx.insert(articleTags).values(rows),
  );
  await insertRows(
    each((article, articleId) =>
      article.categoryIds.map((categoryId, position) => ({ articleId, categoryId, position })),
    ),
    (rows) => tx.insert(articleCategories).values(rows),
  );
  await insertRows(
    each((article, articleId) => article.sections.map((s, orderIndex) => ({ articleId, orderIndex, ...s }))),
    (rows) => tx.insert(sections).values(rows),
  );
  // As the old site had them: imported people are inactive until an admin activates them.
  await insertRows(
    each((article, articleId) =>
      article.coAuthorIds.slice(0, limits.coAuthorsMax).map((userId, position) => ({ articleId, userId, position })),
    ),
    (rows) => tx.insert(articleCoAuthors).values(rows),
  );
  await writeSearchDocuments(
    tx,
    list.map((article, k) => ({
      articleId: ids[k]!,
      parts: { ...article, tagNames: article.tags.map((t) => t.name) },
    })),
  );
  return ids;
}
