import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unavailable } from "#server/http/errors.ts";
import { errorResponses } from "#server/http/schemas.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      // Load balancers ask every few seconds: their requests are not logged, a failure still is.
      logLevel: "warn",
      // Never behind the embedded database's queue (issue 30): a monitor must hear that the
      // server is up while a flood of searches waits, and its one statement takes no turn's time.
      config: { admission: false },
      schema: {
        tags: ["health"],
        summary: "200 once the database answers",
        response: { 200: z.object({ status: z.literal("ok") }), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "health check: database did not answer");
        throw unavailable("database unavailable");
      }
    },
  );
};
