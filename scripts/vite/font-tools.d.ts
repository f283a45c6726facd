// subset-font and fontverter ship no types; these are the parts of their APIs (their READMEs) the
// build and its test use.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      keepAllGlyphs?: boolean;
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
