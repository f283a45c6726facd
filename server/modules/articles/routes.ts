import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isAdminRole } from "#common/roles.ts";
import {
  articleDetailSchema,
  articleListItemSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  commentCreatedResponseSchema,
  featuredKinds,
} from "#common/schemas/articles.ts";
import { notFound } from "#server/http/errors.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { errorResponses, idParam } from "#server/http/schemas.ts";
import { optionalUser } from "#server/modules/auth/guards.ts";
import { listFeaturedArticles } from "#server/modules/featured/service.ts";
import { getArticleDetail, listPublishedArticles } from "./service.ts";

const articleParams = z.object({ articleId: idParam });

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
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
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary: "Comment under a self-chosen name (plain text; rate-limited per reader and IP)",
        params: articleParams,
        // Shape only; the rules are checked by the posting (comments/posting.ts), so that the answer carries their Bulgarian text.
        body: z.object({ username: z.string(), content: z.string() }),
        response: { 201: commentCreatedResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const origin = { readerId: ensureReaderId(request, reply), ipAddress: request.ip };
      const created = await app.comments.post(request.params.articleId, request.body, origin);
      return reply.status(201).send(created);
    },
  );
};
