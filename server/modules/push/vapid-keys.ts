import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";

export type VapidKeys = { publicKey: string; privateKey: string };

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === "string" &&
  typeof (value as VapidKeys).privateKey === "string";

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    return isKeys(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's VAPID key pair (decision 0142): the configured one (VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY), else the one kept in DATA_DIR/secrets/vapid-keys.json, made on first start.
 * Readers' subscriptions are bound to the public key, so it must never change under them: with
 * several processes starting on one DATA_DIR at once, the first file written is everyone's. Each
 * writes its pair to a file of its own and links it to the name, which fails for all but the
 * first (a rename would replace it); the others then read the winner's.
 */
export async function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, "secrets", "vapid-keys.json");
  const stored = await readKeys(file);
  if (stored) return stored;
  await mkdir(path.dirname(file), { recursive: true });
  const mine = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(mine, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    await link(mine, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(mine);
  }
  const kept = await readKeys(file);
  if (!kept)
    throw new Error(`${file} holds no VAPID key pair: remove it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  return kept;
}
