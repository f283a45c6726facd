// The `sizes` of the home and category pages' images, worked out from home-page.tsx's grid: main
// is at most 1280 px wide with 16 px padding each side and 32 px gaps; below 768 px one column;
// from 768 px a 176 px sidebar and the content; from 1024 px a 192 px sidebar, the content and a
// 288 px column. tests/e2e/public/responsive-images.spec.ts checks them against the real layout.

/** The hero card: the whole content column. */
export const heroImageSizes =
  "(min-width: 1280px) 704px, (min-width: 1024px) calc(100vw - 576px), (min-width: 768px) calc(100vw - 240px), calc(100vw - 32px)";

/** The secondary row: two cards a row up to 1024 px (content column), then four (content and right columns). */
export const secondaryImageSizes =
  "(min-width: 1280px) 244px, (min-width: 1024px) calc(25vw - 76px), (min-width: 768px) calc(50vw - 128px), calc(50vw - 24px)";
