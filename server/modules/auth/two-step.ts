import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { limits } from "#common/limits.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";
import { isEditorialRole, isStaffRole } from "#common/roles.ts";
import {
  backupCodePattern,
  normalizeCode,
  totpCodePattern,
  type TwoStepRequirement,
  type TwoStepSetup,
  type TwoStepStatus,
} from "#common/schemas/two-step.ts";
import type { Database } from "#server/db/client.ts";
import { staffSignInSettings, users, type UserRow } from "#server/db/schema.ts";
import { conflict } from "#server/http/errors.ts";
import type { TwoStepKeys } from "./two-step-keys.ts";

/**
 * Two-step sign-in (issue 35, point 3; decision 0132): TOTP by RFC 6238 (otpauth: SHA-1, 6 digits,
 * 30 s, the defaults every authenticator app reads) with ±`limits.totpDriftSteps` of clock drift,
 * and one-time backup codes. Times come from the caller (the app's injected clock), never the machine's.
 */

const period = 30;
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Whom the Owner's setting requires the second step of: "admins" is the editorial desk, Editors with the admins. */
export function twoStepRequiredFor(requirement: TwoStepRequirement, role: UserRow["role"]): boolean {
  if (requirement === "staff") return isStaffRole(role);
  if (requirement === "admins") return isEditorialRole(role);
  return false;
}

export async function twoStepRequirement(db: Database): Promise<TwoStepRequirement> {
  const [row] = await db.select({ value: staffSignInSettings.twoStepRequired }).from(staffSignInSettings);
  return row?.value ?? "nobody";
}

export async function setTwoStepRequirement(db: Database, requirement: TwoStepRequirement, by: number, now: Date) {
  await db
    .insert(staffSignInSettings)
    .values({ id: 1, twoStepRequired: requirement, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: staffSignInSettings.id,
      set: { twoStepRequired: requirement, updatedAt: now, updatedBy: by },
    });
}

export async function twoStepStatus(db: Database, user: UserRow): Promise<TwoStepStatus> {
  return {
    enabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    backupCodesLeft: user.backupCodeHashes.length,
    required: twoStepRequiredFor(await twoStepRequirement(db), user.role),
  };
}

const totpOf = (secret: string, label = "", issuer = "") =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period, secret: Secret.fromBase32(secret) });

/** A new secret for the account, kept as pending until a code confirms it. */
export async function startTwoStepSetup(
  db: Database,
  keys: TwoStepKeys,
  user: UserRow,
  siteName: string,
): Promise<TwoStepSetup> {
  if (user.totpEnabledAt) throw conflict(twoStepErrors.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpPendingSecret: keys.encrypt(user.id, secret) })
    .where(eq(users.id, user.id));
  const uri = totpOf(secret, user.username, siteName).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/** The step a code of this secret belongs to, within the allowed drift of `now`, or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: limits.totpDriftSteps });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** Takes a step for the account unless it (or a later one) was taken already: no code counts twice. */
async function takeStep(db: Database, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1;
}

export type CodeCheck = { ok: true; kind: "app" | "backup" } | { ok: false; reason: "wrong" | "reused" | "malformed" };

/** Checks (and uses up) a code of an account whose second step is on: an app's code or a backup code. */
export async function useTwoStepCode(
  db: Database,
  keys: TwoStepKeys,
  user: UserRow,
  typed: string,
  now: Date,
): Promise<CodeCheck> {
  const code = normalizeCode(typed);
  if (totpCodePattern.test(code)) {
    const secret = user.totpSecret ? keys.decrypt(user.id, user.totpSecret) : undefined;
    if (!secret) return { ok: false, reason: "wrong" };
    const step = matchingStep(secret, code, now);
    if (step === null) return { ok: false, reason: "wrong" };
    return (await takeStep(db, user.id, step)) ? { ok: true, kind: "app" } : { ok: false, reason: "reused" };
  }
  if (backupCodePattern.test(code)) {
    const hash = keys.hashBackupCode(user.id, code);
    const used = await db
      .update(users)
      .set({
        backupCodeHashes: sql`array_remove(${users.backupCodeHashes}, ${hash})`,
        usedBackupCodeHashes: sql`array_append(${users.usedBackupCodeHashes}, ${hash})`,
      })
      .where(and(eq(users.id, user.id), sql`${hash} = any(${users.backupCodeHashes})`))
      .returning({ id: users.id });
    if (used.length === 1) return { ok: true, kind: "backup" };
    return user.usedBackupCodeHashes.includes(hash) ? { ok: false, reason: "reused" } : { ok: false, reason: "wrong" };
  }
  return { ok: false, reason: "malformed" };
}

export const codeRefusalText = (reason: "wrong" | "reused" | "malformed") =>
  reason === "reused"
    ? twoStepErrors.codeReused
    : reason === "malformed"
      ? twoStepErrors.codeMalformed
      : twoStepErrors.codeWrong;

/** New backup codes as shown (ABCDE-12345), and their keyed hashes as kept. */
export function newBackupCodes(keys: TwoStepKeys, userId: number): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  const hashes: string[] = [];
  for (let i = 0; i < limits.twoStepBackupCodes; i++) {
    const code = [...randomBytes(10)].map((byte) => crockford[byte & 31]).join("");
    shown.push(`${code.slice(0, 5)}-${code.slice(5)}`);
    hashes.push(keys.hashBackupCode(userId, code));
  }
  return { shown, hashes };
}

/**
 * Confirms a pending set-up with a current code: the second step is on, with new backup codes, and
 * every other session of the account ends (the token version moves on). Answers the codes, or why not.
 */
export async function confirmTwoStepSetup(
  db: Database,
  keys: TwoStepKeys,
  user: UserRow,
  code: string,
  now: Date,
): Promise<{ ok: true; shown: string[]; user: UserRow } | { ok: false; text: string }> {
  if (user.totpEnabledAt) throw conflict(twoStepErrors.alreadyOn);
  const secret = user.totpPendingSecret ? keys.decrypt(user.id, user.totpPendingSecret) : undefined;
  if (!secret) throw conflict(twoStepErrors.noSetupStarted);
  const step = matchingStep(secret, normalizeCode(code), now);
  if (step === null) return { ok: false, text: twoStepErrors.codeWrong };
  const codes = newBackupCodes(keys, user.id);
  const [updated] = await db
    .update(users)
    .set({
      totpSecret: keys.encrypt(user.id, secret),
      totpPendingSecret: null,
      totpEnabledAt: now,
      totpLastStep: step,
      backupCodeHashes: codes.hashes,
      usedBackupCodeHashes: [],
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning();
  if (!updated) throw conflict(twoStepErrors.alreadyOn);
  return { ok: true, shown: codes.shown, user: updated };
}

/** Turns the second step off (oneself, or the Owner's reset); every session of the account ends. */
export async function clearTwoStep(db: Database, userId: number): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      backupCodeHashes: [],
      usedBackupCodeHashes: [],
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** Replaces the backup codes; the old ones stop working. */
export async function replaceBackupCodes(db: Database, keys: TwoStepKeys, userId: number): Promise<string[]> {
  const codes = newBackupCodes(keys, userId);
  await db.update(users).set({ backupCodeHashes: codes.hashes, usedBackupCodeHashes: [] }).where(eq(users.id, userId));
  return codes.shown;
}
