import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sitePageAdminSchema,
  sitePageInputSchema,
  sitePageParams,
  sitePageSchema,
} from "#common/schemas/site-pages.ts";
import { actorOf, adminOperation, errorResponses } from "#server/http/schemas.ts";
import { requireOwner } from "#server/modules/auth/guards.ts";
import { knownSlug, listSitePagesForOwner, updateSitePage } from "./service.ts";

/** The publisher's pages, the Owner's to edit (under the admin guard: server/modules/admin/routes.ts). */
export const sitePageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  app.addHook("onRequest", requireOwner);
  app.get(
    "/admin/site-pages",
    {
      schema: adminOperation(
        "The publisher's pages with their texts, what their gaps ask for and whether readers see them (Owner)",
        {
          response: { 200: z.array(sitePageAdminSchema) },
        },
      ),
    },
    async () => listSitePagesForOwner(db, config.siteName),
  );
  app.put(
    "/admin/site-pages/:slug",
    {
      schema: adminOperation("Save a publisher's page: its title and its text as HTML, sanitized (Owner)", {
        params: sitePageParams,
        body: sitePageInputSchema,
        response: { 200: sitePageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => updateSitePage(db, actorOf(request), knownSlug(request.params.slug), request.body, now()),
  );
};
