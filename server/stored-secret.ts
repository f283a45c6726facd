import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A server secret: the configured value, or one generated on first start and kept in
 * DATA_DIR/secrets/{name}, so that it survives a restart. Several servers must be configured with
 * the same value (docs/SCALING.md).
 */
export async function resolveStoredSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "secrets", name);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
