import { authTexts, loginErrorMessage, registerTexts } from "#common/messages.ts";
import { ApiError } from "#web/lib/api.ts";

/** What a login form shows for a failed sign-in (SPEC.md §8, Login and registration). */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? authTexts.networkError : loginErrorMessage(error.serverError);
  return authTexts.unexpectedError;
}

/** What the registration form shows for a failed registration: the server's text as is. */
export function registerFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? registerTexts.networkError : (error.serverError ?? registerTexts.failure);
  return registerTexts.failure;
}
