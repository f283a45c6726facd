import { redirect } from "react-router";
import { serverErrors } from "#common/messages/server-errors.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";
import { pagePaths } from "#common/page-paths.ts";
import { ApiError, fetchApi, readJson } from "./api-fetch.ts";

/**
 * The one way the browser calls the REST API: JSON in and out, the bearer token from local
 * storage (SPEC.md §6), and failures as an ApiError that carries the server's `error` text.
 * A call with the token that the server refuses as a session (the token is no longer good, or the
 * account was deactivated meanwhile) ends the session here, once for every screen
 * (docs/decisions/0061-staff-data-layer.md).
 */
export const storageKeys = {
  token: "authToken",
  userType: "userType",
  username: "username",
  articleDraft: "article_draft",
} as const;

/** Why the server ended a session the person did not sign out of: said at the next sign-in (`?ended=`). */
export type SessionEnd = "deactivated" | "expired";

export { ApiError };

/** The session end an API failure means: a refused token, or an account deactivated meanwhile; else null. */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return "expired";
  if (error.status === 403 && error.serverError === serverErrors.accountDeactivated) return "deactivated";
  return null;
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    return null;
  }
}

/**
 * What ends a session and names the login page to go to afterwards (from `returnTo`); set by
 * web/lib/session.ts, which the staff areas load. Without one (a reader's page) a refused
 * session is only an error.
 */
type SessionEndHandler = (reason: SessionEnd, returnTo: string) => string;
let sessionEndHandler: SessionEndHandler | undefined;
export function handleSessionEnds(handler: SessionEndHandler) {
  sessionEndHandler = handler;
}

const pathOf = (url: URL) => {
  url.searchParams.delete("index"); // React Router's marker of an index route's action
  return url.pathname + url.search;
};

/**
 * Ends the session if `error` (from a call that sent the token) says the server ended it. With the
 * `request` of a route's clientLoader or clientAction, answers the redirect to the login page, which
 * comes back to that request's page afterwards; else marks the error and leaves the screen as it is.
 */
function endSessionOn(error: ApiError, request?: Request): Response | null {
  const reason = sessionEndOf(error);
  if (!reason || !sessionEndHandler) return null;
  error.sessionEnd = reason;
  const returnTo = request ? pathOf(new URL(request.url)) : location.pathname + location.search;
  const signIn = sessionEndHandler(reason, returnTo);
  return request ? redirect(signIn) : null;
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Outlives the page (see FetchApiOptions.keepalive). */
  keepalive?: boolean;
  /**
   * The request of the route clientLoader or clientAction that makes the call: the call is aborted
   * with it, and a session the server ends becomes a redirect to the login page (thrown, as React
   * Router's loaders and actions do). Without it the session still ends, and the ApiError says so.
   */
  request?: Request;
};

/** Sends a call and answers its successful response; failures throw an ApiError (see ApiOptions.request). */
export async function apiResponse(path: string, options: ApiOptions = {}): Promise<Response> {
  const token = options.auth === false ? null : storedToken();
  try {
    return await fetchApi(path, {
      method: options.method,
      body: options.body,
      signal: options.signal ?? options.request?.signal,
      keepalive: options.keepalive,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
    });
  } catch (error) {
    if (token && error instanceof ApiError) {
      const toSignIn = endSessionOn(error, options.request);
      if (toSignIn) throw toSignIn;
      // A session the Owner's requirement limits to the second step's set-up (decision 0132): to it.
      if (options.request && error.status === 403 && error.serverError === twoStepErrors.setupRequired)
        throw redirect(
          `${pagePaths.twoStepSetup}?redirectTo=${encodeURIComponent(pathOf(new URL(options.request.url)))}`,
        );
    }
    throw error;
  }
}

/** A call whose answer is JSON (or nothing). */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return readJson<T>(await apiResponse(path, options));
}
