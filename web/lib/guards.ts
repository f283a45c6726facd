import { redirect } from "react-router";
import { isEditorialRole } from "#common/roles.ts";
import { loadSession, signInPath, type SessionState } from "./session.ts";

type ReadySession = Extract<SessionState, { status: "ready" }> & { user: NonNullable<SessionState["user"]> };

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** SPEC.md §6: role Journalist (any case) or a session opened at the journalist login. */
export function isJournalistSession(session: SessionState): boolean {
  return session.user?.role.toLowerCase() === "journalist" || session.userType === "journalist";
}

/**
 * Admin routes (SPEC.md §2 Guards): no user → /admin/login, remembering where they were going;
 * a signed-in journalist → their own area; anyone else who is not an admin → /home. The Editor
 * comes in too, for the screens the menu shows them (decision 0134).
 */
export async function requireAdminSession(request: Request): Promise<ReadySession> {
  const session = await loadSession();
  if (session.status !== "ready" || !session.user) {
    throw redirect(signInPath("admin", here(request)));
  }
  if (!isEditorialRole(session.user.role)) throw redirect(isJournalistSession(session) ? "/journalist" : "/home");
  return session as ReadySession;
}

/** Journalist routes and /build-article: no user → /login (remembered); a non-journalist → /home. */
export async function requireJournalistSession(request: Request): Promise<ReadySession> {
  const session = await loadSession();
  if (session.status !== "ready" || !session.user) {
    throw redirect(signInPath("journalist", here(request)));
  }
  if (!isJournalistSession(session)) throw redirect("/home");
  return session as ReadySession;
}

/**
 * Staff-only pages that both areas link to (the draft preview, decision 0050): any signed-in staff
 * member, whichever door they came through; no user → /login (remembered). What they may see is
 * the API's decision.
 */
export async function requireStaffSession(request: Request): Promise<ReadySession> {
  const session = await loadSession();
  if (session.status !== "ready" || !session.user) throw redirect(signInPath("journalist", here(request)));
  return session as ReadySession;
}
