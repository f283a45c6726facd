import type { FastifyBaseLogger } from "fastify";
import { articleTexts, serverErrors } from "#common/messages.ts";
import { commentInputSchema, type CommentCreatedResponse } from "#common/schemas/articles.ts";
import type { Database } from "#server/db/client.ts";
import { badRequest, tooManyRequests } from "#server/http/errors.ts";
import { findUnstorableText } from "#server/http/text-boundary.ts";
import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import { addComment } from "./service.ts";

/** Who posts: the reader cookie and the address, which the limits count. */
export type CommentOrigin = { readerId: string; ipAddress: string };

export type CommentPosting = {
  /**
   * Checks a posted { username, content } (SPEC.md §5, with the catalogue's texts), the rate
   * limits, and stores it. Throws an HttpError: 400 with the failing fields, 404, 429.
   */
  post(articleId: number, body: unknown, origin: CommentOrigin): Promise<CommentCreatedResponse>;
};

/**
 * Posting a comment, shared by the API (`POST /api/articles/{id}/comments`) and the article page's
 * form without JavaScript (`POST /article/{id}`), so both count against the same limits.
 */
export function createCommentPosting(db: Database, log: FastifyBaseLogger): CommentPosting {
  // Per reader and per IP address: a person posts a few comments a minute at most; an IP may be
  // a whole newsroom or school behind one address.
  const limiter = createSlidingWindowLimiter([
    { prefix: "reader:", max: 5, windowMs: 60_000 },
    { prefix: "ip:", max: 30, windowMs: 60_000 },
  ]);

  return {
    async post(articleId, body, origin) {
      // The API's boundary checked this already; the page's form comes in here directly.
      const unstorable = findUnstorableText(body, "body");
      if (unstorable) throw badRequest(serverErrors.unstorableText, { [unstorable.replace(/^body\./, "")]: serverErrors.unstorableText });
      const parsed = commentInputSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
        throw badRequest(parsed.error.issues[0]!.message, fields);
      }
      const keys = [`reader:${origin.readerId}`, `ip:${origin.ipAddress}`];
      const wait = limiter.retryAfter(keys);
      if (wait > 0) {
        log.warn({ keys, what: "comment" }, "rate limit reached");
        throw tooManyRequests(wait, articleTexts.commentTooFast);
      }
      const created = await addComment(db, articleId, parsed.data, origin);
      limiter.record(keys);
      return created;
    },
  };
}
