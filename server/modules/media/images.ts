import type { Sharp } from "sharp";
import type sharpFunction from "sharp";
import { limits } from "#common/limits.ts";

/** `nominalWidth` names the file (-400, -800, -1200); `width` is the real one, never upscaled. */
export type ImageVariant = { nominalWidth: number; width: number; height: number; data: Buffer };

/** Refuse images whose pixel count alone would exhaust memory (a "decompression bomb"). */
const maxInputPixels = 50_000_000;

type SharpFunction = typeof sharpFunction;
let library: Promise<SharpFunction> | undefined;
/**
 * sharp (libvips) is loaded with the first image: it adds about 30 MB to a process's resident
 * memory, which a server process that never receives an upload does not need (issue 7).
 */
export async function loadSharp(): Promise<SharpFunction> {
  return (library ??= import("sharp").then((module) => module.default as SharpFunction));
}

async function imageOf(input: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" }).rotate();
}

/**
 * Re-encodes an image into one WebP variant per standard width, each no wider than the source
 * (never upscaled), so that every variant name exists for every image. Metadata is stripped and
 * the EXIF orientation applied.
 */
export async function makeImageVariants(
  input: Buffer,
  widths: readonly number[] = limits.imageVariantWidths,
): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const image = await imageOf(input);
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
  return (await imageOf(input))
    .resize(size, size, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
}
