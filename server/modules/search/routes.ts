import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchQuerySchema, searchResponseSchema } from "#common/schemas/articles.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { searchArticles } from "./service.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["public"],
        summary: "Search published articles (title, description, categories, text; Latin finds Cyrillic)",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchArticles(app.deps.db, request.query.q),
  );
};
