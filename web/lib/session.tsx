import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { PublicUser } from "#common/schemas/auth.ts";
import { serverErrors } from "#common/messages.ts";
import type { UserType } from "#common/roles.ts";
import { api, ApiError, storageKeys, storedToken } from "./api.ts";

/**
 * The signed-in staff session (SPEC.md §4): restored from the stored token on start by fetching
 * the profile, set at login, cleared at logout. Guards (route clientLoaders) and components read
 * the same store.
 */
export type SessionState =
  | { status: "loading"; user: null; userType: null }
  | { status: "ready"; user: PublicUser | null; userType: UserType | null };

const loadingState: SessionState = { status: "loading", user: null, userType: null };
let state: SessionState = loadingState;
let pending: Promise<SessionState> | undefined;
const listeners = new Set<() => void>();

/** Why the server ended a session the person did not sign out of: said at the next sign-in. */
export type SessionEnd = "deactivated" | "expired";
let lastSessionEnd: SessionEnd | null = null;

/** The session end an API failure means: a refused token, or an account deactivated meanwhile; else null. */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return "expired";
  if (error.status === 403 && error.serverError === serverErrors.accountDeactivated) return "deactivated";
  return null;
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

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

/** Resolves the session once per page load (and again after login or logout). */
export function loadSession(): Promise<SessionState> {
  if (state.status === "ready") return Promise.resolve(state);
  pending ??= (async () => {
    const token = storedToken();
    const userType = storedUserType() ?? "journalist";
    if (!token) {
      setState({ status: "ready", user: null, userType: null });
      return state;
    }
    try {
      const user = await api<PublicUser>(`/${userType}/auth/me`);
      setState({ status: "ready", user, userType });
    } catch (error) {
      // Only the server's "no" ends the stored session: a network failure (also a fetch cut off
      // by leaving the page) must not sign the user out of every other tab and the next visit.
      if (error instanceof ApiError && !error.isNetworkError) {
        clearStorage();
        lastSessionEnd = sessionEndOf(error);
      }
      setState({ status: "ready", user: null, userType: null });
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
  setState({ status: "ready", user, userType });
}

export function signOut() {
  clearStorage();
  setState({ status: "ready", user: null, userType: null });
}

/** Ends the session because the server refused it (see `sessionEndOf`), remembering why for the login page. */
export function endSession(reason: SessionEnd) {
  signOut();
  lastSessionEnd = reason;
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === "loading") void loadSession();
  return () => listeners.delete(listener);
}

const SessionContext = createContext<SessionState>(loadingState);

export function SessionProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, () => state, () => loadingState);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** A path to return to after login: only same-site paths, never another origin. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
