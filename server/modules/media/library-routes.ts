import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageSchema } from "#common/schemas/admin.ts";
import { mediaDetailSchema, mediaListQuerySchema, mediaListSchema, mediaUpdateSchema } from "#common/schemas/media.ts";
import { actorOf, errorResponses, idParams, journalistOperation } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { deleteMedia, listMedia, mediaDetail, updateMedia } from "./library.ts";
import { queueSocialCrop } from "./social-crop.ts";

/**
 * The media library (issue 34, point 3; decision 0130), for every staff member: journalists and
 * admins see all the pictures; who uploaded one, or an admin, changes or deletes it.
 */
export const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  app.get(
    "/media",
    {
      onRequest: requireStaff,
      schema: journalistOperation(
        "A page (40) of the uploaded pictures, newest first, found by text, uploader and day",
        {
          querystring: mediaListQuerySchema,
          response: { 200: mediaListSchema },
        },
      ),
    },
    async (request) => listMedia(db, request.query),
  );
  app.get(
    "/media/:id",
    {
      onRequest: requireStaff,
      schema: journalistOperation("A picture with the articles that use it", {
        params: idParams,
        response: { 200: mediaDetailSchema, ...errorResponses(404) },
      }),
    },
    async (request) => mediaDetail(db, request.user!, request.params.id),
  );
  app.put(
    "/media/:id",
    {
      onRequest: requireStaff,
      schema: journalistOperation("Change a picture's description, credit or focal point (its uploader or an admin)", {
        params: idParams,
        body: mediaUpdateSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await updateMedia(db, actorOf(request), request.params.id, request.body, (tx, picture) =>
        queueSocialCrop(app.jobs, tx, picture.id),
      );
      return { message: "updated" };
    },
  );
  app.delete(
    "/media/:id",
    {
      onRequest: requireStaff,
      schema: journalistOperation("Delete a picture no article uses (its uploader or an admin)", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      // An unused picture shows on no page.
      changedPages(request, { pages: "none" });
      await deleteMedia(db, media, actorOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
};
