import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorPageSchema, authorParams, authorQuerySchema } from "#common/schemas/authors.ts";
import { notFound } from "#server/http/errors.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { getAuthorPage } from "./service.ts";

/** The author pages' data for apps (issue 21); the site renders them at /author/{username}. */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/authors/:username",
    {
      schema: {
        tags: ["public"],
        summary: "An author (name, picture, biography) and a page of their published articles, newest first",
        params: authorParams,
        querystring: authorQuerySchema,
        response: { 200: authorPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await getAuthorPage(db, request.params.username, request.query.page);
      if (!page) throw notFound();
      return page;
    },
  );
};
