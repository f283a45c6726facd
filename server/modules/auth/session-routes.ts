import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionErrors, sessionTexts } from "#common/messages/sessions.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import { endOthersResultSchema, sessionIdParamsSchema, staffSessionListSchema } from "#common/schemas/sessions.ts";
import { notFound } from "#server/http/errors.ts";
import { actorOf, errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { auditBy } from "#server/modules/audit/service.ts";
import { describeDevice } from "./device-names.ts";
import { requireStaff } from "./guards.ts";
import { endOtherSessions, endSession, listSessions } from "./sessions.ts";

/**
 * One's own signed-in devices (issue 35, point 4; decision 0133), for every staff account at
 * either door: the list, ending one (also the request's own, which is signing out), and ending all
 * the others. Each ending is in the audit log.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, now } = app.deps;
  app.addHook("onRequest", requireStaff);

  app.get(
    "/journalist/sessions",
    {
      config: { personal: true },
      schema: journalistOperation("One's own signed-in devices, the most recently used first", {
        response: { 200: staffSessionListSchema },
      }),
    },
    async (request) => ({ sessions: await listSessions(db, request.user!, request.sessionId, now()) }),
  );

  app.delete(
    "/journalist/sessions/:sessionId",
    {
      config: { personal: true },
      schema: journalistOperation("End one of one's own sessions (one's own: sign out)", {
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      const user = request.user!;
      const ended = await endSession(db, user, request.params.sessionId, now());
      if (!ended) throw notFound(sessionErrors.notFound);
      const own = ended.id === request.sessionId;
      await auditBy(
        db,
        actorOf(request),
        "DELETE",
        "AUTH",
        user.id,
        `${own ? "Signed out" : "Ended a session"}: ${describeDevice(ended.userAgent)} (${ended.door})`,
      );
      return { message: sessionTexts.ended };
    },
  );

  app.post(
    "/journalist/sessions/end-others",
    {
      config: { personal: true },
      schema: journalistOperation("End every other session of one's own account; this one gets a new token", {
        response: { 200: endOthersResultSchema },
      }),
    },
    async (request) => {
      const user = request.user!;
      const result = await endOtherSessions({ db, tokens }, request, user, now());
      await auditBy(db, actorOf(request), "DELETE", "AUTH", user.id, `Ended the other sessions (${result.ended})`);
      return result;
    },
  );
};
