import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { resolveStoredSecret } from "#server/stored-secret.ts";

/**
 * The keys of two-step sign-in (decision 0132), derived from one server secret (TWO_STEP_SECRET,
 * else generated in DATA_DIR/secrets/two-step-secret, as the JWT and address keys are): the
 * authenticator secrets are kept encrypted (AES-256-GCM), so a copy of the database alone (a
 * backup, a dump) cannot make codes; backup codes are kept as keyed hashes (HMAC-SHA-256).
 * Not the JWT secret: rotating that one must not switch everyone's second step off.
 */
export type TwoStepKeys = {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of a secret, bound to its account. */
  encrypt(userId: number, plain: string): string;
  /** The plain secret, or undefined for a value this key did not make. */
  decrypt(userId: number, sealed: string): string | undefined;
  /** The keyed hash a backup code is kept as, bound to its account. */
  hashBackupCode(userId: number, code: string): string;
};

const derive = (secret: string, info: string) => Buffer.from(hkdfSync("sha256", secret, "hronika-two-step", info, 32));

export function createTwoStepKeys(secret: string): TwoStepKeys {
  const encryptionKey = derive(secret, "totp-secret-encryption");
  const hashKey = derive(secret, "backup-code-hash");
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    encrypt(userId, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(userId, sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", encryptionKey, Buffer.from(iv, "base64url"));
        decipher.setAAD(aad(userId));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
    hashBackupCode: (userId, code) => createHmac("sha256", hashKey).update(`${userId}\n${code}`).digest("base64url"),
  };
}

export async function resolveTwoStepKeys(configured: string | undefined, dataDir: string): Promise<TwoStepKeys> {
  return createTwoStepKeys(await resolveStoredSecret(configured, dataDir, "two-step-secret"));
}
