import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { isAdminRole, isEditorialRole, isOwnerRole, isStaffRole } from "#common/roles.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";
import type { UserRow } from "#server/db/schema.ts";
import { forbidden, unauthorized } from "#server/http/errors.ts";
import { findUserById, touchLastActivity } from "#server/modules/users/service.ts";
import { sessionUsable } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the guards below; null for anonymous requests. */
    user: UserRow | null;
    /** The session reaches only the set-up of the second sign-in step (decision 0132). */
    twoStepSetupOnly?: boolean;
    /** The door the session was signed in at. */
    userType?: "admin" | "journalist";
    /** The session row the token names (decision 0133); none for tokens from before sessions were kept. */
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /** The route is part of the second step's set-up: a set-up-only session may call it (decision 0132). */
    twoStepSetup?: boolean;
    /** An admin route the Editor may call too (decision 0134). */
    editorial?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the bearer token to a current, active user. The account is read on every call, so a
 * deactivated or deleted account is refused at once, not only at its next login, and a token
 * signed before the account's last password change or deactivation is refused for good.
 */
async function authenticate(request: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const { tokens, db, now } = request.server.deps;
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized(serverErrors.invalidToken);
  const user = await findUserById(db, claims.userId);
  if (!user) throw unauthorized(serverErrors.invalidToken);
  // A deactivated account hears why first; its old tokens stay void once it is active again.
  if (!user.isActive) throw forbidden(serverErrors.accountDeactivated);
  if (claims.version !== user.tokenVersion) throw unauthorized(serverErrors.invalidToken);
  // A session its person ended (or signed out of) is over, whatever its token says.
  if (!claims.sessionId && user.sessionlessTokensRefused) throw unauthorized(serverErrors.invalidToken);
  if (!(await sessionUsable(db, user.id, claims.sessionId, now()))) throw unauthorized(serverErrors.invalidToken);
  // A session given to set up the second step the Owner requires reaches that set-up alone.
  if (claims.scope === "two-step-setup") {
    if (!request.routeOptions.config.twoStepSetup) throw forbidden(twoStepErrors.setupRequired);
    request.twoStepSetupOnly = true;
  }
  await touchLastActivity(db, user, now());
  request.user = user;
  request.userType = claims.userType;
  request.sessionId = claims.sessionId;
  return user;
}

function requireRole(allowed: (role: UserRow["role"]) => boolean): onRequestAsyncHookHandler {
  return async function guard(request) {
    const user = await authenticate(request);
    if (!allowed(user.role)) throw forbidden();
  };
}

/** Any active staff account: Owner, Admin, Editor or Journalist. */
export const requireStaff = requireRole(isStaffRole);
/** The `config` of an admin route the Editor may call too (decision 0134). */
export const editorial = { editorial: true } as const;

/**
 * The back office: Admin or Owner, and also the Editor on the routes that say `config.editorial`
 * (the articles' states, comment moderation, the featured articles: decision 0134).
 */
export const requireBackOffice: onRequestAsyncHookHandler = async function guard(request) {
  const user = await authenticate(request);
  const allowed = request.routeOptions.config.editorial ? isEditorialRole : isAdminRole;
  if (!allowed(user.role)) throw forbidden();
};
/** Admin or Owner (SPEC.md §6). */
export const requireAdmin = requireRole(isAdminRole);
/** Owner only. */
export const requireOwner = requireRole(isOwnerRole);

/** Reads the user when a valid token is sent, and goes on anonymously otherwise. */
export const optionalUser: onRequestAsyncHookHandler = async function optionalUser(request) {
  if (!bearerToken(request)) return;
  try {
    await authenticate(request);
  } catch {
    request.user = null;
  }
};
