import type { Page } from "@playwright/test";

/**
 * Types `text` into the page's first search field in the very task that shows it, before React
 * has run the effects of that render: as a quick person may on a busy machine, where such a
 * keystroke was once thrown away by an effect that copied the URL's search into the field.
 * `typedAtOnce(page)` says whether a field came and was typed into.
 */
export async function typeAsSearchAppears(page: Page, text: string) {
  await page.addInitScript((typed) => {
    new MutationObserver((_, observer) => {
      const field = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!field) return;
      observer.disconnect();
      // The value's own setter, as a keystroke sets it, so that React sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      document.documentElement.dataset.typedAtOnce = "";
    }).observe(document, { childList: true, subtree: true });
  }, text);
}

export const typedAtOnce = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.typedAtOnce !== undefined);
