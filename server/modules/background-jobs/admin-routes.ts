import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backgroundJobsSchema } from "#common/schemas/background-jobs.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import { jobsOverview, retryFailedJob } from "#server/background/durable-jobs.ts";
import { notFound } from "#server/http/errors.ts";
import { adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";

/**
 * Durable background jobs as admins see them (issue 34, point 5; decision 0129): those that failed
 * for good, with why, and the way to try one again (under the admin guard: server/modules/admin/routes.ts).
 */
export const backgroundJobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/admin/background-jobs",
    {
      schema: adminOperation("The background jobs that failed after every attempt, and how many wait", {
        response: { 200: backgroundJobsSchema },
      }),
    },
    async () => jobsOverview(db),
  );
  app.post(
    "/admin/background-jobs/:id/retry",
    {
      schema: adminOperation("Queue a failed background job again, its attempts from zero", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      if (!(await retryFailedJob(db, request.params.id, app.deps.now()))) throw notFound();
      void app.jobs.runNow();
      return { message: "queued" };
    },
  );
};
