import { createHmac } from "node:crypto";
import { type JWTPayload, SignJWT, errors, jwtVerify } from "jose";
import { limits } from "#common/limits.ts";
import type { UserType } from "#common/roles.ts";
import { resolveStoredSecret } from "#server/stored-secret.ts";

/** How long a session's token is good for (its session row ends then too, decision 0133). */
export const sessionLifetimeMs = 7 * 24 * 60 * 60_000;
const issuer = "hronika";

/**
 * `version`: the account's token version when the token was signed (users.token_version).
 * `scope` "two-step-setup": a session that reaches only the set-up of the second sign-in step,
 * which the Owner requires of the account (decision 0132).
 */
export type TokenClaims = {
  userId: number;
  userType: UserType;
  version: number;
  scope?: "two-step-setup";
  /** The session row the token belongs to (decision 0133); tokens signed before sessions were kept have none. */
  sessionId?: string;
};

/** The password step's proof, waiting for the second step's code (decision 0132). */
export type ChallengeClaims = { userId: number; door: UserType; version: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a bad, tampered or expired one. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /** A keyed hash of `data` for one `purpose` (base64url), with the same secret: for values only the server can make. */
  mac(purpose: string, data: string): string;
  /** A short-lived challenge (limits.twoStepChallengeMs), timed by the app's clock. */
  signChallenge(claims: ChallengeClaims, now: Date): Promise<string>;
  /** The claims of a challenge this server signed (`expired` past its time), or undefined for anything else. */
  verifyChallenge(token: string, now: Date): Promise<{ claims: ChallengeClaims; expired: boolean } | undefined>;
};

const challengeType = "two-step-challenge";
/** A session's id: 16 random bytes in base64url. */
export const sessionIdPattern = /^[A-Za-z0-9_-]{22}$/;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, userType, version, scope, sessionId }) =>
      new SignJWT({
        typ: userType,
        ver: version,
        ...(scope ? { scp: scope } : {}),
        ...(sessionId ? { sid: sessionId } : {}),
      })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${sessionLifetimeMs / 1000}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        // A session is "admin" or "journalist"; a challenge (or anything else) is no session.
        if (payload.typ !== "admin" && payload.typ !== "journalist") return undefined;
        const userType = payload.typ;
        // Tokens signed before versions existed carry none: they stand for version 0.
        const version = payload.ver === undefined ? 0 : Number(payload.ver);
        if (payload.scp !== undefined && payload.scp !== "two-step-setup") return undefined;
        const scope = payload.scp === "two-step-setup" ? ("two-step-setup" as const) : undefined;
        if (payload.sid !== undefined && !(typeof payload.sid === "string" && sessionIdPattern.test(payload.sid)))
          return undefined;
        const sessionId = payload.sid;
        return Number.isSafeInteger(userId) && userId > 0 && Number.isSafeInteger(version)
          ? { userId, userType, version, ...(scope ? { scope } : {}), ...(sessionId ? { sessionId } : {}) }
          : undefined;
      } catch {
        return undefined;
      }
    },
    mac: (purpose, data) => createHmac("sha256", key).update(`${purpose}\n${data}`).digest("base64url"),
    signChallenge: ({ userId, door, version }, now) => {
      const seconds = Math.floor(now.getTime() / 1000);
      return new SignJWT({ typ: challengeType, door, ver: version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + Math.floor(limits.twoStepChallengeMs / 1000))
        .sign(key);
    },
    async verifyChallenge(token, now) {
      let payload: JWTPayload;
      let expired = false;
      try {
        ({ payload } = await jwtVerify(token, key, { issuer, algorithms: ["HS256"], currentDate: now }));
      } catch (error) {
        // The signature is checked before the times: an expired challenge's claims are genuine.
        if (!(error instanceof errors.JWTExpired)) return undefined;
        payload = error.payload;
        expired = true;
      }
      if (payload.typ !== challengeType) return undefined;
      const userId = Number(payload.sub);
      const version = Number(payload.ver);
      const door = payload.door === "admin" ? "admin" : payload.door === "journalist" ? "journalist" : undefined;
      return door && Number.isSafeInteger(userId) && userId > 0 && Number.isSafeInteger(version)
        ? { claims: { userId, door, version }, expired }
        : undefined;
    },
  };
}

/**
 * The configured JWT_SECRET, or one generated on first start and kept in DATA_DIR so that
 * tokens survive a restart. Several servers must share JWT_SECRET (docs/SCALING.md).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return resolveStoredSecret(configured, dataDir, "jwt-secret");
}
