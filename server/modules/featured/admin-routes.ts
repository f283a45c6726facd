import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  featuredInputSchema,
  featuredQuerySchema,
  featuredSelectionSchema,
  messageSchema,
} from "#common/schemas/admin.ts";
import { actorOf, adminOperation } from "#server/http/schemas.ts";
import { editorial } from "#server/modules/auth/guards.ts";
import { getFeaturedSelection, saveFeaturedSelection } from "./service.ts";

/** The home page's selections (under the admin guard: server/modules/admin/routes.ts). */
export const featuredAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/admin/featured-articles",
    {
      config: editorial,
      schema: adminOperation("The current popular or secondary selection", {
        querystring: featuredQuerySchema,
        response: { 200: featuredSelectionSchema },
      }),
    },
    async (request) => ({ articles: await getFeaturedSelection(db, request.query.type) }),
  );
  app.post(
    "/admin/featured-articles",
    {
      config: editorial,
      schema: adminOperation(
        "Replace both selections (published articles, ≤ 3 popular and ≤ 4 secondary, no repeats)",
        {
          body: featuredInputSchema,
          response: { 200: messageSchema },
        },
      ),
    },
    async (request) => {
      await saveFeaturedSelection(db, actorOf(request), request.body);
      return { message: "saved" };
    },
  );
};
