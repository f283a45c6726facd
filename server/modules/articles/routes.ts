import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isAdminRole } from "#common/roles.ts";
import {
  articleDetailSchema,
  articleListItemSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  commentCreatedResponseSchema,
  countViewResponseSchema,
  featuredKinds,
  likedResponseSchema,
  likeResponseSchema,
} from "#common/schemas/articles.ts";
import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import { notFound, tooManyRequests } from "#server/http/errors.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { errorResponses, idParam } from "#server/http/schemas.ts";
import { optionalUser } from "#server/modules/auth/guards.ts";
import { isLikedBy, likeArticle } from "#server/modules/engagement/service.ts";
import { listFeaturedArticles } from "#server/modules/featured/service.ts";
import { getArticleDetail, listPublishedArticles } from "./service.ts";

const articleParams = z.object({ articleId: idParam });

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // A like is one per reader anyway; this stops a script that throws its cookie away each time.
  const likeLimiter = createSlidingWindowLimiter([{ prefix: "ip:", max: 60, windowMs: 60_000 }]);
  const { views } = app;

  /** Refuses with 429 (and a Retry-After) when any key is over its limit, and logs it. */
  function enforce(limiter: typeof likeLimiter, keys: string[], what: string) {
    const wait = limiter.retryAfter(keys);
    if (wait === 0) return;
    app.log.warn({ keys, what }, "rate limit reached");
    throw tooManyRequests(wait);
  }

  app.get(
    "/articles",
    {
      schema: {
        tags: ["public"],
        summary: "Published articles by tab (sort) and category, paged",
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listPublishedArticles(db, request.query),
  );

  app.get(
    "/articles/featured/:kind",
    {
      schema: {
        tags: ["public"],
        summary: "The admin's popular (≤ 3; else the most viewed of 7 days) or secondary (≤ 4) articles",
        params: z.object({ kind: z.enum(featuredKinds) }),
        response: { 200: z.array(articleListItemSchema), ...errorResponses(400) },
      },
    },
    async (request) => listFeaturedArticles(db, request.params.kind),
  );

  app.get(
    "/articles/:articleId",
    {
      onRequest: optionalUser,
      schema: {
        tags: ["public"],
        summary: "One published article; with editing=true (bearer) the article, draft or not, if the caller is its author or an admin",
        params: articleParams,
        querystring: z.object({ editing: z.enum(["true", "false"]).optional() }),
        response: { 200: articleDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const editing = request.query.editing === "true";
      const user = editing ? request.user : null;
      if (editing && !user) throw notFound();
      const article = await getArticleDetail(db, request.params.articleId, {
        editor: user ? { userId: user.id, isAdmin: isAdminRole(user.role) } : null,
        readerId: parseReaderId(request.cookies[readerCookieName]),
      });
      if (!article) throw notFound();
      return article;
    },
  );

  app.post(
    "/articles/:articleId/count-view",
    {
      // The view counter on cached pages catches up within seconds; a view changes nothing else.
      config: { countsOnly: true },
      schema: {
        tags: ["public"],
        summary: "Count the reader's view (once per reader and article every 30 minutes)",
        params: articleParams,
        response: { 200: countViewResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => views.count(request.params.articleId, ensureReaderId(request, reply)),
  );

  app.get(
    "/articles/:articleId/liked",
    {
      schema: {
        tags: ["public"],
        summary: "Whether this reader (cookie) has liked the article; cached pages ask it after loading",
        params: articleParams,
        response: { 200: likedResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Personal: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return { liked: await isLikedBy(db, request.params.articleId, parseReaderId(request.cookies[readerCookieName])) };
    },
  );

  app.post(
    "/articles/:articleId/like",
    {
      schema: {
        tags: ["public"],
        summary: "Like an article (one like per reader; a repeat changes nothing)",
        params: articleParams,
        response: { 200: likeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const keys = [`ip:${request.ip}`];
      enforce(likeLimiter, keys, "like");
      likeLimiter.record(keys);
      return likeArticle(db, request.params.articleId, ensureReaderId(request, reply));
    },
  );

  app.post(
    "/articles/:articleId/comments",
    {
      schema: {
        tags: ["public"],
        summary: "Comment under a self-chosen name (plain text; rate-limited per reader and IP)",
        params: articleParams,
        // Shape only; the rules are checked by the posting (comments/posting.ts), so that the answer carries their Bulgarian text.
        body: z.object({ username: z.string(), content: z.string() }),
        response: { 201: commentCreatedResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const origin = { readerId: ensureReaderId(request, reply), ipAddress: request.ip };
      const created = await app.comments.post(request.params.articleId, request.body, origin);
      return reply.status(201).send(created);
    },
  );
};
