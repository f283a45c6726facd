import { z } from "./zod.ts";

/** A durable background job that failed for good (decision 0129), as the admin dashboard lists it. */
export const failedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /api/admin/background-jobs: the failed jobs, newest first, and how many wait or run. */
export const backgroundJobsSchema = z.object({ failed: z.array(failedJobSchema), waiting: z.number().int() });
export type BackgroundJobsOverview = z.infer<typeof backgroundJobsSchema>;
