import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UserType } from "#common/roles.ts";
import { loginSchema, publicUserSchema, registerSchema } from "#common/schemas/auth.ts";
import { limits as limitValues } from "#common/limits.ts";
import { signedInSchema, twoStepChallengeSchema } from "#common/schemas/two-step.ts";
import { registerTexts } from "#common/messages/auth.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import { bearerOperation, errorResponses } from "#server/http/schemas.ts";
import { toPublicUser } from "#server/modules/users/service.ts";
import { requireAdmin, requireStaff } from "./guards.ts";
import { createRefusedSignIns } from "./refused-sign-ins.ts";
import { completeTwoStep, login, register } from "./service.ts";
import { originOf } from "./sessions.ts";
import { createSignInLimits } from "./sign-in-limits.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config, now } = app.deps;
  const twoStepKeys = app.twoStepKeys;
  const limits = createSignInLimits(app.rateLimiter);
  const refusals = createRefusedSignIns(db, now, (error) =>
    app.log.error({ err: error }, "recording refused sign-ins failed"),
  );
  app.addHook("onClose", () => refusals.close());

  const doors: { door: UserType; prefix: string; guard: typeof requireAdmin }[] = [
    { door: "admin", prefix: "/admin/auth", guard: requireAdmin },
    { door: "journalist", prefix: "/journalist/auth", guard: requireStaff },
  ];

  for (const { door, prefix, guard } of doors) {
    app.post(
      `${prefix}/login`,
      {
        schema: {
          tags: ["auth"],
          summary: door === "admin" ? "Admin and Owner sign-in" : "Staff sign-in to the journalist area",
          body: loginSchema,
          response: { 200: z.union([signedInSchema, twoStepChallengeSchema]), ...errorResponses(401, 403, 429) },
        },
      },
      async (request) =>
        login({ db, tokens, limits, refusals, now, twoStepKeys }, door, request.body, originOf(request)),
    );

    app.post(
      `${prefix}/two-step`,
      {
        schema: {
          tags: ["auth"],
          summary: "The second sign-in step: the password step's challenge and a code (app or backup)",
          body: z.object({
            challenge: z.string().max(2000),
            code: z.string().max(limitValues.twoStepCodeMax),
          }),
          response: { 200: signedInSchema, ...errorResponses(401, 429) },
        },
      },
      async (request) =>
        completeTwoStep({ db, tokens, limits, refusals, now, twoStepKeys }, door, request.body, originOf(request)),
    );

    app.get(
      `${prefix}/me`,
      {
        onRequest: guard,
        // A set-up-only session (decision 0132) may read who it is.
        config: { twoStepSetup: true },
        schema: bearerOperation(
          "auth",
          door === "admin" ? "The signed-in Admin or Owner" : "The signed-in staff user",
          {
            response: { 200: publicUserSchema },
          },
        ),
      },
      async (request) => toPublicUser(request.user!),
    );
  }

  app.post(
    "/register",
    {
      config: { rateLimit: "registration" },
      schema: {
        tags: ["auth"],
        summary: "Create a journalist account (REGISTRATION decides whether it starts active)",
        body: registerSchema,
        response: {
          201: messageSchema.extend({ user: publicUserSchema, token: z.string().optional() }),
          ...errorResponses(403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await register({ db, tokens, now }, config.registration, request.body, originOf(request));
      return reply.status(201).send({ message: registerTexts.success, ...result });
    },
  );
};
