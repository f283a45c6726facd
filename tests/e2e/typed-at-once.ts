import type { Page } from "@playwright/test";

/** The first search field of a page. */
export const searchField = 'input[type="search"]';

/**
 * Types `text` into the page's first field matching `selector` in the very task that shows it,
 * before React has run the effects of that render: as a quick person may on a busy machine, where
 * such a keystroke was once thrown away by an effect that copied the URL's filter into the field
 * (decision 0145). `typedAtOnce(page)` says whether such a field came and was typed into.
 */
export async function typeAsFieldAppears(page: Page, selector: string, text: string) {
  await page.addInitScript(
    ([wanted, typed]) => {
      new MutationObserver((_, observer) => {
        const field = document.querySelector<HTMLInputElement>(wanted);
        if (!field) return;
        observer.disconnect();
        // The value's own setter, as a keystroke sets it, so that React sees the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, typed);
        field.dispatchEvent(new Event("input", { bubbles: true }));
        document.documentElement.dataset.typedAtOnce = "";
      }).observe(document, { childList: true, subtree: true });
    },
    [selector, text] as const,
  );
}

export const typedAtOnce = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.typedAtOnce !== undefined);
