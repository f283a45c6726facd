import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countViewResponseSchema, likedResponseSchema, likeResponseSchema } from "#common/schemas/articles.ts";
import { createBudget } from "#server/http/address-budget.ts";
import { tooManyRequests } from "#server/http/errors.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { articleParams, errorResponses } from "#server/http/schemas.ts";
import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import { isLikedBy, likeArticle, readerLike } from "./service.ts";

/**
 * New likes of one article from one address in a day, whatever the cookies: one like per reader
 * is the rule, and a script that throws its reader cookie away gets no further than this.
 */
export const likesPerAddress = 10;

/** The reader's view and like of an article (SPEC.md §7 Public): counted once per reader, bounded per address. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { views } = app;
  // Any likes at all from one address (a flood across articles).
  const likeLimiter = createSlidingWindowLimiter([{ prefix: "ip:", max: 60, windowMs: 60_000 }]);
  const likesByAddress = createBudget({ max: likesPerAddress, windowMs: 24 * 60 * 60_000, maxKeys: 20_000 });

  app.post(
    "/articles/:articleId/count-view",
    {
      onRequest: requireSameOrigin,
      // The view counter on cached pages catches up within seconds; a view changes nothing else.
      config: { countsOnly: true },
      schema: {
        tags: ["public"],
        summary: "Count the reader's view (once per reader and article every 30 minutes, and a bounded number per address)",
        params: articleParams,
        response: { 200: countViewResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => views.count(request.params.articleId, ensureReaderId(request, reply), request.ip),
  );

  app.get(
    "/articles/:articleId/liked",
    {
      schema: {
        tags: ["public"],
        summary: "Whether this reader (cookie) has liked the article, and its likes now; cached pages ask it after loading",
        params: articleParams,
        response: { 200: likedResponseSchema },
      },
    },
    async (request, reply) => {
      // Personal: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return readerLike(db, request.params.articleId, parseReaderId(request.cookies[readerCookieName]));
    },
  );

  app.post(
    "/articles/:articleId/like",
    {
      onRequest: requireSameOrigin,
      // The reader's next loads of the article show their like (write-freshness.ts).
      config: { readerWrite: true },
      schema: {
        tags: ["public"],
        summary: "Like an article (one like per reader; a repeat changes nothing; a bounded number of readers per address)",
        params: articleParams,
        response: { 200: likeResponseSchema, ...errorResponses(403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      const keys = [`ip:${request.ip}`];
      const wait = likeLimiter.retryAfter(keys);
      if (wait > 0) {
        // The log names the address by its keyed hash only (docs/decisions/0078).
        app.log.warn({ address: app.readerAddresses.hash(request.ip), what: "like" }, "rate limit reached");
        throw tooManyRequests(wait);
      }
      likeLimiter.record(keys);
      const known = parseReaderId(request.cookies[readerCookieName]);
      const repeat = known !== null && (await isLikedBy(db, articleId, known));
      if (!repeat && !likesByAddress.take(`${articleId}\n${request.ip}`)) {
        app.log.warn({ articleId, address: app.readerAddresses.hash(request.ip) }, "likes of one article from one address over the day's budget");
        throw tooManyRequests(60 * 60);
      }
      return likeArticle(db, articleId, ensureReaderId(request, reply));
    },
  );
};
