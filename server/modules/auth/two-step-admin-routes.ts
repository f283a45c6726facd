import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { twoStepErrors } from "#common/messages/two-step.ts";
import { isOwnerRole } from "#common/roles.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import { twoStepSettingsSchema } from "#common/schemas/two-step.ts";
import { conflict, forbidden, notFound } from "#server/http/errors.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { auditBy } from "#server/modules/audit/service.ts";
import { findUserById } from "#server/modules/users/service.ts";
import { clearTwoStep, setTwoStepRequirement, twoStepRequirement } from "./two-step.ts";

/**
 * The Owner's side of two-step sign-in (issue 35, point 3; decision 0132), under the admin guard:
 * whom the second step is required of, and the reset of another account's second step (audited;
 * it ends that account's sessions). The Owner's alone.
 */
export const twoStepAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.addHook("onRequest", async (request) => {
    if (!isOwnerRole(request.user!.role)) throw forbidden();
  });

  app.get(
    "/admin/two-step",
    {
      schema: adminOperation("Whom two-step sign-in is required of (Owner)", {
        response: { 200: twoStepSettingsSchema },
      }),
    },
    async () => ({ requirement: await twoStepRequirement(db) }),
  );

  app.put(
    "/admin/two-step",
    {
      schema: adminOperation("Require two-step sign-in of nobody, the admins or all staff (Owner)", {
        body: twoStepSettingsSchema,
        response: { 200: twoStepSettingsSchema },
      }),
    },
    async (request) => {
      const { requirement } = request.body;
      const before = await twoStepRequirement(db);
      if (before !== requirement) {
        await setTwoStepRequirement(db, requirement, request.user!.id, now());
        await auditBy(
          db,
          actorOf(request),
          "UPDATE",
          "ADMIN",
          null,
          `Two-step sign-in required of: ${before} → ${requirement}`,
        );
      }
      return { requirement };
    },
  );

  app.delete(
    "/admin/users/:id/two-step",
    {
      schema: adminOperation("Reset another account's second sign-in step (Owner); its sessions end", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      const target = await findUserById(db, request.params.id);
      if (!target) throw notFound();
      if (target.id === request.user!.id) throw conflict(twoStepErrors.resetOwnRefused);
      if (!target.totpEnabledAt) throw conflict(twoStepErrors.resetNotOn);
      await clearTwoStep(db, target.id);
      await auditBy(
        db,
        actorOf(request),
        "UPDATE",
        "USER",
        target.id,
        `Reset two-step sign-in of ${target.username}; their sessions ended`,
      );
      return { message: "ok" };
    },
  );
};
