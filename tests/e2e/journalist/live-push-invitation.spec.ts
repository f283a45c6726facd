import { pushReaderTexts } from "#common/messages/reader.ts";
import { e2e, expect, test } from "../fixtures.ts";
import { unique } from "../admin/admin-helpers.ts";
import { bearer, publish, writerToken } from "./live-helpers.ts";

/**
 * Issue 37, point 4 on a live page (decision 0142): the invitation to alerts is there twice, under
 * the coverage and in the footer, for one browser's one subscription, so what the reader does in
 * one shows in both. This headless Chromium cannot subscribe: the browser's answer is made "denied"
 * here, which both invitations must then say.
 */
test("the live coverage's invitation and the footer's say the same after the reader's click", async ({
  browser,
  request,
}) => {
  const token = await writerToken(request);
  const article = await publish(request, token, `Бурята на живо ${unique()}`);
  const live = `/api/journalist/articles/${article.id}/live`;
  expect((await request.post(live, { headers: bearer(token), data: { autoEndHours: 12 } })).status()).toBe(200);

  const context = await browser.newContext({ baseURL: e2e.baseUrl, locale: "bg-BG", timezoneId: "Europe/Sofia" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!("Notification" in window)) return;
    let answer: NotificationPermission = "default";
    Object.defineProperty(Notification, "permission", { configurable: true, get: () => answer });
    Notification.requestPermission = (async () => (answer = "denied")) as typeof Notification.requestPermission;
  });
  await page.goto(article.path);
  await page.locator("footer").scrollIntoViewIfNeeded();
  const invitations = page.getByRole("group", { name: pushReaderTexts.invitation });
  await expect(invitations).toHaveCount(2, { timeout: 30_000 });
  for (const invitation of await invitations.all())
    await expect(invitation.getByRole("status")).toContainText(pushReaderTexts.off);

  await page.locator("#na-zhivo").getByRole("button", { name: pushReaderTexts.turnOn }).click();
  for (const invitation of await invitations.all()) {
    await expect(invitation.getByRole("status")).toHaveText(pushReaderTexts.blocked);
    await expect(invitation.getByRole("button")).toHaveCount(0);
  }
  await context.close();
});
