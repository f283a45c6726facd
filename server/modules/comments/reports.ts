import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { commentLimits } from "#common/limits.ts";
import { commentServerErrors, readerCommentTexts } from "#common/messages.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import { reportInputSchema } from "#common/schemas/comments.ts";
import type { Database } from "#server/db/client.ts";
import { articles, commentReports, comments } from "#server/db/schema.ts";
import { badRequest, conflict, notFound, tooManyRequests } from "#server/http/errors.ts";
import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import type { Writer } from "./moderation-state.ts";

const hourMs = 60 * 60_000;

/**
 * A reader's report of a published comment (issue 22, point 1): a reason and optional details, one
 * per reader and comment, a bounded number per reader and per address an hour. The moderation
 * queue shows open reports until a moderator decides on the comment.
 */
export function createCommentReporting(db: Database, log: FastifyBaseLogger) {
  const limiter = createSlidingWindowLimiter([
    { prefix: "reader:", max: commentLimits.reportsPerReaderPerHour, windowMs: hourMs },
    { prefix: "address:", max: commentLimits.reportsPerAddressPerHour, windowMs: hourMs },
  ]);

  return {
    /** Stores the report, or throws: 400 (the fields), 404 (no such published comment), 409 (reported already), 429. */
    async report(commentId: number, body: unknown, writer: Writer): Promise<void> {
      const parsed = reportInputSchema.safeParse(body);
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error.issues);
        throw badRequest(parsed.error.issues[0]!.message, fields);
      }
      const keys = [`reader:${writer.readerId}`, `address:${writer.addressHash}`];
      const wait = limiter.retryAfter(keys);
      if (wait > 0) {
        log.warn({ keys, what: "comment report" }, "rate limit reached");
        throw tooManyRequests(wait, readerCommentTexts.reportTooFast);
      }
      const [visible] = await db
        .select({ id: comments.id })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.id, commentId), eq(comments.status, "published"), eq(articles.status, "published")));
      if (!visible) throw notFound();
      limiter.record(keys);
      const [stored] = await db
        .insert(commentReports)
        .values({ commentId, reason: parsed.data.reason, details: parsed.data.details, readerId: writer.readerId, addressHash: writer.addressHash })
        .onConflictDoNothing({ target: [commentReports.commentId, commentReports.readerId] })
        .returning({ id: commentReports.id });
      if (!stored) throw conflict(commentServerErrors.alreadyReported);
    },
  };
}

export type CommentReporting = ReturnType<typeof createCommentReporting>;
