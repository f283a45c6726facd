import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { articleListQuerySchema, articleListResponseSchema } from "#common/schemas/articles.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { listPublishedArticles } from "./service.ts";

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listPublishedArticles(app.deps.db, request.query),
  );
};
