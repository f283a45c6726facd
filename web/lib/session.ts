import type { PublicUser } from "#common/schemas/auth.ts";
import type { UserType } from "#common/roles.ts";
import { api, ApiError, handleSessionEnds, sessionEndOf, storageKeys, storedToken, type SessionEnd } from "./api.ts";
import { fetchApi } from "./api-fetch.ts";

/**
 * The signed-in staff session (SPEC.md §4): restored from the stored token on start by fetching
 * the profile, set at login, cleared at logout or when the server ends it. The guards (route
 * clientLoaders, web/lib/guards.ts) read it; screens get the user from their layout's loader.
 */
export type SessionState =
  | { status: "loading"; user: null; userType: null }
  | { status: "ready"; user: PublicUser | null; userType: UserType | null };

let state: SessionState = { status: "loading", user: null, userType: null };
let pending: Promise<SessionState> | undefined;

export type { SessionEnd };
let lastSessionEnd: SessionEnd | null = null;

function storedUserType(): UserType | null {
  try {
    const value = localStorage.getItem(storageKeys.userType);
    return value === "admin" || value === "journalist" ? value : null;
  } catch {
    return null;
  }
}

function clearStorage() {
  try {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.userType);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/** The session as it stands now (for error boundaries, which have no loader data of their own). */
export function currentSession(): SessionState {
  return state;
}

/** Resolves the session once per page load (and again after login or logout). */
export function loadSession(): Promise<SessionState> {
  if (state.status === "ready") return Promise.resolve(state);
  pending ??= (async () => {
    const token = storedToken();
    const userType = storedUserType() ?? "journalist";
    if (!token) {
      state = { status: "ready", user: null, userType: null };
      return state;
    }
    try {
      const user = await api<PublicUser>(`/${userType}/auth/me`);
      state = { status: "ready", user, userType };
    } catch (error) {
      // Only the server's "no" ends the stored session: a network failure (also a fetch cut off
      // by leaving the page) must not sign the user out of every other tab and the next visit.
      if (error instanceof ApiError && !error.isNetworkError) {
        clearStorage();
        lastSessionEnd = sessionEndOf(error);
      }
      state = { status: "ready", user: null, userType: null };
    } finally {
      pending = undefined;
    }
    return state;
  })();
  return pending;
}

export function signIn(token: string, user: PublicUser, userType: UserType) {
  lastSessionEnd = null;
  try {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.userType, userType);
  } catch {
    // Without storage the session lasts for this page only.
  }
  state = { status: "ready", user, userType };
}

/**
 * The server gave this session a new token (turning the second sign-in step on or off ends the
 * account's other sessions, decision 0132): kept in place of the old one.
 */
export function replaceSessionToken(token: string) {
  try {
    localStorage.setItem(storageKeys.token, token);
  } catch {
    // Without storage the session lasts for this page only.
  }
}

/** The signed-in user changed their own profile (issue 29): the shell shows the new name and photo. */
export function updateSessionUser(user: PublicUser) {
  if (state.status === "ready" && state.user?.id === user.id) state = { ...state, user };
}

export function signOut() {
  clearStorage();
  state = { status: "ready", user: null, userType: null };
}

/** The session id a token names (decision 0133), read from its payload: no secret is needed to read it. */
function sessionIdOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { sid?: unknown };
    return typeof payload.sid === "string" ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs out at the person's word ("Изход"): the server ends this session, so it leaves the list of
 * signed-in devices and its token is void even if it was copied; the tab forgets it at once.
 */
export function signOutHere() {
  const token = storedToken();
  const sessionId = token ? sessionIdOf(token) : undefined;
  if (token && sessionId)
    void fetchApi(`/journalist/sessions/${encodeURIComponent(sessionId)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  signOut();
}

/** Ends the session because the server refused it (see `sessionEndOf`), remembering why for the login page. */
export function endSession(reason: SessionEnd) {
  signOut();
  lastSessionEnd = reason;
}

/** The door a staff page belongs to: the admin panel's, or the journalist's (also /build-article and /preview). */
export function doorOf(path: string): UserType {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?") ? "admin" : "journalist";
}

/**
 * The login page of a door, coming back to `returnTo` afterwards, and saying why the previous
 * session ended when the server ended it (`?ended=`).
 */
export function signInPath(door: UserType, returnTo: string): string {
  const params = new URLSearchParams({ redirectTo: returnTo });
  if (lastSessionEnd) params.set("ended", lastSessionEnd);
  return `${door === "admin" ? "/admin/login" : "/login"}?${params}`;
}

// Every staff call the server refuses as a session ends it here, and leads to the door's login page.
handleSessionEnds((reason, returnTo) => {
  endSession(reason);
  return signInPath(doorOf(returnTo), returnTo);
});

/** A path to return to after login: only same-site paths, never another origin. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
