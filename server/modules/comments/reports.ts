import { and, eq } from "drizzle-orm";
import { commentServerErrors } from "#common/messages/server-errors.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import { reportInputSchema } from "#common/schemas/comments.ts";
import type { Database } from "#server/db/client.ts";
import { articles, commentReports, comments } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import type { RateLimiter } from "#server/http/rate-limiter.ts";
import type { Writer } from "./moderation-state.ts";

/**
 * A reader's report of a published comment (issue 22, point 1): a reason and optional details, one
 * per reader and comment, a bounded number per reader and per address an hour. The moderation
 * queue shows open reports until a moderator decides on the comment.
 */
export function createCommentReporting(db: Database, limiter: RateLimiter) {
  return {
    /** Stores the report, or throws: 400 (the fields), 404 (no such published comment), 409 (reported already), 429. */
    async report(commentId: number, body: unknown, writer: Writer): Promise<void> {
      const parsed = reportInputSchema.safeParse(body);
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error.issues);
        throw badRequest(parsed.error.issues[0]!.message, fields);
      }
      // Counted before the first await (issue 30, point 2); a report of no visible comment gives it back.
      const use = limiter.take("commentReport", { reader: writer.readerId, address: writer.addressHash });
      const [visible] = await db
        .select({ id: comments.id })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.id, commentId), eq(comments.status, "published"), eq(articles.status, "published")));
      if (!visible) {
        use.release();
        throw notFound();
      }
      const [stored] = await db
        .insert(commentReports)
        .values({
          commentId,
          reason: parsed.data.reason,
          details: parsed.data.details,
          readerId: writer.readerId,
          addressHash: writer.addressHash,
        })
        .onConflictDoNothing({ target: [commentReports.commentId, commentReports.readerId] })
        .returning({ id: commentReports.id });
      if (!stored) throw conflict(commentServerErrors.alreadyReported);
    },
  };
}

export type CommentReporting = ReturnType<typeof createCommentReporting>;
