import { createECDH, randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { pushDeskTexts } from "#common/messages/push.ts";
import { pushReaderTexts } from "#common/messages/reader.ts";
import type { ArticleAlerts } from "#common/schemas/push.ts";
import { expectNoSeriousAxeViolations } from "../axe.ts";
import { expect, test } from "../fixtures.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";
import { createArticle, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

/**
 * Issue 37, point 4 in the browser (decision 0142): the Owner sends an alert for breaking news
 * from the back office's article list: the text starts as the article's title, the preview shows
 * the notification as readers will see it, the confirmation says how many subscriptions it goes to,
 * and the dialog then shows how far it came. There is no push service in this run: the two
 * subscriptions point at a push service that does not exist (`.invalid`), so the alert stays
 * waiting to be tried again, which the counts say; delivery itself is tested against a local push
 * service in server/modules/push/*.api.test.ts.
 */

/** A browser's subscription as PushSubscription.toJSON() gives it, at a push service that does not exist. */
async function subscribeSomeBrowser(request: APIRequestContext) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const response = await request.post("/api/push/subscriptions", {
    data: {
      endpoint: `https://push.invalid/${unique()}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function checkLayout(page: Page, name: string) {
  for (const width of [320, 375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the Owner sends an alert from the article list: text, preview, confirmation, then the count it reached", async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const title = `Извънредно: затворен проход ${unique()}`;
  const articleId = await createArticle(request, token, title);
  const before = (await (
    await request.get(`/api/admin/articles/${articleId}/alerts`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as ArticleAlerts;
  await subscribeSomeBrowser(request);
  await subscribeSomeBrowser(request);
  const subscribers = before.subscribers + 2;

  await signInOwner(page, `/admin/articles?search=${encodeURIComponent(title)}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: `${pushDeskTexts.send}: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: pushDeskTexts.dialogTitle });
  const text = dialog.getByLabel(pushDeskTexts.titleLabel);
  await expect(text).toHaveValue(title);
  const preview = dialog.getByTestId("alert-preview");
  await expect(preview).toContainText(pushReaderTexts.notificationTitle("Хроника"));
  await expect(preview).toContainText(title);
  await expect(dialog).toContainText(pushDeskTexts.none);

  // An empty text is refused in Bulgarian, before anything is sent.
  await text.fill("   ");
  await dialog.getByRole("button", { name: pushDeskTexts.next }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Въведете текст на известието");

  const alertText = "Проходът Шипка е затворен заради снега";
  await text.fill(alertText);
  await expect(preview).toContainText(alertText);
  await expectNoSeriousAxeViolations(page, "alert dialog");
  await checkLayout(page, "push-alert-compose");

  await dialog.getByRole("button", { name: pushDeskTexts.next }).click();
  await expect(dialog).toContainText(pushDeskTexts.confirm(subscribers));
  await checkLayout(page, "push-alert-confirm");
  // Back keeps the text; nothing was sent.
  await dialog.getByRole("button", { name: pushDeskTexts.back }).click();
  await expect(text).toHaveValue(alertText);
  await dialog.getByRole("button", { name: pushDeskTexts.next }).click();
  await dialog.getByRole("button", { name: pushDeskTexts.confirmSend }).click();

  await expect(dialog.getByRole("status")).toHaveText(pushDeskTexts.sent);
  const counts = dialog.getByTestId("alert-counts");
  // Sent to every subscription there was; with no push service to take it, none has it yet.
  await expect(counts).toContainText(pushDeskTexts.reached(0, subscribers));
  await checkLayout(page, "push-alert-sent");

  const after = (await (
    await request.get(`/api/admin/articles/${articleId}/alerts`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as ArticleAlerts;
  expect(after.alerts).toHaveLength(1);
  expect(after.alerts[0]).toMatchObject({ title: alertText, total: subscribers, delivered: 0 });
  expect(after.alerts[0]!.url).toContain(`/article/${articleId}`);

  // Closed and opened again: the alert is in the article's history.
  await dialog.getByText(pushDeskTexts.close, { exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `${pushDeskTexts.send}: ${title}` }).click();
  await expect(dialog.getByRole("region", { name: pushDeskTexts.history })).toContainText(alertText);
});
