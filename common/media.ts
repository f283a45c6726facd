import { limits } from "./limits.ts";

const variantPattern = /-(\d+)\.webp$/;

/**
 * The `srcset` of an uploaded image: every upload has one WebP per standard width, named
 * `…-400.webp`, `…-800.webp`, `…-1200.webp` (server/modules/media). Other URLs get none.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith("/media/") || !variantPattern.test(url)) return undefined;
  return limits.imageVariantWidths.map((w) => `${url.replace(variantPattern, `-${w}.webp`)} ${w}w`).join(", ");
}

/** The URL of one variant of an uploaded image (e.g. the 400 px one for a card). */
export function imageVariant(url: string, width: (typeof limits.imageVariantWidths)[number]): string {
  return variantPattern.test(url) ? url.replace(variantPattern, `-${width}.webp`) : url;
}

/** SPEC.md §9: media is a video if the URL ends in mp4, webm or ogg or contains /video/. */
export function isVideoUrl(url: string): boolean {
  return /\.(mp4|webm|ogg)(\?|#|$)/i.test(url) || url.includes("/video/");
}
