import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { UserType } from "#common/roles.ts";
import type { StaffSession } from "#common/schemas/sessions.ts";
import type { Database } from "#server/db/client.ts";
import { staffSessions, users, type UserRow } from "#server/db/schema.ts";
import { addressKey } from "#server/http/reader-address.ts";
import { describeDevice } from "./device-names.ts";
import { sessionLifetimeMs, type TokenClaims, type TokenService } from "./tokens.ts";

/**
 * Staff sessions a person can see and end (issue 35, point 4; decision 0133). Each sign-in makes a
 * row named in its token (`sid`); the guard refuses a token whose row is ended or gone. A session
 * counts while it is not ended, not past its token's life and of the account's current token
 * version, so what ends every session (a password change, the second step turned on or off, a
 * reset, a deactivation) ends them here too without touching the rows.
 */

type SessionDeps = { db: Database; tokens: TokenService };

/** Where a sign-in comes from: kept as the browser's own description and a keyed hash of the address. */
export type SessionOrigin = { ip: string; userAgent: string };

const userAgentLimit = 512;
/** The last use is written at most this often (a staff screen makes several calls a second). */
const lastUseWriteIntervalMs = 60_000;

export function originOf(request: FastifyRequest): SessionOrigin {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
}

/** A short keyed hash of the client's network (its IPv4 address or IPv6 /64): tells devices apart, reveals nothing. */
const addressHashOf = (tokens: TokenService, ip: string) => tokens.mac("session-address", addressKey(ip)).slice(0, 8);

/** Signs the account in: a new session row and its token. */
export async function openSession(
  { db, tokens }: SessionDeps,
  user: UserRow,
  door: UserType,
  origin: SessionOrigin,
  now: Date,
  scope?: TokenClaims["scope"],
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(staffSessions).values({
    id,
    userId: user.id,
    door,
    tokenVersion: user.tokenVersion,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    userAgent: origin.userAgent.slice(0, userAgentLimit),
    addressHash: addressHashOf(tokens, origin.ip),
  });
  return tokens.sign({
    userId: user.id,
    userType: door,
    version: user.tokenVersion,
    sessionId: id,
    ...(scope ? { scope } : {}),
  });
}

/**
 * A new token for the request's own session after the account's token version moved on (its own
 * password change, the second step turned on or off, "end all others"): the session goes on, the
 * others are over. A token from before sessions were kept gets a session of its own.
 */
export async function renewSession(
  deps: SessionDeps,
  request: FastifyRequest,
  user: UserRow,
  now: Date,
): Promise<string> {
  const door = request.userType ?? "journalist";
  const sessionId = request.sessionId;
  if (sessionId) {
    const [renewed] = await deps.db
      .update(staffSessions)
      .set({ tokenVersion: user.tokenVersion, lastUsedAt: now, expiresAt: new Date(now.getTime() + sessionLifetimeMs) })
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, user.id), isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id });
    if (renewed) return deps.tokens.sign({ userId: user.id, userType: door, version: user.tokenVersion, sessionId });
  }
  return openSession(deps, user, door, originOf(request), now);
}

/**
 * Whether the token's session may still be used (not ended), writing its last use now and then.
 * Its end of life is the token's own, which the token service checks. Tokens signed before sessions
 * were kept name none: the token version (and "end all others") decide for them.
 */
export async function sessionUsable(db: Database, userId: number, sessionId: string | undefined, now: Date) {
  if (!sessionId) return true;
  const [row] = await db
    .select({ lastUsedAt: staffSessions.lastUsedAt, endedAt: staffSessions.endedAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, userId)));
  if (!row || row.endedAt) return false;
  if (now.getTime() - row.lastUsedAt.getTime() >= lastUseWriteIntervalMs)
    await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, sessionId));
  return true;
}

const counts = (user: UserRow, now: Date) =>
  and(
    eq(staffSessions.userId, user.id),
    isNull(staffSessions.endedAt),
    eq(staffSessions.tokenVersion, user.tokenVersion),
    gt(staffSessions.expiresAt, now),
  );

/** The account's sessions, the most recently used first, the request's own marked. */
export async function listSessions(
  db: Database,
  user: UserRow,
  currentId: string | undefined,
  now: Date,
): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(counts(user, now))
    .orderBy(desc(staffSessions.lastUsedAt), desc(staffSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    door: row.door,
    device: describeDevice(row.userAgent),
    addressHash: row.addressHash,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the account's sessions; the row it ended, or undefined when there was none to end. */
export async function endSession(db: Database, user: UserRow, sessionId: string, now: Date) {
  const [ended] = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.id, sessionId), counts(user, now)))
    .returning();
  return ended;
}

/**
 * Ends every session of the account but the request's own: the rows of the others are marked
 * ended, and tokens that name no session (from before sessions were kept) are void from now on.
 * The request's session goes on; a token of its own that named none is replaced by one of a new
 * session. Answers the request's token and how many others ended.
 */
export async function endOtherSessions(
  deps: SessionDeps,
  request: FastifyRequest,
  user: UserRow,
  now: Date,
): Promise<{ token: string; ended: number }> {
  const { db } = deps;
  const others = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(counts(user, now), request.sessionId ? ne(staffSessions.id, request.sessionId) : sql`true`))
    .returning({ id: staffSessions.id });
  await db.update(users).set({ sessionlessTokensRefused: true }).where(eq(users.id, user.id));
  return { token: await renewSession(deps, request, user, now), ended: others.length };
}
