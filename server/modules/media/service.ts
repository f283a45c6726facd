import { randomBytes } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mediaFiles } from "#server/db/schema.ts";
import { makeImageVariants } from "./images.ts";
import { mediaSearchKey } from "./library.ts";
import type { MediaStorage } from "./storage.ts";

export type StoredImage = { id: number; url: string; width: number; height: number };

function newKeyBase(folder: string, now: Date): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return `${folder}/${month}/${randomBytes(12).toString("hex")}`;
}

/**
 * Re-encodes an image into its WebP variants, stores them under a random name and records the
 * file. The URL returned is the largest variant's; the others are reachable for `srcset`.
 */
export async function storeImage(
  db: Database,
  storage: MediaStorage,
  input: Buffer,
  options: { now: Date; uploadedBy?: number | null; originalName?: string | null },
): Promise<StoredImage> {
  const { width, height, variants } = await makeImageVariants(input);
  const base = newKeyBase("images", options.now);
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const key = `${base}-${variant.nominalWidth}.webp`;
      await storage.put(key, variant.data);
      written.push(key);
    }
    const largest = variants[variants.length - 1]!;
    const [row] = await db
      .insert(mediaFiles)
      .values({
        storageKey: base,
        kind: "image",
        mimeType: "image/webp",
        originalName: options.originalName ?? null,
        sizeBytes: variants.reduce((sum, v) => sum + v.data.length, 0),
        width,
        height,
        variants: variants.map((v) => v.nominalWidth),
        uploadedBy: options.uploadedBy ?? null,
        createdAt: options.now,
        // The library finds a new picture by its file name until it has a description (decision 0130).
        searchKey: mediaSearchKey(options.originalName),
      })
      .returning({ id: mediaFiles.id });
    return {
      id: row!.id,
      url: storage.urlFor(`${base}-${largest.nominalWidth}.webp`),
      width: largest.width,
      height: largest.height,
    };
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
}

export type StoredVideo = { id: number; url: string };

/**
 * Streams a video to storage as it arrives (never whole in memory) under a random name. A
 * stream that fails or is cut off, e.g. by the upload size limit, leaves no file behind.
 */
export async function storeVideo(
  db: Database,
  storage: MediaStorage,
  input: Readable,
  file: { now: Date; extension: string; mimeType: string; originalName?: string | null; uploadedBy?: number | null },
): Promise<StoredVideo> {
  const key = `${newKeyBase("videos", file.now)}.${file.extension}`;
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  input.on("error", (error) => counter.destroy(error));
  await storage.put(key, input.pipe(counter));
  try {
    const [row] = await db
      .insert(mediaFiles)
      .values({
        storageKey: key,
        kind: "video",
        mimeType: file.mimeType,
        originalName: file.originalName ?? null,
        sizeBytes,
        uploadedBy: file.uploadedBy ?? null,
        createdAt: file.now,
      })
      .returning({ id: mediaFiles.id });
    return { id: row!.id, url: storage.urlFor(key) };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** Takes back a stored image: its variants and its record. */
export async function removeImage(db: Database, storage: MediaStorage, id: number): Promise<void> {
  const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
  if (!row) return;
  const keys = row.variants.map((width) => `${row.storageKey}-${width}.webp`);
  if (row.socialCrop) keys.push(row.socialCrop.key);
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** Takes back a stored video. */
export async function removeVideo(db: Database, storage: MediaStorage, id: number): Promise<void> {
  const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
  if (row) await storage.remove(row.storageKey);
}
