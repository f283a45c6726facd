import type { Page } from "@playwright/test";

/**
 * Screenshots of a screen in the light and the dark theme (the `dark` class the theme cookie sets,
 * web/lib/theme.ts), as people look at it: into SHOTS_DIR when set, else test-results/screens.
 * The theme the page had is put back afterwards.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR ?? "test-results/screens";
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle("dark", dark);
      document.documentElement.style.colorScheme = dark ? "dark" : "light";
    }, theme === "dark");
    await page.screenshot({
      path: `${dir}/${name}-${theme}.png`,
      fullPage: options.fullPage ?? false,
      animations: "disabled",
    });
  }
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, wasDark);
}
