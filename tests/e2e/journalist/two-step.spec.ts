import { Secret, TOTP } from "otpauth";
import { e2e, expect, openSignedIn, signIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";

// Issue 35, point 3 (decision 0132): a journalist turns on the second sign-in step, then signs in
// with the app's code and with a backup code. A journalist of its own, so the other staff tests
// keep signing in with a password alone.
test("a journalist turns on two-step sign-in and signs in with a code, then a backup code", async ({ page }) => {
  const username = `dvustepenen.${Date.now().toString(36)}`;
  const password = "edna-dulga-parola-123";
  const owner = await page.request.post("/api/admin/auth/login", { data: e2e.owner });
  const { token } = (await owner.json()) as { token: string };
  const created = await page.request.post("/api/admin/users", {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password, name: "Иван Двустепенен" },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, "journalist", { username, password }, "/journalist/profile");
  await page.getByRole("button", { name: "Включи двустепенен вход" }).click();
  const key = (await page.getByTestId("two-step-key").innerText()).replace(/\s+/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  await expect(page.getByRole("img", { name: "QR код за приложението за удостоверяване" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `two-step-setup-${width}`);
  }
  await page.getByLabel("Код за потвърждение").fill(totp.generate());
  await page.getByRole("button", { name: "Включи", exact: true }).click();
  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCode = await codes.first().innerText();
  for (const width of [375, 1280]) {
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
  for (const width of [375, 1280]) {
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
