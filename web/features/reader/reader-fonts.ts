import type { LinkDescriptor } from "react-router";
import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import serifCyrillic from "@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-normal.woff2?url";
import serifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";

/**
 * The four font files the home, category and article pages use (web/app.css; a Bulgarian page
 * needs the Latin files too, for digits and punctuation), preloaded at low priority
 * (docs/decisions/0044): without it they are only requested after the stylesheet has arrived and
 * the page has been laid out once; at low priority they never take a phone's bandwidth from the
 * stylesheet, the lead image or the scripts. The text shows in the fallback font until they
 * arrive (font-display: swap).
 */
export const readerFontPreloads: LinkDescriptor[] = [interCyrillic, interLatin, serifCyrillic, serifLatin].map(
  (href) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous",
    fetchPriority: "low",
  }),
);
