import { serverErrors } from "#common/messages/server-errors.ts";
import type { CommentCreatedResponse } from "#common/schemas/articles.ts";
import { commentPostSchema } from "#common/schemas/comments.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import type { Clock } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import { badRequest } from "#server/http/errors.ts";
import type { RateLimiter } from "#server/http/rate-limiter.ts";
import { findUnstorableText } from "#server/http/text-boundary.ts";
import type { ModerationState, Writer } from "./moderation-state.ts";
import { addComment } from "./service.ts";

/** Who posts: the reader cookie and the keyed hash of the address, which the limits and the rules use. */
export type CommentOrigin = Writer;

export type CommentPosting = {
  /**
   * Checks a posted { username, content, parentId? } (SPEC.md §5, with the catalogue's texts), the
   * rate limits and the pre-moderation rules, and stores it, published or held. Throws an
   * HttpError: 400 with the failing fields, 404, 429.
   */
  post(articleId: number, body: unknown, origin: CommentOrigin): Promise<CommentCreatedResponse>;
};

/**
 * Posting a comment, shared by the API (`POST /api/articles/{id}/comments`) and the article page's
 * form without JavaScript (`POST /article/{id}`), so both count against the same limits and rules.
 */
export function createCommentPosting(
  db: Database,
  limiter: RateLimiter,
  moderation: ModerationState,
  clock: Clock,
): CommentPosting {
  return {
    async post(articleId, body, origin) {
      // The API's boundary checked this already; the page's form comes in here directly.
      const unstorable = findUnstorableText(body, "body");
      if (unstorable)
        throw badRequest(serverErrors.unstorableText, {
          [unstorable.replace(/^body\./, "")]: serverErrors.unstorableText,
        });
      const parsed = commentPostSchema.safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, fieldMessages(parsed.error.issues));
      // Counted before the first await, so parallel posts can't all pass (issue 30, point 2); a
      // comment that is not stored (no such article) gives its use back.
      const use = limiter.take("comment", { reader: origin.readerId, address: origin.addressHash });
      try {
        const heldReason = await moderation.holdReason(parsed.data, origin, clock());
        return await addComment(db, articleId, parsed.data, { ...origin, heldReason });
      } catch (error) {
        use.release();
        throw error;
      }
    },
  };
}
