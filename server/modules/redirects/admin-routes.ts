import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageSchema } from "#common/schemas/admin.ts";
import {
  adminRedirectListSchema,
  adminRedirectSchema,
  redirectInputSchema,
  redirectListQuerySchema,
} from "#common/schemas/redirects.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { addRedirect, deleteRedirect, listRedirects } from "./admin-service.ts";

/**
 * The admin screen "Пренасочвания" (issue 33; under the admin guard: server/modules/admin/routes.ts).
 * A change forgets what this process remembers of the table at once; other processes forget it at
 * the change's announcement (every staff write's, server/web/page-cache/write-freshness.ts).
 */
export const redirectAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const site = { publicUrl: config.publicUrl, serverAddresses: app.redirects.serverAddresses };
  app.get(
    "/admin/redirects",
    {
      schema: adminOperation("A page of the redirects of old addresses, newest first, searched in either address", {
        querystring: redirectListQuerySchema,
        response: { 200: adminRedirectListSchema },
      }),
    },
    async (request) => listRedirects(db, request.query),
  );
  app.post(
    "/admin/redirects",
    {
      schema: adminOperation("Add a redirect of an old address (301) to a page of this site", {
        body: redirectInputSchema,
        response: { 201: adminRedirectSchema, ...errorResponses(409) },
      }),
    },
    async (request, reply) => {
      const added = await addRedirect(db, actorOf(request), request.body, site);
      app.redirects.lookup.clear();
      return reply.status(201).send(added);
    },
  );
  app.delete(
    "/admin/redirects/:id",
    {
      schema: adminOperation("Delete a redirect (its old address is a 404 again)", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await deleteRedirect(db, actorOf(request), request.params.id);
      app.redirects.lookup.clear();
      return { message: "deleted" };
    },
  );
};
