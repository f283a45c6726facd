import type { Sharp } from "sharp";
import type sharpFunction from "sharp";
import { imageLimits, limits } from "#common/limits.ts";
import { imageServerErrors } from "#common/messages/server-errors.ts";
import { HttpError } from "#server/http/errors.ts";

/** `nominalWidth` names the file (-400, -800, -1200); `width` is the real one, never upscaled. */
export type ImageVariant = { nominalWidth: number; width: number; height: number; data: Buffer };

/** 413 `image_too_large`: a picture past imageLimits (a decompression bomb among them), said in Bulgarian. */
export const imageTooLarge = () =>
  new HttpError(
    413,
    imageServerErrors.tooLarge(imageLimits.maxPixels / 1_000_000, imageLimits.maxSide, imageLimits.maxFrames),
    undefined,
    undefined,
    "image_too_large",
  );

type SharpFunction = typeof sharpFunction;
let library: Promise<SharpFunction> | undefined;
/**
 * sharp (libvips) is loaded with the first image: it adds about 30 MB to a process's resident
 * memory, which a server process that never receives an upload does not need (issue 7). libvips
 * gets one thread per picture and no cache of decoded pictures (it would keep up to 50 MB of
 * pixels nobody asks for again; issue 30, point 6).
 */
export async function loadSharp(): Promise<SharpFunction> {
  return (library ??= import("sharp").then((module) => {
    const sharp = module.default as SharpFunction;
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}

/**
 * The picture's first frame, upright, after its header says it fits imageLimits: the pixels, the
 * longest side and the frames are read from the header alone, before anything is decoded, so a
 * decompression bomb (a few kilobytes claiming 100 000 × 100 000 pixels) is refused at once with
 * `imageTooLarge`. Only the first frame of an animated picture is ever decoded (the variants are
 * still pictures), however many frames it has. Anything else unreadable throws sharp's error.
 */
async function imageOf(input: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: imageLimits.maxPixels, failOn: "error", pages: 1, page: 0 } as const;
  // The header alone (no pixel limit here: it would refuse a bomb with sharp's English words).
  const meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  // The first frame's size, as it stands once turned upright by its EXIF orientation.
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (
    width * height > imageLimits.maxPixels ||
    Math.max(width, height) > imageLimits.maxSide ||
    (meta.pages ?? 1) > imageLimits.maxFrames
  )
    throw imageTooLarge();
  if (!width || !height) throw new Error("image has no dimensions");
  return { image: sharp(input, options).rotate(), width, height };
}

/**
 * Re-encodes an image into one WebP variant per standard width, each no wider than the source
 * (never upscaled), so that every variant name exists for every image. Metadata is stripped and
 * the EXIF orientation applied. The picture is decoded once, into its largest variant's pixels,
 * and the smaller variants are made from those: a third of the memory and time of decoding it
 * once per variant.
 */
export async function makeImageVariants(
  input: Buffer,
  widths: readonly number[] = limits.imageVariantWidths,
): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const { image, width: sourceWidth, height: sourceHeight } = await imageOf(input);
  const sharp = await loadSharp();
  const largest = Math.min(Math.max(...widths), sourceWidth);
  const { data: pixels, info } = await image
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants: ImageVariant[] = [];
  for (const nominalWidth of widths) {
    const { data, info: out } = await sharp(pixels, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .resize({ width: Math.min(nominalWidth, info.width), withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ nominalWidth, width: out.width, height: out.height, data });
  }
  return { width: sourceWidth, height: sourceHeight, variants };
}

/** Square avatar, re-encoded (SPEC.md §5: profile pictures). */
export async function makeAvatar(input: Buffer, size = 256): Promise<Buffer> {
  return (await imageOf(input)).image.resize(size, size, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
}
