import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countViewResponseSchema, likedResponseSchema, likeResponseSchema } from "#common/schemas/articles.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { articleParams, errorResponses } from "#server/http/schemas.ts";
import { isLikedBy, likeArticle, readerLike } from "./service.ts";

/** The reader's view and like of an article (SPEC.md §7 Public): counted once per reader, bounded per address. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { views, rateLimiter } = app;

  app.post(
    "/articles/:articleId/count-view",
    {
      onRequest: requireSameOrigin,
      // The page's view count is this answer's (decision 0138); a view changes nothing else.
      config: { countsOnly: true },
      schema: {
        tags: ["public"],
        summary:
          "Count the reader's view (once per reader and article every 30 minutes, and a bounded number per address)",
        params: articleParams,
        response: { 200: countViewResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) =>
      views.count(request.params.articleId, ensureReaderId(request, reply), rateLimiter.address(request.ip)),
  );

  app.get(
    "/articles/:articleId/liked",
    {
      schema: {
        tags: ["public"],
        summary:
          "Whether this reader (cookie) has liked the article, and its likes now; cached pages ask it after loading",
        params: articleParams,
        response: { 200: likedResponseSchema },
      },
      config: { personal: true },
    },
    async (request) => {
      return readerLike(db, request.params.articleId, parseReaderId(request.cookies[readerCookieName]));
    },
  );

  app.post(
    "/articles/:articleId/like",
    {
      // Any likes at all from one address (a flood across articles); the reader's next loads of
      // the article show their like (write-freshness.ts).
      config: { rateLimit: "like", readerWrite: true },
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary:
          "Like an article (one like per reader; a repeat changes nothing; a bounded number of readers per address)",
        params: articleParams,
        response: { 200: likeResponseSchema, ...errorResponses(403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      // Counted before the first await (issue 30, point 2); a reader's repeat, which changes nothing, gives it back.
      const use = rateLimiter.take("articleLike", {
        articleAndAddress: `${articleId}\n${rateLimiter.address(request.ip)}`,
      });
      try {
        const known = parseReaderId(request.cookies[readerCookieName]);
        if (known !== null && (await isLikedBy(db, articleId, known))) use.release();
        return await likeArticle(db, articleId, ensureReaderId(request, reply));
      } catch (error) {
        use.release();
        throw error;
      }
    },
  );
};
