import { z } from "./zod.ts";

/** The state of an article's live coverage (issue 37, point 1; decision 0140). */
export const liveStateSchema = z.object({
  startedAt: z.string(),
  /** Set once it ended (by a journalist or by itself). */
  endedAt: z.string().nullable(),
  autoEndHours: z.number().int(),
  /** The newest entry's write (new, changed or deleted): the page's dateModified. */
  updatedAt: z.string().nullable(),
  isLive: z.boolean(),
});
export type LiveState = z.infer<typeof liveStateSchema>;
