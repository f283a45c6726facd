import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { twoStepErrors } from "#common/messages/two-step.ts";
import {
  backupCodesSchema,
  twoStepConfirmSchema,
  twoStepProofSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
  type TwoStepProof,
} from "#common/schemas/two-step.ts";
import type { UserRow } from "#server/db/schema.ts";
import { badRequest, conflict, tooManyRequests } from "#server/http/errors.ts";
import { actorOf, errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { auditBy } from "#server/modules/audit/service.ts";
import { findUserById } from "#server/modules/users/service.ts";
import { requireStaff } from "./guards.ts";
import { renewSession } from "./sessions.ts";
import { verifyPassword } from "./passwords.ts";
import { createSignInLimits, isSignInRefusal } from "./sign-in-limits.ts";
import {
  clearTwoStep,
  codeRefusalText,
  confirmTwoStepSetup,
  replaceBackupCodes,
  startTwoStepSetup,
  twoStepRequiredFor,
  twoStepRequirement,
  twoStepStatus,
  useTwoStepCode,
} from "./two-step.ts";

/**
 * One's own second sign-in step (issue 35, point 3; decision 0132), in the staff profile: start a
 * set-up (secret, otpauth:// address, QR code), confirm it with a code (backup codes shown once),
 * turn it off and get new backup codes (each proven by a code or the password, counted by the
 * sign-in limits). Turning it on or off ends the account's other sessions; the session that did it
 * gets a new token. A session the Owner's requirement limits to the set-up reaches these routes.
 */
export const twoStepProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config, now } = app.deps;
  const keys = app.twoStepKeys;
  const limits = createSignInLimits(app.rateLimiter);
  app.addHook("onRequest", requireStaff);

  /** Checks a proof (code or password) of the signed-in account, counted as a sign-in attempt. */
  async function prove(user: UserRow, ipAddress: string, proof: TwoStepProof) {
    const attempt = await limits.attempt(user.username, ipAddress, async () => true);
    if (isSignInRefusal(attempt)) throw tooManyRequests(attempt.retryAfterSeconds);
    if (proof.code?.trim()) {
      const check = await useTwoStepCode(db, keys, user, proof.code, now());
      if (!check.ok) throw badRequest(codeRefusalText(check.reason), { code: codeRefusalText(check.reason) });
    } else if (!(await verifyPassword(user.passwordHash, proof.password ?? ""))) {
      throw badRequest(twoStepErrors.wrongPassword, { password: twoStepErrors.wrongPassword });
    }
    attempt.succeeded();
  }

  app.get(
    "/journalist/two-step",
    {
      config: { twoStepSetup: true, personal: true },
      schema: journalistOperation("One's own second sign-in step: on or off, backup codes left, required", {
        response: { 200: twoStepStatusSchema },
      }),
    },
    async (request) => twoStepStatus(db, request.user!),
  );

  app.post(
    "/journalist/two-step/setup",
    {
      config: { twoStepSetup: true, personal: true },
      schema: journalistOperation(
        "Start setting up the second step: a new secret, its otpauth:// address and QR code",
        {
          response: { 200: twoStepSetupSchema, ...errorResponses(409) },
        },
      ),
    },
    async (request) => startTwoStepSetup(db, keys, request.user!, config.siteName),
  );

  app.post(
    "/journalist/two-step/confirm",
    {
      config: { twoStepSetup: true, personal: true },
      schema: journalistOperation(
        "Turn the second step on with a current code: 10 backup codes (shown once) and a new token; other sessions end",
        { body: twoStepConfirmSchema, response: { 200: backupCodesSchema, ...errorResponses(409, 429) } },
      ),
    },
    async (request) => {
      const user = request.user!;
      const attempt = await limits.attempt(user.username, request.ip, async () => true);
      if (isSignInRefusal(attempt)) throw tooManyRequests(attempt.retryAfterSeconds);
      const result = await confirmTwoStepSetup(db, keys, user, request.body.code, now());
      if (!result.ok) throw badRequest(result.text, { code: result.text });
      attempt.succeeded();
      await auditBy(db, actorOf(request), "UPDATE", "USER", user.id, "Turned on two-step sign-in");
      // A whole session now, also for one that could only reach the set-up.
      const token = await renewSession({ db, tokens }, request, result.user, now());
      return { backupCodes: result.shown, token };
    },
  );

  app.post(
    "/journalist/two-step/disable",
    {
      config: { personal: true },
      schema: journalistOperation("Turn the second step off (a code or the password); other sessions end", {
        body: twoStepProofSchema,
        response: { 200: backupCodesSchema.pick({ token: true }), ...errorResponses(409, 429) },
      }),
    },
    async (request) => {
      const user = request.user!;
      if (!user.totpEnabledAt) throw conflict(twoStepErrors.notOn);
      if (twoStepRequiredFor(await twoStepRequirement(db), user.role))
        throw conflict(twoStepErrors.requiredCannotTurnOff);
      await prove(user, request.ip, request.body);
      const updated = (await clearTwoStep(db, user.id))!;
      await auditBy(db, actorOf(request), "UPDATE", "USER", user.id, "Turned off two-step sign-in");
      return {
        token: await renewSession({ db, tokens }, request, updated, now()),
      };
    },
  );

  app.post(
    "/journalist/two-step/backup-codes",
    {
      config: { personal: true },
      schema: journalistOperation("New backup codes (a code or the password): the old ones stop working", {
        body: twoStepProofSchema,
        response: { 200: backupCodesSchema, ...errorResponses(409, 429) },
      }),
    },
    async (request) => {
      const user = request.user!;
      if (!user.totpEnabledAt) throw conflict(twoStepErrors.notOn);
      await prove(user, request.ip, request.body);
      // A backup code spent as the proof is gone already: the new list replaces the rest.
      const fresh = (await findUserById(db, user.id))!;
      const backupCodes = await replaceBackupCodes(db, keys, fresh.id);
      await auditBy(db, actorOf(request), "UPDATE", "USER", user.id, "Made new two-step backup codes");
      return { backupCodes };
    },
  );
};
