import { serverErrorMessage, serverErrors } from "#common/messages/server-errors.ts";
import { ApiError } from "./api.ts";

// For the staff screens; kept apart from api.ts, which the reader's pages load too.

// Texts that only say the call failed: the screen's own message says more.
const saysNothingMore = new Set<string>([serverErrors.internal, serverErrors.badRequest]);

/** The text a screen shows for a failed call: the server's reason in Bulgarian when it gave one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.serverError || saysNothingMore.has(error.serverError)) return fallback;
  return serverErrorMessage(error.serverError) ?? fallback;
}
