import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "#common/schemas/admin.ts";
import { adminTagSchema, tagMergeInputSchema, tagRenameInputSchema } from "#common/schemas/tags.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { deleteTag, listAdminTags, mergeTag, renameTag } from "./admin-service.ts";

/** The admin screen "Етикети" (issue 32; under the admin guard: server/modules/admin/routes.ts). */
export const tagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/admin/tags",
    {
      schema: adminOperation("Every tag with its article count, the most used first", {
        response: { 200: z.array(adminTagSchema) },
      }),
    },
    async () => listAdminTags(db),
  );
  app.put(
    "/admin/tags/:id",
    {
      schema: adminOperation("Rename a tag (its old address answers 301 to the new)", {
        params: idParams,
        body: tagRenameInputSchema,
        response: { 200: messageSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      await renameTag(db, actorOf(request), request.params.id, request.body.name);
      return { message: "updated" };
    },
  );
  app.post(
    "/admin/tags/:id/merge",
    {
      schema: adminOperation("Merge a tag into another: its articles and addresses go to the other", {
        params: idParams,
        body: tagMergeInputSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await mergeTag(db, actorOf(request), request.params.id, request.body.intoId);
      return { message: "merged" };
    },
  );
  app.delete(
    "/admin/tags/:id",
    {
      schema: adminOperation("Delete a tag (its articles keep their other tags; its page is then 404)", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await deleteTag(db, actorOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
};
