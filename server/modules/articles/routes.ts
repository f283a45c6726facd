import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isAdminRole } from "#common/roles.ts";
import {
  articleDetailSchema,
  articleListItemSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  commentCreatedResponseSchema,
  commentInputSchema,
  featuredKinds,
} from "#common/schemas/articles.ts";
import { articleTexts } from "#common/messages.ts";
import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import { badRequest, HttpError, notFound, tooManyRequests } from "#server/http/errors.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { requireSameSite } from "#server/http/same-site.ts";
import { errorResponses, idParam } from "#server/http/schemas.ts";
import { optionalUser } from "#server/modules/auth/guards.ts";
import { addComment } from "#server/modules/comments/service.ts";
import { listFeaturedArticles } from "#server/modules/featured/service.ts";
import { getArticleDetail, listPublishedArticles } from "./service.ts";

const articleParams = z.object({ articleId: idParam });

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // Per reader and per IP address: a person posts a few comments a minute at most; an IP may be
  // a whole newsroom or school behind one address.
  const commentLimiter = createSlidingWindowLimiter([
    { prefix: "reader:", max: 5, windowMs: 60_000 },
    { prefix: "ip:", max: 30, windowMs: 60_000 },
  ]);

  /** Refuses with 429 (and a Retry-After) when any key is over its limit, and logs it. */
  function enforce(limiter: typeof commentLimiter, keys: string[], what: string, message?: string) {
    const wait = limiter.retryAfter(keys);
    if (wait === 0) return;
    app.log.warn({ keys, what }, "rate limit reached");
    throw message ? new HttpError(429, message, undefined, { "retry-after": String(wait) }) : tooManyRequests(wait);
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
    "/articles/:articleId/comments",
    {
      onRequest: requireSameSite,
      schema: {
        tags: ["public"],
        summary: "Comment under a self-chosen name (plain text; rate-limited per reader and IP)",
        params: articleParams,
        // Shape only; the limits are checked below so that the answer carries their Bulgarian text.
        body: z.object({ username: z.string(), content: z.string() }),
        response: { 201: commentCreatedResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const parsed = commentInputSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
        throw badRequest(parsed.error.issues[0]!.message, fields);
      }
      const readerId = ensureReaderId(request, reply);
      const keys = [`reader:${readerId}`, `ip:${request.ip}`];
      enforce(commentLimiter, keys, "comment", articleTexts.commentTooFast);
      const created = await addComment(db, request.params.articleId, parsed.data, { readerId, ipAddress: request.ip });
      commentLimiter.record(keys);
      return reply.status(201).send(created);
    },
  );
};
