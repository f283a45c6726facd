import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { ModerationDecision, ModerationDecisionInput } from "#common/schemas/comments.ts";
import type { Database } from "#server/db/client.ts";
import { articles, commentReports, comments, type CommentStatus } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

const newStatus: Record<Exclude<ModerationDecision, "delete">, CommentStatus> = {
  approve: "published",
  hide: "hidden",
};

const auditWords: Record<ModerationDecision, string> = { approve: "Approved", hide: "Hid", delete: "Deleted" };

/**
 * A moderator's decision on one or many comments (issue 22, point 2): approve (publish a held or
 * hidden one, or keep a reported one), hide (kept, not shown to readers, restorable) or delete (with
 * its replies). Open reports of the comments are resolved by it. The articles' counters of
 * published comments move in the same transaction, which locks the articles first, as posting does.
 * Each comment's decision, with the reason, is one audit row (entity COMMENT). Answers how many
 * comments were decided; 404 when none of the ids exists.
 */
export async function decideComments(
  db: Database,
  actor: Actor,
  input: ModerationDecisionInput,
  now: Date,
): Promise<number> {
  const ids = [...new Set(input.ids)];
  const reason = input.reason?.trim() || null;
  const decided = await db.transaction(async (tx) => {
    const found = await tx.select({ articleId: comments.articleId }).from(comments).where(inArray(comments.id, ids));
    if (found.length === 0) throw notFound();
    const articleIds = [...new Set(found.map((row) => row.articleId))].sort((a, b) => a - b);
    await tx.execute(sql`select id from ${articles} where ${inArray(articles.id, articleIds)} order by id for update`);
    const rows = await tx
      .select({
        id: comments.id,
        articleId: comments.articleId,
        status: comments.status,
        authorName: comments.authorName,
      })
      .from(comments)
      .where(inArray(comments.id, ids))
      .for("update");
    const delta = new Map<number, number>();
    const move = (articleId: number, by: number) => delta.set(articleId, (delta.get(articleId) ?? 0) + by);

    if (input.decision === "delete") {
      // Replies go with their comment (on delete cascade): every published one among them is counted off.
      const published = await tx
        .select({ articleId: comments.articleId, n: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(or(inArray(comments.id, ids), inArray(comments.parentId, ids)), eq(comments.status, "published")))
        .groupBy(comments.articleId);
      for (const { articleId, n } of published) move(articleId, -n);
      await tx.delete(comments).where(inArray(comments.id, ids));
    } else {
      const status = newStatus[input.decision];
      for (const row of rows) {
        if (row.status === status) continue;
        if (status === "published") move(row.articleId, 1);
        else if (row.status === "published") move(row.articleId, -1);
      }
      await tx
        .update(comments)
        .set({ status, moderatedAt: now, moderatedBy: actor.user.id, moderationReason: reason })
        .where(inArray(comments.id, ids));
      await tx
        .update(commentReports)
        .set({ resolvedAt: now })
        .where(and(inArray(commentReports.commentId, ids), isNull(commentReports.resolvedAt)));
    }
    for (const [articleId, by] of delta) {
      if (by === 0) continue;
      await tx
        .update(articles)
        .set({ commentsCount: sql`greatest(${articles.commentsCount} + ${by}, 0)` })
        .where(eq(articles.id, articleId));
    }
    return rows;
  });
  for (const row of decided) {
    const details = `${auditWords[input.decision]} comment by "${row.authorName}" on article ${row.articleId}${reason ? `. Reason: ${reason}` : ""}`;
    await auditBy(db, actor, input.decision === "delete" ? "DELETE" : "UPDATE", "COMMENT", row.id, details);
  }
  return decided.length;
}
