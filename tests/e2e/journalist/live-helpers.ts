import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { e2e, expect } from "../fixtures.ts";
import { tokenFor } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/** What the live coverage's browser tests share (issue 37). */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const writerToken = (request: APIRequestContext) =>
  tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);

/** A published article of the demo journalist, with a lead paragraph and a second one after it. */
export async function publish(request: APIRequestContext, token: string, title: string) {
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: {
      title,
      categories: ["Политика"],
      description: "Изборният ден минута по минута.",
      sections: [
        { type: "paragraph", content: "<p>Въведение: изборният ден започна рано сутринта.</p>" },
        { type: "paragraph", content: "<p>Останалият текст на статията.</p>" },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { articleId, slug } = (await res.json()) as { articleId: number; slug: string };
  return { id: articleId, path: `/article/${articleId}-${slug}` };
}

/** A browser without JavaScript, as some readers come. */
export async function readerWithoutScripts(browser: Browser) {
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: "bg-BG",
    timezoneId: "Europe/Sofia",
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

/**
 * Checks the layout at a phone's, a laptop's, a desktop's and the narrowest width, with screenshots of each in
 * light and dark; `at`, when given, is scrolled to the top of the window at each width.
 */
export async function both(page: Page, name: string, at?: Locator) {
  for (const width of [375, 1024, 1280, 320]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    // Clear of the sticky header.
    if (at)
      await at.evaluate((element) => {
        element.scrollIntoView({ block: "start" });
        window.scrollBy(0, -80);
      });
    else await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutProblems(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
