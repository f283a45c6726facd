import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

// Every image of the reader's pages offers its WebP variants in a srcset, and its `sizes` says the
// width the layout really gives it, so the browser downloads the variant the screen needs: cards,
// hero, trending, secondary row, article lead and section images, related rows.

type Measured = { src: string; sizes: string; rendered: number; declared: number };

/** For every image with a srcset: its rendered width and the width its `sizes` declares at this viewport. */
async function measureImages(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const widthOf = (length: string) => {
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const declaredWidth = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/).map((s) => s.trim())) {
        const match = /^(\(.+\))\s+(.+)$/.exec(entry);
        if (!match) return widthOf(entry);
        if (window.matchMedia(match[1]!).matches) return widthOf(match[2]!);
      }
      return window.innerWidth;
    };
    return [...document.querySelectorAll<HTMLImageElement>("img[srcset]")]
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => ({
        src: img.getAttribute("src") ?? "",
        sizes: img.getAttribute("sizes") ?? "",
        rendered: img.getBoundingClientRect().width,
        declared: declaredWidth(img.getAttribute("sizes") ?? "100vw"),
      }));
  });
}

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto("/home");
  return (await page.locator('main a[href^="/article/"]').first().getAttribute("href"))!;
}

for (const width of [375, 640, 768, 1024, 1280]) {
  test(`at ${width} px every image's sizes matches the width it is shown at`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const article = await firstArticlePath(page);
    for (const path of ["/home", article]) {
      await page.goto(path);
      const images = await measureImages(page);
      expect(images.length, `${path}: images with a srcset`).toBeGreaterThan(1);
      for (const image of images) {
        const where = `${path} ${image.src} (sizes "${image.sizes}")`;
        // Never smaller than shown (a blurry picture), and not much larger (wasted bytes).
        expect(image.declared, `${where}: declared vs rendered ${image.rendered}`).toBeGreaterThanOrEqual(
          image.rendered - 1,
        );
        expect(image.declared, `${where}: declared vs rendered ${image.rendered}`).toBeLessThanOrEqual(
          image.rendered * 1.2 + 8,
        );
      }
    }
  });
}
