import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { UserType } from "#common/roles.ts";
import { resolveStoredSecret } from "#server/stored-secret.ts";

const tokenLifetime = "7d";
const issuer = "hronika";

/** `version`: the account's token version when the token was signed (users.token_version). */
export type TokenClaims = { userId: number; userType: UserType; version: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a bad, tampered or expired one. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /** A keyed hash of `data` for one `purpose` (base64url), with the same secret: for values only the server can make. */
  mac(purpose: string, data: string): string;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, userType, version }) =>
      new SignJWT({ typ: userType, ver: version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(tokenLifetime)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        const userType = payload.typ === "admin" ? "admin" : "journalist";
        // Tokens signed before versions existed carry none: they stand for version 0.
        const version = payload.ver === undefined ? 0 : Number(payload.ver);
        return Number.isSafeInteger(userId) && userId > 0 && Number.isSafeInteger(version)
          ? { userId, userType, version }
          : undefined;
      } catch {
        return undefined;
      }
    },
    mac: (purpose, data) => createHmac("sha256", key).update(`${purpose}\n${data}`).digest("base64url"),
  };
}

/**
 * The configured JWT_SECRET, or one generated on first start and kept in DATA_DIR so that
 * tokens survive a restart. Several servers must share JWT_SECRET (docs/SCALING.md).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return resolveStoredSecret(configured, dataDir, "jwt-secret");
}
