import { authTexts, registerTexts } from "#common/messages/auth.ts";
import { loginErrorMessage, serverErrorMessage, serverErrors } from "#common/messages/server-errors.ts";
import { ApiError } from "#web/lib/api.ts";

/** What a login form shows for a failed sign-in (SPEC.md §8, Login and registration). */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.isNetworkError ? authTexts.networkError : loginErrorMessage(error.serverError);
  return authTexts.unexpectedError;
}

/** What the login page says when the server ended the previous session (`?ended=`, see signInPath). */
export function sessionEndNotice(ended: string | null): string | null {
  if (ended === "deactivated") return authTexts.accountDeactivated;
  if (ended === "expired") return authTexts.sessionExpired;
  return null;
}

/** A refused registration names the field that is wrong, in the schema's words (common/schemas/users.ts). */
function invalidFieldMessage(fields: Readonly<Record<string, string>>): string | undefined {
  return (
    serverErrorMessage(fields.name) ??
    serverErrorMessage(fields.email) ??
    serverErrorMessage(fields.username) ??
    serverErrorMessage(fields.password)
  );
}

/**
 * What the registration form shows for a failed registration: the server's text (in Bulgarian),
 * else SPEC.md §8's fallbacks.
 */
export function registerFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return registerTexts.failure;
  if (error.isNetworkError) return registerTexts.networkError;
  const fieldMessage =
    error.serverError === serverErrors.badRequest && error.fields ? invalidFieldMessage(error.fields) : undefined;
  return fieldMessage ?? serverErrorMessage(error.serverError) ?? registerTexts.failure;
}
