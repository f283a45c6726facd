import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limits } from "#common/limits.ts";
import { isOwnerRole } from "#common/roles.ts";
import { messageSchema, userInputSchema, userListQuerySchema } from "#common/schemas/admin.ts";
import { publicUserSchema } from "#common/schemas/auth.ts";
import { badRequest, forbidden } from "#server/http/errors.ts";
import { multipartForm, streamedUpload } from "#server/http/multipart.ts";
import { actorOf, adminOperation, errorResponses, idParam, idParams } from "#server/http/schemas.ts";
import { createStaffUser, deleteStaffUser, listUsers, setProfilePicture, updateStaffUser } from "./admin-service.ts";
import { withReceivedAvatar } from "./avatar-upload.ts";
import { renewSession } from "#server/modules/auth/sessions.ts";
import { toPublicUser } from "./service.ts";

/**
 * The staff accounts (under the admin guard: server/modules/admin/routes.ts): an Admin manages
 * journalists, the Owner also the administrators; Owner rows are never deactivated or deleted.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, tokens, now } = app.deps;
  // Multipart for the profile picture only: these routes' plugin is the parser's scope.
  await app.register(fastifyMultipart, { limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 5, parts: 10 } });

  app.get(
    "/admin/users",
    {
      schema: adminOperation("Journalists (Admin, Owner); administrators or everyone (Owner)", {
        querystring: userListQuerySchema,
        response: { 200: z.array(publicUserSchema) },
      }),
    },
    async (request) => {
      if (request.query.role !== "Journalist" && !isOwnerRole(request.user!.role)) throw forbidden();
      return listUsers(db, request.query.role);
    },
  );
  app.post(
    "/admin/users",
    {
      schema: adminOperation("Create a staff account", {
        body: userInputSchema,
        response: { 201: publicUserSchema, ...errorResponses(409) },
      }),
    },
    async (request, reply) => reply.status(201).send(await createStaffUser(db, actorOf(request), request.body)),
  );
  app.put(
    "/admin/users/:id",
    {
      schema: adminOperation(
        "Update a staff account (or just {isActive}); a new password ends the account's other sessions",
        {
          params: idParams,
          body: userInputSchema,
          response: { 200: publicUserSchema.extend({ token: z.string().optional() }), ...errorResponses(404, 409) },
        },
      ),
    },
    async (request) => {
      const me = request.user!;
      const updated = await updateStaffUser(db, actorOf(request), request.params.id, request.body);
      // Changing one's own password ends every other session; the one that changed it gets a new token.
      const ownNewPassword = updated.id === me.id && updated.tokenVersion !== me.tokenVersion;
      const token = ownNewPassword ? await renewSession({ db, tokens }, request, updated, now()) : undefined;
      return { ...toPublicUser(updated), ...(token ? { token } : {}) };
    },
  );
  app.delete(
    "/admin/users/:id",
    {
      schema: adminOperation("Delete a staff account", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await deleteStaffUser(db, actorOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
  app.post(
    "/admin/journalist-profile-picture",
    {
      ...streamedUpload(),
      schema: adminOperation("Set a journalist's profile picture (jpeg, png or webp, ≤ 5 MB)", {
        ...multipartForm({
          journalist_id: z
            .string()
            .regex(/^[1-9][0-9]*$/)
            .describe("The journalist's id"),
          file: z.file().describe("One jpeg, png or webp image; its type is read from its bytes"),
        }),
        response: { 200: z.object({ url: z.string() }), ...errorResponses(404, 503) },
      }),
    },
    async (request) => {
      return withReceivedAvatar(request, async ({ image, fields }) => {
        const journalistId = idParam.safeParse(fields.journalist_id);
        if (!journalistId.success) throw badRequest();
        return setProfilePicture(db, media, actorOf(request), journalistId.data, image);
      });
    },
  );
};
