import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commentCreatedResponseSchema } from "#common/schemas/articles.ts";
import { ensureReaderId } from "#server/http/reader-cookie.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { articleParams, errorResponses } from "#server/http/schemas.ts";

/** A reader's comment (SPEC.md §7 Public), through the posting the article page's form shares (posting.ts). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/articles/:articleId/comments",
    {
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary: "Comment under a self-chosen name (plain text; rate-limited per reader and IP)",
        params: articleParams,
        // Shape only; the rules are checked by the posting (posting.ts), so that the answer carries their Bulgarian text.
        body: z.object({ username: z.string(), content: z.string() }),
        response: { 201: commentCreatedResponseSchema, ...errorResponses(403, 404, 429) },
      },
    },
    async (request, reply) => {
      const origin = { readerId: ensureReaderId(request, reply), ipAddress: request.ip };
      const created = await app.comments.post(request.params.articleId, request.body, origin);
      return reply.status(201).send(created);
    },
  );
};
