import { articleSlugOf } from "#common/schemas/article-input.ts";
import type { TagName } from "#common/tags.ts";
import type { Database } from "#server/db/client.ts";
import { limits } from "#common/limits.ts";
import { articleCoAuthors, articleSlugs, articleTags, articles } from "#server/db/schema.ts";
import { eq } from "drizzle-orm";
import { tagIdsOf } from "#server/modules/tags/service.ts";
import { writeParts, type CleanArticle } from "./authoring.ts";
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

/**
 * Stores an imported article in the caller's transaction, as it was: no revision (its history
 * starts at the text it came with, the "initial" one the builder makes when first asked) and no
 * audit line of its own (the import is one). Its address keeps the old slug when it can, else
 * gets one from its title as a publication does. Answers its id and slug.
 */
export async function insertImportedArticle(
  tx: Database,
  article: ImportedArticle,
): Promise<{ id: number; slug: string | null }> {
  const scheduled = article.status === "scheduled";
  const [row] = await tx
    .insert(articles)
    .values({
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
    })
    .returning({ id: articles.id });
  const id = row!.id;
  const tagIds = await tagIdsOf(tx, article.tags);
  if (tagIds.length) await tx.insert(articleTags).values(tagIds.map((tagId, position) => ({ articleId: id, tagId, position })));
  await writeParts(tx, id, { ...article, tagNames: article.tags.map((t) => t.name) }, { existing: false });
  // Inserted as the old site had them: imported people are inactive until an admin activates them.
  const coAuthorIds = article.coAuthorIds.slice(0, limits.coAuthorsMax);
  if (coAuthorIds.length)
    await tx
      .insert(articleCoAuthors)
      .values(coAuthorIds.map((userId, position) => ({ articleId: id, userId, position })));
  const kept = article.slug !== null && article.status === "published" ? articleSlugOf(article.slug) : null;
  if (kept !== null) {
    const [claimed] = await tx
      .insert(articleSlugs)
      .values({ slug: kept, articleId: id })
      .onConflictDoNothing()
      .returning({ slug: articleSlugs.slug });
    if (claimed) {
      await tx.update(articles).set({ slug: kept }).where(eq(articles.id, id));
      return { id, slug: kept };
    }
  }
  return { id, slug: await assignFirstSlug(tx, id) };
}
