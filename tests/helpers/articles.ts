import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { articleCategories, articleCoAuthors, articles, categories, sections } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";

export type TestArticle = {
  title: string;
  description?: string;
  categories?: string[];
  paragraphs?: string[];
  status?: "draft" | "published";
  authorId?: number | null;
  /** Co-authors' account ids, in the byline's order (decision 0121). */
  coAuthorIds?: number[];
  publishDate?: Date;
  thumbnail?: string | null;
  thumbnailAlt?: string | null;
  thumbnailCredit?: string | null;
};

/** Writes an article straight into the database, as the journalist workspace would save it. */
export async function insertArticle(db: Database, input: TestArticle): Promise<number> {
  const names = input.categories ?? ["Политика"];
  await ensureCategories(db, names);
  const status = input.status ?? "published";
  const [row] = await db
    .insert(articles)
    .values({
      title: input.title,
      description: input.description ?? "",
      status,
      authorId: input.authorId ?? null,
      thumbnail: input.thumbnail ?? null,
      thumbnailAlt: input.thumbnailAlt ?? null,
      thumbnailCredit: input.thumbnailCredit ?? null,
      publishDate: status === "published" ? (input.publishDate ?? new Date()) : null,
    })
    .returning({ id: articles.id });
  const id = row!.id;
  for (const [position, name] of names.entries()) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    await db.insert(articleCategories).values({ articleId: id, categoryId: category!.id, position });
  }
  if (input.coAuthorIds?.length)
    await db
      .insert(articleCoAuthors)
      .values(input.coAuthorIds.map((userId, position) => ({ articleId: id, userId, position })));
  const paragraphs = input.paragraphs ?? ["<p>Текст на статията.</p>"];
  if (paragraphs.length > 0) {
    await db
      .insert(sections)
      .values(
        paragraphs.map((content, orderIndex) => ({ articleId: id, type: "paragraph" as const, content, orderIndex })),
      );
  }
  await rebuildSearchDocuments(db, [id], { vocabulary: "complete" });
  return id;
}
