import type { Page } from "@playwright/test";

/** Markup that only a payload could have put on the page. */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector =
      "iframe, object, embed, base, meta[http-equiv], form[action^='javascript'], a[href^='javascript' i], a[href^='data:' i], svg script, math, marquee, details[ontoggle]";
    for (const el of document.body.querySelectorAll(selector)) found.push(el.outerHTML.slice(0, 80));
    for (const el of document.body.querySelectorAll("*")) {
      for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) found.push(`${el.tagName} ${attr}`);
    }
    // The page data in React Router's inline scripts carries the payloads as text; it must stay
    // escaped there, never able to close its script or open another.
    for (const script of document.querySelectorAll("script")) {
      if (/<\/?script/i.test(script.textContent ?? "")) found.push("an inline script holds raw script tags");
    }
    if ((window as unknown as { __xss?: unknown }).__xss) found.push("window.__xss was set");
    return found;
  });
}

/** Hover, focus and scroll, as a person would: handlers that wait for a gesture would fire now. */
export async function touchThePage(page: Page) {
  await page.mouse.move(200, 300);
  await page.keyboard.press("Tab");
  await page.mouse.wheel(0, 2000);
}

/** Collects every dialog (alert, confirm, prompt) a page opens, dismissing it. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}
