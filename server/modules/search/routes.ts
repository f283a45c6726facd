import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchQuerySchema, searchResponseSchema } from "#common/schemas/search.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { searchArticles } from "./service.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      // A flood of searches from one address stops here, before the database (issue 30, point 3).
      config: { rateLimit: "search" },
      schema: {
        tags: ["public"],
        summary:
          "Search published articles in any spelling (Cyrillic, official or informal Latin, typos), a page at a time",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => searchArticles(app.deps.db, request.query, app.deps.now()),
  );
};
