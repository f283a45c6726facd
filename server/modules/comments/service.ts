import { and, desc, eq, sql } from "drizzle-orm";
import type { AdminComment } from "#common/schemas/admin.ts";
import type { CommentCreatedResponse, CommentInput } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { articles, comments } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

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


/** An article's comments, newest first, for the admin comments modal. */
export async function listArticleComments(db: Database, articleId: number): Promise<AdminComment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.articleId, articleId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(1000);
  return rows.map((c) => ({ id: c.id, author: c.authorName, avatar: null, content: c.content, createdAt: c.createdAt.toISOString() }));
}

/** Deletes a comment; the article's comment count follows in the same transaction. */
export async function deleteComment(db: Database, actor: Actor, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(comments).where(eq(comments.id, id)).returning();
    if (!row) throw notFound();
    await tx
      .update(articles)
      .set({ commentsCount: sql`greatest(${articles.commentsCount} - 1, 0)` })
      .where(eq(articles.id, row.articleId));
    return row;
  });
  await auditBy(db, actor, "DELETE", "COMMENT", id, `Deleted comment by "${deleted.authorName}" on article ${deleted.articleId}`);
}
