import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  tagPageQuerySchema,
  tagPageSchema,
  tagParams,
  tagSuggestionSchema,
  tagSuggestQuerySchema,
} from "#common/schemas/tags.ts";
import { notFound } from "#server/http/errors.ts";
import { errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { getTagPage, suggestTags } from "./service.ts";

/** A tag page's data for apps (issue 32); the site renders it at /tag/{slug}. */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/tags/:slug",
    {
      schema: {
        tags: ["public"],
        summary: "A tag and a page of its published articles, newest first (an old slug of the tag answers the same)",
        params: tagParams,
        querystring: tagPageQuerySchema,
        response: { 200: tagPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await getTagPage(db, request.params.slug, request.query.page);
      if (!found) throw notFound();
      const { tagId: _id, ...page } = found;
      return page;
    },
  );
};

/** The builder's tag suggestions (issue 32): staff only. */
export const journalistTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook("onRequest", requireStaff);
  app.get(
    "/journalist/tags",
    {
      schema: journalistOperation("Tags that begin as typed (informal Latin finds Cyrillic), the most used first", {
        querystring: tagSuggestQuerySchema,
        response: { 200: z.array(tagSuggestionSchema) },
      }),
    },
    async (request) => suggestTags(db, request.query.q),
  );
};
