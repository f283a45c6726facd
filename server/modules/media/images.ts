import sharp from "sharp";
import { limits } from "#common/limits.ts";

/** `nominalWidth` names the file (-400, -800, -1200); `width` is the real one, never upscaled. */
export type ImageVariant = { nominalWidth: number; width: number; height: number; data: Buffer };

/** Refuse images whose pixel count alone would exhaust memory (a "decompression bomb"). */
const maxInputPixels = 50_000_000;

/**
 * Re-encodes an image into one WebP variant per standard width, each no wider than the source
 * (never upscaled), so that every variant name exists for every image. Metadata is stripped and
 * the EXIF orientation applied.
 */
export async function makeImageVariants(
  input: Buffer,
  widths: readonly number[] = limits.imageVariantWidths,
): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" }).rotate();
  const meta = await image.metadata();
  const sourceWidth = (meta.autoOrient?.width ?? meta.width) || 0;
  const sourceHeight = (meta.autoOrient?.height ?? meta.height) || 0;
  if (!sourceWidth || !sourceHeight) throw new Error("image has no dimensions");
  const variants = await Promise.all(
    widths.map(async (nominalWidth) => {
      const { data, info } = await image
        .clone()
        .resize({ width: Math.min(nominalWidth, sourceWidth), withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { nominalWidth, width: info.width, height: info.height, data };
    }),
  );
  return { width: sourceWidth, height: sourceHeight, variants };
}

/** Square avatar, re-encoded (SPEC.md §5: profile pictures). */
export async function makeAvatar(input: Buffer, size = 256): Promise<Buffer> {
  return sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" })
    .rotate()
    .resize(size, size, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
}
