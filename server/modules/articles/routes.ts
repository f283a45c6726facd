import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleDetailSchema, articleListQuerySchema, articleListResponseSchema } from "#common/schemas/articles.ts";
import { notFound } from "#server/http/errors.ts";
import { parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { articleParams, errorResponses } from "#server/http/schemas.ts";
import { optionalUser } from "#server/modules/auth/guards.ts";
import { getArticleDetail, listPublishedArticles } from "./service.ts";

/** Reading the published articles (SPEC.md §7 Public); authors and admins also read drafts for editing. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/articles",
    {
      schema: {
        tags: ["public"],
        summary: "Published articles by tab (sort) and category, paged",
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema },
      },
    },
    async (request) => listPublishedArticles(db, request.query),
  );

  app.get(
    "/articles/:articleId",
    {
      onRequest: optionalUser,
      schema: {
        tags: ["public"],
        summary:
          "One published article; with editing=true (bearer) the article, draft or not, if the caller is its author, an admin or an Editor",
        params: articleParams,
        querystring: z.object({ editing: z.enum(["true", "false"]).optional() }),
        response: { 200: articleDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const editing = request.query.editing === "true";
      const user = editing ? request.user : null;
      if (editing && !user) throw notFound();
      const article = await getArticleDetail(db, request.params.articleId, {
        editor: user,
        readerId: parseReaderId(request.cookies[readerCookieName]),
      });
      if (!article) throw notFound();
      return article;
    },
  );
};
