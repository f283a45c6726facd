import type { Page } from "@playwright/test";
import { pushReaderTexts } from "#common/messages/reader.ts";
import { expect, test } from "../fixtures.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 37, point 4 for readers (decision 0142): the invitation to alerts for breaking news is
 * quiet. It is rendered on the server as nothing and shown only where the browser has the Push API;
 * no prompt comes with a visit: the browser's permission is asked only when the reader clicks.
 * This headless Chromium has no push service and answers "denied" for notifications whatever it is
 * told, so no subscription is made here (the API tests deliver to a local push service instead).
 */

const footerInvitation = (page: Page) => page.locator('hronika-island[data-island="push-invitation"]').first();

/** Counts the page's calls of Notification.requestPermission (and, if asked, says the reader has not decided yet). */
async function watchPermission(page: Page, options: { undecided: boolean }) {
  await page.addInitScript(({ undecided }) => {
    const calls = { count: 0 };
    (window as unknown as { permissionAsked: typeof calls }).permissionAsked = calls;
    if (!("Notification" in window)) return;
    const ask = Notification.requestPermission.bind(Notification);
    let answer: NotificationPermission | null = undecided ? "default" : null;
    // Only the permission's state before the reader answers is said to be "not decided": the
    // request itself goes to the browser, and its answer is what the page sees from then on.
    if (undecided)
      Object.defineProperty(Notification, "permission", {
        configurable: true,
        get: () => answer ?? "default",
      });
    Notification.requestPermission = (async () => {
      calls.count++;
      const result = await ask();
      answer = result;
      return result;
    }) as typeof Notification.requestPermission;
  }, options);
}

const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count);

async function openHome(page: Page) {
  await page.goto("/home");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(footerInvitation(page)).toHaveAttribute("data-hydrated", "");
  const supported = await page.evaluate(
    () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
  );
  expect(supported, "this Chromium has the Push API").toBe(true);
  return page.getByRole("group", { name: pushReaderTexts.invitation });
}

test("is rendered by the server as nothing, and says where to allow alerts when the browser refuses them", async ({
  page,
}) => {
  const html = await (await page.request.get("/home")).text();
  expect(html).toMatch(/<hronika-island data-island="push-invitation"[^>]*><\/hronika-island>/);
  await watchPermission(page, { undecided: false });
  const invitation = await openHome(page);
  await expect(invitation.getByRole("status")).toHaveText(pushReaderTexts.blocked);
  await expect(invitation.getByRole("button")).toHaveCount(0);
  expect(await asked(page)).toBe(0);
});

test("asks the browser's permission only after the reader's click", async ({ page }) => {
  await watchPermission(page, { undecided: true });
  const invitation = await openHome(page);
  await expect(invitation.getByRole("status")).toContainText(pushReaderTexts.off);
  await expect(invitation.getByRole("status")).toContainText(pushReaderTexts.hint);
  expect(await asked(page)).toBe(0);
  for (const width of [320, 375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await layoutProblems(page), `footer at ${width}`).toEqual([]);
    await screenshot(page, `push-invitation-footer-${width}`);
  }
  expect(await asked(page)).toBe(0);

  await invitation.getByRole("button", { name: pushReaderTexts.turnOn }).click();
  await expect.poll(() => asked(page)).toBe(1);
  // The browser's answer, as it gives it (this one dismisses the prompt: "default", so still off;
  // "denied" would say where to allow them): never "on" without a subscription.
  await expect(invitation.getByRole("button", { name: pushReaderTexts.turnOn })).toBeEnabled();
  await expect(invitation.getByRole("status")).toHaveText(
    new RegExp(`^(${pushReaderTexts.off}|${pushReaderTexts.blocked})`),
  );
});

test("is absent from a browser without the Push API", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto("/home");
  const island = footerInvitation(page);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(island).toBeEmpty();
  await expect(page.getByText(pushReaderTexts.invitation)).toHaveCount(0);
});
