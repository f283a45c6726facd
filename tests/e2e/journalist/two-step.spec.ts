import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { e2e, expect, openSignedIn, signIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { newStaffAccount } from "./staff-accounts.ts";

/** Turns the second step on from the set-up on screen: the key read, confirmed with its code, the backup codes kept. */
async function setUpTwoStep(page: Page, shots?: string) {
  await page.getByRole("button", { name: "Включи двустепенен вход" }).click();
  const key = (await page.getByTestId("two-step-key").innerText()).replace(/\s+/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  await expect(page.getByRole("img", { name: "QR код за приложението за удостоверяване" })).toBeVisible();
  if (shots)
    for (const width of [320, 375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${shots}-${width}`);
    }
  await page.getByLabel("Код за потвърждение").fill(totp.generate());
  await page.getByRole("button", { name: "Включи", exact: true }).click();
  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return { totp, backupCode: await codes.first().innerText() };
}

// Issue 35, point 3 (decision 0132): a journalist turns on the second sign-in step, then signs in
// with the app's code and with a backup code; the Owner requires it and resets it.
test("a journalist turns on two-step sign-in and signs in with a code, then a backup code", async ({ page }) => {
  const { username, password } = await newStaffAccount(page, "Иван Двустепенен");
  await openSignedIn(page, "journalist", { username, password }, "/journalist/profile");
  const { totp, backupCode } = await setUpTwoStep(page, "two-step-setup");
  for (const width of [320, 375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `two-step-backup-codes-${width}`);
  }
  await page.getByRole("button", { name: "Запазих кодовете" }).click();
  await expect(page.getByText(/Включен от/)).toBeVisible();

  // Signed out, in again: the password, then the app's code.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await signIn(page, "/login", username, password);
  const code = page.getByLabel("Код за потвърждение");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  for (const width of [320, 375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `two-step-code-${width}`);
  }
  // The code of the next step: the confirming one may not be taken again.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Потвърди" }).click();
  await expect(page).toHaveURL(/\/journalist/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // And with a backup code.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await signIn(page, "/login", username, password);
  await page.getByRole("button", { name: "Използвайте резервен код" }).click();
  await page.getByLabel("Резервен код").fill(backupCode);
  await page.getByRole("button", { name: "Потвърди" }).click();
  await expect(page).toHaveURL(/\/journalist/);
});

test("the Owner requires the second step of the whole staff: a journalist is led to set it up, and the Owner resets it", async ({
  page,
  browser,
}) => {
  const { username, password, ownerToken } = await newStaffAccount(page, "Петя Задължена");
  const require = (requirement: string) =>
    page.request.put("/api/admin/two-step", {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { requirement },
    });
  const journalist = await (
    await browser.newContext({ baseURL: e2e.baseUrl, locale: "bg-BG", timezoneId: "Europe/Sofia" })
  ).newPage();
  try {
    await openSignedIn(page, "admin", e2e.owner, "/admin/admins");
    const setting = page.getByRole("region", { name: "Двустепенен вход за екипа" });
    await expect(setting.getByRole("radio", { name: "Не се изисква" })).toBeChecked();
    await setting.getByRole("radio", { name: "Задължителен за всички в екипа" }).check();
    await setting.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Настройката за двустепенен вход е запазена.")).toBeVisible();
    await expect(setting.getByRole("button", { name: "Запази" })).toBeDisabled();
    for (const width of [320, 375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `two-step-requirement-${width}`);
    }

    // The journalist's next sign-in leads to the set-up, and on to the panel once it is on.
    await signIn(journalist, "/login", username, password);
    await expect(journalist).toHaveURL(/\/two-step/);
    await expect(
      journalist.getByText("Собственикът на сайта изисква двустепенен вход за вашия акаунт. Включете го"),
    ).toBeVisible();
    await setUpTwoStep(journalist, "two-step-required-setup");
    await journalist.getByRole("button", { name: "Запазих кодовете" }).click();
    await expect(journalist).toHaveURL(/\/journalist/);
    await expect(journalist.getByRole("heading", { level: 1 })).toBeVisible();

    // The Owner resets it: the journalist's sessions end, and the next sign-in asks for the set-up again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/journalists");
    const row = page.getByRole("row").filter({ hasText: username });
    await expect(row.getByText("Двустепенен вход")).toBeVisible();
    await row.getByRole("button", { name: `Нулирай двустепенния вход: ${username}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText(`Да се изключи ли двустепенният вход на ${username}?`);
    await page.getByRole("alertdialog").getByRole("button", { name: "Нулирай двустепенния вход" }).click();
    await expect(page.getByText("Двустепенният вход е нулиран.")).toBeVisible();
    await expect(row.getByRole("button", { name: `Нулирай двустепенния вход: ${username}` })).toHaveCount(0);
    await screenshot(page, "two-step-reset-1280");

    await journalist.goto("/journalist/articles");
    await expect(journalist).toHaveURL(/\/login/);
    await signIn(journalist, "/login", username, password);
    await expect(journalist).toHaveURL(/\/two-step/);
  } finally {
    // Other staff tests sign in with a password alone.
    expect((await require("nobody")).status()).toBe(200);
    await journalist.context().close();
  }
});
