import type { Page } from "@playwright/test";

/**
 * Whether this run keeps screenshots: always when SHOTS_DIR names a folder, and on a developer's
 * machine, where people look at them; not in CI, where nobody does and each full-page picture
 * costs a second of software rendering (`CI=1 SHOTS_DIR=... npm test` keeps them there too).
 */
export const screenshotsWanted = Boolean(process.env.SHOTS_DIR) || !process.env.CI;
const screensDir = process.env.SHOTS_DIR ?? "test-results/screens";

/** One screenshot of the page as it is, named `name.png` in the screenshots' folder. */
export async function pageShot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: `${screensDir}/${name}.png`, fullPage: options.fullPage ?? false });
}

/**
 * Screenshots of a screen in the light and the dark theme (the `dark` class the theme cookie sets,
 * web/lib/theme.ts), as people look at it. The theme the page had is put back afterwards.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted) return;
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle("dark", dark);
      document.documentElement.style.colorScheme = dark ? "dark" : "light";
    }, theme === "dark");
    await page.screenshot({
      path: `${screensDir}/${name}-${theme}.png`,
      fullPage: options.fullPage ?? false,
      animations: "disabled",
    });
  }
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, wasDark);
}
