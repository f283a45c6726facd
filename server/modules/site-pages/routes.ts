import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sitePageParams, sitePageSchema } from "#common/schemas/site-pages.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { notFound } from "#server/http/errors.ts";
import { getReaderSitePage, knownSlug } from "./service.ts";

/** The publisher's pages for readers and apps (issue 21); the site renders them at /{slug}. */
export const sitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    "/site-pages/:slug",
    {
      schema: {
        tags: ["public"],
        summary:
          "One of the publisher's pages (За нас, Контакти, Реклама, the privacy policy, the terms), without what the publisher has not filled in",
        params: sitePageParams,
        response: { 200: sitePageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await getReaderSitePage(db, knownSlug(request.params.slug), config.siteName);
      if (!page) throw notFound();
      return page;
    },
  );
};
