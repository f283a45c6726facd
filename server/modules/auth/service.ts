import { isAwaitingApproval } from "#common/account-status.ts";
import { registerTexts } from "#common/messages/auth.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { isAdminRole, type UserType } from "#common/roles.ts";
import type { LoginInput, LoginResponse, PublicUser, RegisterInput } from "#common/schemas/auth.ts";
import type { Clock } from "#server/clock.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { type HttpError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from "#server/http/errors.ts";
import { limits as limitValues } from "#common/limits.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";
import { twoStepCodeSchema, type TwoStepChallenge } from "#common/schemas/two-step.ts";
import type { UserRow } from "#server/db/schema.ts";
import { codeRefusalText, twoStepRequiredFor, twoStepRequirement, useTwoStepCode } from "./two-step.ts";
import type { TwoStepKeys } from "./two-step-keys.ts";
import { hasSignedInFrom, recordAudit } from "#server/modules/audit/service.ts";
import {
  createUser,
  emailTaken,
  findUserById,
  findUserByUsername,
  toPublicUser,
  touchLastActivity,
} from "#server/modules/users/service.ts";
import { decoyPasswordHash, verifyPassword } from "./passwords.ts";
import type { RefusedSignIns } from "./refused-sign-ins.ts";
import { isSignInRefusal, type SignInLimits } from "./sign-in-limits.ts";
import { openSession, type SessionOrigin } from "./sessions.ts";
import type { TokenService } from "./tokens.ts";

export type AuthDeps = {
  db: Database;
  tokens: TokenService;
  limits: SignInLimits;
  refusals: RefusedSignIns;
  now: Clock;
  twoStepKeys: TwoStepKeys;
};

/** An address the account signed in from within this time is its own: an attack spread over others doesn't lock it. */
const knownAddressDays = 90;

/**
 * Signs a staff member in through one of the two doors (SPEC.md §6): the admin door admits
 * Admin and Owner only; the journalist door admits every active staff role. Every attempt,
 * successful or not, is written to the audit log; attempts refused by the limits (sign-in-limits.ts)
 * as one row per burst.
 */
export async function login(
  deps: AuthDeps,
  door: UserType,
  input: LoginInput,
  origin: SessionOrigin,
): Promise<LoginResponse | TwoStepChallenge> {
  const { db, tokens, limits, refusals, now } = deps;
  const ipAddress = origin.ip;
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

  // The attempt is counted before any awaited work (issue 30, point 2); the account is looked up once.
  let lookup: ReturnType<typeof findUserByUsername> | undefined;
  const findUser = () => (lookup ??= findUserByUsername(db, input.username));
  const since = new Date(now().getTime() - knownAddressDays * 24 * 60 * 60_000);
  const attempt = await limits.attempt(input.username, ipAddress, async () => {
    const account = await findUser();
    return account ? hasSignedInFrom(db, account.id, ipAddress, since) : false;
  });
  const user = await findUser();
  if (isSignInRefusal(attempt)) {
    await refusals.refused(attempt, { door, username: input.username, userId: user?.id ?? null, ipAddress });
    throw tooManyRequests(attempt.retryAfterSeconds);
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  // A wrong password stays counted as a failure.
  if (!user || !passwordOk)
    throw await fail(unauthorized(serverErrors.invalidCredentials), user?.id ?? null, "invalid credentials");
  if (!user.isActive) {
    attempt.notAGuess();
    // Someone waiting for approval is told so, not that their account was switched off (decision 0052).
    if (isAwaitingApproval(user))
      throw await fail(forbidden(serverErrors.accountPendingApproval), user.id, "account awaits approval");
    throw await fail(forbidden(serverErrors.accountDeactivated), user.id, "account is deactivated");
  }
  if (door === "admin" && !isAdminRole(user.role)) {
    attempt.notAGuess();
    throw await fail(
      forbidden(serverErrors.insufficientPermissions),
      user.id,
      `role ${user.role} may not use the admin login`,
    );
  }

  // The second step (decision 0132): no session yet, a challenge for the code. The password was
  // no guess, but the account's failures at this address are not forgotten until a right code.
  if (user.totpEnabledAt) {
    attempt.notAGuess();
    const at = now();
    const challenge = await tokens.signChallenge({ userId: user.id, door, version: user.tokenVersion }, at);
    return {
      twoStep: "code",
      challenge,
      expiresAt: new Date(at.getTime() + limitValues.twoStepChallengeMs).toISOString(),
    };
  }

  attempt.succeeded();
  // The Owner requires a second step of this account, which has none: a session for its set-up alone.
  const setupOnly = twoStepRequiredFor(await twoStepRequirement(db), user.role);
  return signIn(deps, door, user, origin, setupOnly ? "two-step set-up required" : null);
}

async function signIn(
  deps: Pick<AuthDeps, "db" | "tokens" | "now">,
  door: UserType,
  user: UserRow,
  origin: SessionOrigin,
  note: string | null,
): Promise<LoginResponse> {
  const ipAddress = origin.ip;
  const setupOnly = note === "two-step set-up required";
  await touchLastActivity(deps.db, user, deps.now());
  await recordAudit(deps.db, {
    userId: user.id,
    username: user.username,
    action: "LOGIN_SUCCESS",
    entityType: "AUTH",
    entityId: user.id,
    details: note ? `${door} login (${note})` : `${door} login`,
    ipAddress,
  });
  const token = await openSession(deps, user, door, origin, deps.now(), setupOnly ? "two-step-setup" : undefined);
  return { token, user: toPublicUser(user), ...(setupOnly ? { twoStepSetup: true } : {}) };
}

/**
 * The second step of a sign-in (decision 0132): the challenge of the password step and a code
 * (the app's, ±1 step, or a backup code). Every attempt is counted by the sign-in limits as a
 * password is: a wrong, reused or malformed code (or an expired challenge) stays a failure, a
 * right one is the success that forgets them. Each answer is audit-logged.
 */
export async function completeTwoStep(
  deps: AuthDeps,
  door: UserType,
  input: { challenge: string; code: string },
  origin: SessionOrigin,
): Promise<LoginResponse> {
  const { db, tokens, limits, refusals, now } = deps;
  const ipAddress = origin.ip;
  const verified = await tokens.verifyChallenge(input.challenge, now());
  if (!verified || verified.claims.door !== door) throw unauthorized(twoStepErrors.challengeInvalid);
  const user = await findUserById(db, verified.claims.userId);
  if (!user) throw unauthorized(twoStepErrors.challengeInvalid);
  const since = new Date(now().getTime() - knownAddressDays * 24 * 60 * 60_000);
  const attempt = await limits.attempt(user.username, ipAddress, () => hasSignedInFrom(db, user.id, ipAddress, since));
  if (isSignInRefusal(attempt)) {
    await refusals.refused(attempt, { door, username: user.username, userId: user.id, ipAddress });
    throw tooManyRequests(attempt.retryAfterSeconds);
  }
  const fail = async (error: HttpError, reason: string) => {
    await recordAudit(db, {
      userId: user.id,
      username: user.username,
      action: "LOGIN_FAILED",
      entityType: "AUTH",
      entityId: user.id,
      details: `${door} login failed: ${reason}`,
      ipAddress,
    });
    return error;
  };
  if (verified.expired) throw await fail(unauthorized(twoStepErrors.challengeExpired), "two-step challenge expired");
  // A password change, a deactivation or a reset since the password step voids its challenge.
  if (verified.claims.version !== user.tokenVersion || !user.isActive || !user.totpEnabledAt)
    throw await fail(unauthorized(twoStepErrors.challengeInvalid), "two-step challenge no longer valid");
  const code = twoStepCodeSchema.safeParse(input.code);
  if (!code.success) {
    const text = code.error.issues[0]!.message;
    throw await fail(badRequest(text, { code: text }), "malformed two-step code");
  }
  const check = await useTwoStepCode(db, deps.twoStepKeys, user, code.data, now());
  if (!check.ok)
    throw await fail(
      check.reason === "malformed"
        ? badRequest(twoStepErrors.codeMalformed, { code: twoStepErrors.codeMalformed })
        : unauthorized(codeRefusalText(check.reason)),
      `${check.reason} two-step code`,
    );
  attempt.succeeded();
  return signIn(deps, door, user, origin, check.kind === "backup" ? "two-step: backup code" : "two-step: app code");
}

export type RegisterResult = { user: PublicUser; token?: string };

/**
 * Registration by the REGISTRATION mode (DESIGN.md §4): `approval` makes an inactive Journalist
 * that an admin activates, `open` an active one (signed in at once), `closed` refuses.
 */
export async function register(
  deps: Pick<AuthDeps, "db" | "tokens" | "now">,
  mode: Config["registration"],
  input: RegisterInput,
  origin: SessionOrigin,
): Promise<RegisterResult> {
  const ipAddress = origin.ip;
  if (mode === "closed") throw forbidden(serverErrors.registrationClosed);
  const isActive = mode === "open";
  const existing = await findUserByUsername(deps.db, input.username);
  if (existing) throw conflict(serverErrors.usernameTaken);
  if (await emailTaken(deps.db, input.email)) throw conflict(registerTexts.emailTaken);
  const user = await createUser(deps.db, {
    username: input.username,
    password: input.password,
    role: "Journalist",
    isActive,
    name: input.name,
    email: input.email,
  });
  // Two registrations of one name (or e-mail) at once: the unique indexes let only one through.
  if (!user)
    throw conflict((await emailTaken(deps.db, input.email)) ? registerTexts.emailTaken : serverErrors.usernameTaken);
  await recordAudit(deps.db, {
    userId: user.id,
    username: user.username,
    action: "CREATE",
    entityType: "USER",
    entityId: user.id,
    details: `registered as "${input.name}" <${input.email}> (${isActive ? "active" : "awaiting approval"})`,
    ipAddress,
  });
  const result: RegisterResult = { user: toPublicUser(user) };
  if (isActive) result.token = await openSession(deps, user, "journalist", origin, deps.now());
  return result;
}
