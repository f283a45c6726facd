import { z } from "./zod.ts";

/** One signed-in device of a staff account (issue 35, point 4; decision 0133). */
export const staffSessionSchema = z.object({
  id: z.string(),
  door: z.enum(["admin", "journalist"]),
  /** The browser and system, as its user agent names them ("Chrome 131 на Linux"). */
  device: z.string(),
  /** A short keyed hash of the network it signed in from: tells devices apart, not the address. */
  addressHash: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionListSchema = z.object({ sessions: z.array(staffSessionSchema) });

export const sessionIdParamsSchema = z.object({ sessionId: z.string().max(64) });

export const endOthersResultSchema = z.object({ token: z.string(), ended: z.number().int() });
