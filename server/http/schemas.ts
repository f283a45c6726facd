import { z } from "zod";

/** The error answer of every route (DESIGN.md §1), for the OpenAPI document. */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Response schemas for the error statuses a route can answer. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as { [K in S[number]]: typeof errorSchema };
}

/** A positive integer id in a path, e.g. /articles/{articleId}: digits only (not " 1", "1e3" or "0x1"). */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));
