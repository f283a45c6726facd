import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limits } from "#common/limits.ts";
import { publicUserSchema } from "#common/schemas/auth.ts";
import { multipartForm, streamedUpload } from "#server/http/multipart.ts";
import { actorOf, errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { withReceivedAvatar } from "./avatar-upload.ts";
import { setOwnProfilePicture, updateOwnProfile } from "./profile.ts";

/**
 * The signed-in staff member's own profile (issue 29, point 9): name and biography for the author
 * page, and the photo, by the admin user form's rules, audit-logged. Any active staff account.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  app.addHook("onRequest", requireStaff);
  await app.register(fastifyMultipart, { limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 5, parts: 10 } });

  app.put(
    "/journalist/profile",
    {
      schema: journalistOperation("Change one's own name and biography (the author page's)", {
        body: z.object({ name: z.string().max(1000).optional(), bio: z.string().max(10_000).nullish() }),
        response: { 200: publicUserSchema },
      }),
    },
    async (request) => updateOwnProfile(db, actorOf(request), request.body),
  );

  app.post(
    "/journalist/profile/picture",
    {
      ...streamedUpload(),
      schema: journalistOperation("Set one's own profile picture (jpeg, png or webp, ≤ 5 MB)", {
        ...multipartForm({
          file: z.file().describe("One jpeg, png or webp image; its type is read from its bytes"),
        }),
        response: { 200: z.object({ url: z.string() }), ...errorResponses(413, 415) },
      }),
    },
    async (request) =>
      withReceivedAvatar(request, ({ image }) => setOwnProfilePicture(db, media, actorOf(request), image)),
  );
};
