import { and, eq, sql } from "drizzle-orm";
import type { Readable } from "node:stream";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { mediaFiles, type SocialCrop } from "#server/db/schema.ts";
import { loadSharp } from "./images.ts";
import type { MediaStorage } from "./storage.ts";

/** The durable job that makes a picture's 1.91:1 crop for link previews (decision 0130). */
export const socialCropJob = "media.social-crop";
const payloadSchema = z.object({ id: z.number().int() });

/** og:image's recommended size: 1200 × 628, 1.91:1. */
export const socialSize = { width: 1200, height: 628 } as const;

/**
 * The crop's key: the picture's with the focal point in thousandths. Media are cached for a year
 * as immutable, so a crop around another point gets another name; the same point gives the same
 * crop, so its name may come back.
 */
export function socialCropKey(storageKey: string, focalX: number, focalY: number): string {
  return `${storageKey}-og-${Math.round(focalX * 1000)}-${Math.round(focalY * 1000)}.webp`;
}

/** The largest 1.91:1 box of a width × height picture with the focal point as near its middle as the edges allow. */
export function cropBox(width: number, height: number, focalX: number, focalY: number) {
  const ratio = socialSize.width / socialSize.height;
  const cropWidth = width / height > ratio ? Math.round(height * ratio) : width;
  const cropHeight = width / height > ratio ? height : Math.round(width / ratio);
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(focalX * width - cropWidth / 2, width - cropWidth),
    top: clamp(focalY * height - cropHeight / 2, height - cropHeight),
    width: Math.max(1, cropWidth),
    height: Math.max(1, cropHeight),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Queues the picture's crop (in the caller's transaction): after an upload and every move of its focal point. */
export function queueSocialCrop(
  jobs: { enqueue(db: Database, kind: string, payload: unknown): Promise<void> },
  db: Database,
  id: number,
) {
  return jobs.enqueue(db, socialCropJob, { id });
}

/**
 * The job: crops the largest variant around the focal point to 1.91:1 (1200 × 628, or smaller for
 * a smaller picture, never upscaled), stores it under its own name, records it, and removes the
 * picture's previous crop. Idempotent: a crop that exists for the point is kept; a picture deleted
 * meanwhile is nothing to do.
 */
export function socialCropper(db: Database, storage: MediaStorage, onMade?: () => Promise<void>) {
  return async (payload: unknown) => {
    const { id } = payloadSchema.parse(payload);
    const [row] = await db
      .select({
        key: mediaFiles.storageKey,
        variants: mediaFiles.variants,
        focalX: mediaFiles.focalX,
        focalY: mediaFiles.focalY,
        social: mediaFiles.socialCrop,
      })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, "image")));
    if (!row || !row.variants.length) return;
    const key = socialCropKey(row.key, row.focalX, row.focalY);
    if (row.social?.key === key) return;
    const sharp = await loadSharp();
    const source = await readAll(await storage.read(`${row.key}-${Math.max(...row.variants)}.webp`));
    const meta = await sharp(source).metadata();
    const box = cropBox(meta.width ?? 1, meta.height ?? 1, row.focalX, row.focalY);
    const width = Math.min(socialSize.width, box.width);
    const height = Math.max(1, Math.round((width * socialSize.height) / socialSize.width));
    const data = await sharp(source)
      .extract(box)
      .resize(width, height, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(key, data);
    const crop: SocialCrop = { key, width, height };
    // Only if the point is still the one cropped around: a later move has queued its own crop.
    const [stored] = await db
      .update(mediaFiles)
      .set({ socialCrop: crop })
      .where(
        and(
          eq(mediaFiles.id, id),
          sql`round(${mediaFiles.focalX}::numeric * 1000) = ${Math.round(row.focalX * 1000)}`,
          sql`round(${mediaFiles.focalY}::numeric * 1000) = ${Math.round(row.focalY * 1000)}`,
        ),
      )
      .returning({ id: mediaFiles.id });
    if (!stored) {
      await storage.remove(key);
      return;
    }
    if (row.social && row.social.key !== key) await storage.remove(row.social.key);
    await onMade?.();
  };
}
