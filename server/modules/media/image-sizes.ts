import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mediaFiles } from "#server/db/schema.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { mediaUrlPrefix } from "./storage.ts";

/** A link preview's picture size; `url`, when given, is the picture to show instead: its 1.91:1 crop (decision 0130). */
export type ImageSize = { width: number; height: number; url?: string };

/** Uploads whose size is kept in memory at most (a size never changes for its address). */
const keptMax = 5_000;
const variantUrl = new RegExp(`^${mediaUrlPrefix}(.+)-(\\d+)\\.webp$`);

/**
 * The width and height of an uploaded picture's variant by its address (`/media/…-1200.webp`),
 * from the upload's record: the variants are no wider than the original, at its proportions
 * (images.ts). For link previews (`og:image:width`/`height`, issue 29). An address's size never
 * changes, so it is read once per process and kept; null for another site's picture or an unknown one.
 */
export function createImageSizes(db: Database, changes?: ContentChanges) {
  const kept = new Map<string, Promise<ImageSize | null>>();
  // A new crop (its job announces a change when done) or a deleted picture: read again.
  changes?.subscribe(() => kept.clear());
  const read = async (url: string): Promise<ImageSize | null> => {
    const match = variantUrl.exec(url);
    if (!match) return null;
    const [row] = await db
      .select({ width: mediaFiles.width, height: mediaFiles.height, socialCrop: mediaFiles.socialCrop })
      .from(mediaFiles)
      .where(eq(mediaFiles.storageKey, match[1]!))
      .limit(1);
    if (!row?.width || !row.height) return null;
    // The crop around the focal point, once the durable job made it (issue 34, point 3).
    if (row.socialCrop)
      return { url: mediaUrlPrefix + row.socialCrop.key, width: row.socialCrop.width, height: row.socialCrop.height };
    const width = Math.min(Number(match[2]), row.width);
    return { width, height: Math.round((width * row.height) / row.width) };
  };
  return {
    of(url: string): Promise<ImageSize | null> {
      const found = kept.get(url);
      if (found) return found;
      const size = read(url);
      if (kept.size >= keptMax) kept.delete(kept.keys().next().value!);
      kept.set(url, size);
      // A failed read is not kept.
      size.catch(() => kept.delete(url));
      return size;
    },
  };
}
