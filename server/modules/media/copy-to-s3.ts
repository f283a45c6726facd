import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { multipartPartBytes } from "./s3-storage.ts";
import { isMediaKey, type MediaStorage } from "./storage.ts";

/** A file of the uploads folder as the bucket would tag it: its MD5, and in parts the MD5 of the parts' MD5s. */
type Checksums = { size: number; md5: string; etags: Set<string> };

/** One read of the file: its MD5, and the entity tag S3 gives it whole or uploaded in parts. */
async function checksumsOf(file: string): Promise<Checksums> {
  const whole = createHash("md5");
  const parts: Buffer[] = [];
  let part = createHash("md5");
  let inPart = 0;
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    whole.update(chunk);
    size += chunk.length;
    let offset = 0;
    while (offset < chunk.length) {
      const take = Math.min(chunk.length - offset, multipartPartBytes - inPart);
      part.update(chunk.subarray(offset, offset + take));
      inPart += take;
      offset += take;
      if (inPart === multipartPartBytes) {
        parts.push(part.digest());
        part = createHash("md5");
        inPart = 0;
      }
    }
  }
  if (inPart > 0) parts.push(part.digest());
  const md5 = whole.digest("hex");
  const etags = new Set([`"${md5}"`]);
  if (parts.length > 1 || size >= multipartPartBytes)
    etags.add(`"${createHash("md5").update(Buffer.concat(parts)).digest("hex")}-${parts.length}"`);
  return { size, md5, etags };
}

/** The stored object's MD5, read back whole (for stores whose entity tags are not MD5s). */
async function storedMd5(storage: MediaStorage, key: string): Promise<string> {
  const hash = createHash("md5");
  for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The stored object is this file: same size, and the same MD5 by its tag or read back. */
async function holds(storage: MediaStorage, key: string, file: Checksums): Promise<boolean> {
  const stored = await storage.stat(key);
  if (!stored || stored.size !== file.size) return false;
  if (file.etags.has(stored.etag)) return true;
  return (await storedMd5(storage, key)) === file.md5;
}

export type CopyReport = {
  /** Files in the folder (partial files left by a stopped upload are not counted). */
  files: number;
  copied: number;
  /** Already in the bucket with the same checksum. */
  skipped: number;
  failed: { key: string; reason: string }[];
  bytesCopied: number;
};

/** Every file under `root` (DATA_DIR/uploads), as storage keys, sorted. */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(isMediaKey)
    .sort();
}

/**
 * `npm run media:copy-to-s3` (issue 34): copies an existing site's uploads folder into the bucket,
 * each file under the key it has in the folder (so every `/media/…` address stays), and verifies
 * each by its MD5 after the copy. A file already there with the same checksum is skipped, so a
 * run cut off is resumed by running it again, and a second run copies only what was uploaded
 * meanwhile.
 */
export async function copyUploadsToStorage(options: {
  root: string;
  storage: MediaStorage;
  /** Files copied or checked at once. */
  concurrency?: number;
  onFile?: (done: number, total: number) => void;
}): Promise<CopyReport> {
  const keys = await keysUnder(options.root);
  const report: CopyReport = { files: keys.length, copied: 0, skipped: 0, failed: [], bytesCopied: 0 };
  let next = 0;
  let done = 0;
  const copyOne = async (key: string) => {
    const file = path.join(options.root, ...key.split("/"));
    const checksums = await checksumsOf(file);
    if (await holds(options.storage, key, checksums)) {
      report.skipped++;
      return;
    }
    await options.storage.put(key, createReadStream(file));
    if (!(await holds(options.storage, key, checksums)))
      throw new Error("the stored copy differs from the file (size or MD5)");
    report.copied++;
    report.bytesCopied += checksums.size;
  };
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copyOne(key);
      } catch (error) {
        const cause = (error as Error).cause as Error | undefined;
        report.failed.push({ key, reason: cause?.message ?? (error as Error).message });
      }
      options.onFile?.(++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
