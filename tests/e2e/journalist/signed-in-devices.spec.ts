import type { Browser } from "@playwright/test";
import { e2e, expect, signIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { newStaffAccount } from "./staff-accounts.ts";

// Issue 35, point 4 (decision 0133): the devices a staff account is signed in on, each ended by
// its person; "Изход" ends the session on the server too.

const laptop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A browser of its own, telling the server it is `userAgent`. */
async function device(browser: Browser, userAgent: string) {
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: "bg-BG",
    timezoneId: "Europe/Sofia",
    userAgent,
  });
  return context.newPage();
}

test("a journalist sees where they are signed in, ends the phone's session, and signing out ends this one", async ({
  page,
  browser,
}) => {
  const { username, password } = await newStaffAccount(page, "Калина Устройствата");
  const onLaptop = await device(browser, laptop);
  const onPhone = await device(browser, phone);
  try {
    for (const tab of [onPhone, onLaptop]) {
      await signIn(tab, "/login", username, password);
      await expect(tab).toHaveURL(/\/journalist/);
    }
    await onLaptop.goto("/journalist/profile");
    const devices = onLaptop.getByRole("region", { name: "Влезли устройства" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    const here = devices.getByRole("listitem").filter({ hasText: "Това устройство" });
    await expect(here).toContainText("Chrome 131 на Linux");
    await expect(here).toContainText("Журналистически панел");
    await expect(devices.getByRole("listitem").filter({ hasText: "Safari на iOS 17.5" })).toBeVisible();
    for (const width of [320, 375, 1024, 1280]) {
      await onLaptop.setViewportSize({ width, height: 900 });
      await devices.scrollIntoViewIfNeeded();
      await screenshot(onLaptop, `signed-in-devices-${width}`);
    }

    await devices.getByRole("button", { name: "Прекрати сесията: Safari на iOS 17.5" }).click();
    const dialog = onLaptop.getByRole("alertdialog");
    await expect(dialog).toContainText("Да се прекрати ли сесията на Safari на iOS 17.5?");
    await dialog.getByRole("button", { name: "Прекрати", exact: true }).click();
    await expect(devices.getByText("Сесията е прекратена.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices.getByText("Няма други влезли устройства.")).toBeVisible();

    // The phone's next step finds its session over.
    await onPhone.goto("/journalist/articles");
    await expect(onPhone).toHaveURL(/\/login/);

    // "Изход" ends this session on the server: its token is refused afterwards, wherever it is copied.
    const token = await onLaptop.evaluate(() => localStorage.getItem("authToken"));
    await onLaptop.getByRole("button", { name: "Изход" }).click();
    await expect(onLaptop).toHaveURL(/\/login/);
    await expect
      .poll(async () =>
        (await page.request.get("/api/journalist/auth/me", { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  } finally {
    await onLaptop.context().close();
    await onPhone.context().close();
  }
});

test("an admin turns to their own account page: the second step and the devices, and ends every other session", async ({
  page,
  browser,
}) => {
  const { username, password } = await newStaffAccount(page, "Админ Устройства", "Admin");
  const elsewhere = await (await page.request.post("/api/admin/auth/login", { data: { username, password } })).json();
  const onLaptop = await device(browser, laptop);
  try {
    await signIn(onLaptop, "/admin/login", username, password);
    await expect(onLaptop).toHaveURL(/\/admin$/);
    await onLaptop.getByRole("link", { name: "Двустепенен вход и устройства" }).click();
    await expect(onLaptop).toHaveURL(/\/admin\/account$/);
    await expect(onLaptop.getByRole("heading", { level: 1 })).toHaveText("Моят акаунт");
    await expect(onLaptop.getByRole("button", { name: "Включи двустепенен вход" })).toBeVisible();
    const devices = onLaptop.getByRole("region", { name: "Влезли устройства" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByRole("listitem").filter({ hasText: "Това устройство" })).toContainText(
      "Административен панел",
    );
    for (const width of [320, 375, 1024, 1280]) {
      await onLaptop.setViewportSize({ width, height: 900 });
      await screenshot(onLaptop, `admin-account-${width}`, { fullPage: true });
    }

    await devices.getByRole("button", { name: "Прекрати всички други" }).click();
    await onLaptop.getByRole("alertdialog").getByRole("button", { name: "Прекрати всички други" }).click();
    await expect(devices.getByText("Прекратена е 1 друга сесия.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    const refused = await page.request.get("/api/admin/auth/me", {
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    expect(refused.status()).toBe(401);
    // This browser goes on.
    await onLaptop.getByRole("link", { name: "Статии" }).first().click();
    await expect(onLaptop).toHaveURL(/\/admin\/articles/);
    await expect(onLaptop.getByRole("heading", { level: 1 })).toHaveText("Статии");
  } finally {
    await onLaptop.context().close();
  }
});
