import { isAwaitingApproval } from "#common/account-status.ts";
import { serverErrors } from "#common/messages.ts";
import { isAdminRole, type UserType } from "#common/roles.ts";
import type { LoginInput, LoginResponse, PublicUser, RegisterInput } from "#common/schemas/auth.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { type HttpError, conflict, forbidden, tooManyRequests, unauthorized } from "#server/http/errors.ts";
import { recordAudit } from "#server/modules/audit/service.ts";
import { createUser, findUserByUsername, toPublicUser, touchLastActivity } from "#server/modules/users/service.ts";
import type { SlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";
import { decoyPasswordHash, verifyPassword } from "./passwords.ts";
import type { TokenService } from "./tokens.ts";

export type AuthDeps = { db: Database; tokens: TokenService; throttle: SlidingWindowLimiter };

/**
 * Signs a staff member in through one of the two doors (SPEC.md §6): the admin door admits
 * Admin and Owner only; the journalist door admits every active staff role. Every attempt,
 * successful or not, is written to the audit log.
 */
export async function login(
  deps: AuthDeps,
  door: UserType,
  input: LoginInput,
  ipAddress: string,
): Promise<LoginResponse> {
  const { db, tokens, throttle } = deps;
  const keys = [`user:${input.username.toLowerCase()}`, `ip:${ipAddress}`];
  const fail = async (error: HttpError, userId: number | null, reason: string) => {
    await recordAudit(db, {
      userId,
      username: input.username,
      action: "LOGIN_FAILED",
      entityType: "AUTH",
      entityId: userId,
      details: `${door} login failed: ${reason}`,
      ipAddress,
    });
    return error;
  };

  const wait = throttle.retryAfter(keys);
  if (wait > 0) throw await fail(tooManyRequests(wait), null, "too many failed attempts");

  const user = await findUserByUsername(db, input.username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    throttle.record(keys);
    throw await fail(unauthorized(serverErrors.invalidCredentials), user?.id ?? null, "invalid credentials");
  }
  if (!user.isActive) {
    // Someone waiting for approval is told so, not that their account was switched off (decision 0052).
    if (isAwaitingApproval(user)) throw await fail(forbidden(serverErrors.accountPendingApproval), user.id, "account awaits approval");
    throw await fail(forbidden(serverErrors.accountDeactivated), user.id, "account is deactivated");
  }
  if (door === "admin" && !isAdminRole(user.role)) {
    throw await fail(forbidden(serverErrors.insufficientPermissions), user.id, `role ${user.role} may not use the admin login`);
  }

  throttle.reset(keys[0]!);
  await touchLastActivity(db, user);
  await recordAudit(db, {
    userId: user.id,
    username: user.username,
    action: "LOGIN_SUCCESS",
    entityType: "AUTH",
    entityId: user.id,
    details: `${door} login`,
    ipAddress,
  });
  const token = await tokens.sign({ userId: user.id, userType: door });
  return { token, user: toPublicUser(user) };
}

export type RegisterResult = { user: PublicUser; token?: string };

/**
 * Registration by the REGISTRATION mode (DESIGN.md §4): `approval` makes an inactive Journalist
 * that an admin activates, `open` an active one (signed in at once), `closed` refuses.
 */
export async function register(
  deps: Pick<AuthDeps, "db" | "tokens">,
  mode: Config["registration"],
  input: RegisterInput,
  ipAddress: string,
): Promise<RegisterResult> {
  if (mode === "closed") throw forbidden(serverErrors.registrationClosed);
  const isActive = mode === "open";
  const existing = await findUserByUsername(deps.db, input.username);
  if (existing) throw conflict(serverErrors.usernameTaken);
  const user = await createUser(deps.db, {
    username: input.username,
    password: input.password,
    role: "Journalist",
    isActive,
  });
  // Two registrations of one name at once: the unique index lets only one through.
  if (!user) throw conflict(serverErrors.usernameTaken);
  await recordAudit(deps.db, {
    userId: user.id,
    username: user.username,
    action: "CREATE",
    entityType: "USER",
    entityId: user.id,
    details: `registered (${isActive ? "active" : "awaiting approval"})`,
    ipAddress,
  });
  const result: RegisterResult = { user: toPublicUser(user) };
  if (isActive) result.token = await deps.tokens.sign({ userId: user.id, userType: "journalist" });
  return result;
}
