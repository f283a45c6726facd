import { and, eq, sql } from "drizzle-orm";
import type { CommentCreatedResponse, CommentInput } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articles, comments } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";

/** Stores a reader's comment (plain text) on a published article and counts it. */
export async function addComment(
  db: Database,
  articleId: number,
  input: CommentInput,
  origin: { readerId: string; ipAddress: string },
): Promise<CommentCreatedResponse> {
  return db.transaction(async (tx) => {
    // Counting first locks the article row, so a concurrent unpublish or delete can't slip in between.
    const [counted] = await tx
      .update(articles)
      .set({ commentsCount: sql`${articles.commentsCount} + 1` })
      .where(and(eq(articles.id, articleId), eq(articles.status, "published")))
      .returning({ comments: articles.commentsCount });
    if (!counted) throw notFound();
    const [row] = await tx
      .insert(comments)
      .values({ articleId, authorName: input.username, content: input.content, readerId: origin.readerId, ipAddress: origin.ipAddress })
      .returning();
    return {
      comment: { id: row!.id, author: row!.authorName, avatar: null, content: row!.content, timestamp: row!.createdAt.toISOString() },
      comments: counted.comments,
    };
  });
}

