import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sitePageParams, sitePageSchema } from "#common/schemas/site-pages.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { getSitePage, knownSlug } from "./service.ts";

/** The publisher's pages for readers and apps (issue 21); the site renders them at /{slug}. */
export const sitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    "/site-pages/:slug",
    {
      schema: {
        tags: ["public"],
        summary: "One of the publisher's pages (За нас, Контакти, Реклама, the privacy policy, the terms)",
        params: sitePageParams,
        response: { 200: sitePageSchema, ...errorResponses(404) },
      },
    },
    async (request) => getSitePage(db, knownSlug(request.params.slug), config.siteName),
  );
};
