import { z } from "./zod.ts";

/** A co-author as the byline and the builder show them (issue 32, decision 0121). */
export const coAuthorSchema = z.object({ id: z.number(), name: z.string(), username: z.string() });
export type CoAuthor = z.infer<typeof coAuthorSchema>;

/** GET /api/journalist/staff: the active staff a co-author is chosen from. */
export const staffMemberSchema = coAuthorSchema;
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The co-authors a save sets, by account id in the byline's order; left out, the stored ones stay. */
export const coAuthorIdsSchema = z.array(z.number().int().min(1).max(2_147_483_647)).max(50);
