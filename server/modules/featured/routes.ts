import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleListItemSchema, featuredKinds } from "#common/schemas/articles.ts";
import { listFeaturedArticles } from "./service.ts";

/** The home page's featured articles (SPEC.md §7 Public). */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.get(
    "/articles/featured/:kind",
    {
      schema: {
        tags: ["public"],
        summary: "The admin's popular (≤ 3; else the most viewed of 7 days) or secondary (≤ 4) articles",
        params: z.object({ kind: z.enum(featuredKinds) }),
        response: { 200: z.array(articleListItemSchema) },
      },
    },
    async (request) => listFeaturedArticles(db, request.params.kind, now()),
  );
};
