import { screenshot } from "../screenshots.ts";
import { e2e, expect, signIn, test, openSignedIn } from "../fixtures.ts";
import { confirmDialog, createUser, otherPage, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

test.describe("journalists and administrators", () => {
  test("the Owner creates an admin and a journalist with SPEC's form rules; the admin sees neither administrators nor the audit log", async ({
    page,
    browser,
  }) => {
    const id = unique();
    await signInOwner(page);

    // An administrator, from the administrators' screen (role selector: Admin or Owner).
    await page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Администратори" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Администратори");
    const owners = page.getByRole("row").filter({ hasText: "@owner" });
    await expect(owners).toBeVisible();
    await expect(owners.getByRole("button", { name: /Деактивирай|Изтрий/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Нов администратор" }).click();
    let dialog = page.getByRole("dialog", { name: "Нов администратор" });
    await dialog.getByRole("button", { name: "Създай" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Потребителското име и паролата са задължителни");
    await expect(dialog.getByLabel("Роля")).toBeVisible();
    expect(await dialog.getByLabel("Роля").locator("option").allTextContents()).toEqual(["Admin", "Owner"]);
    await dialog.getByLabel("Потребителско име").fill(`admin.${id}`);
    await dialog.getByLabel("Парола", { exact: true }).fill("admin-password-1");
    await dialog.getByLabel("Потвърдете паролата").fill("something-else");
    await dialog.getByRole("button", { name: "Създай" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Паролите не съвпадат");
    await dialog.getByLabel("Потвърдете паролата").fill("admin-password-1");
    await dialog.getByRole("button", { name: "Създай" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Потребителят е създаден.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `@admin.${id}` })).toContainText("Admin");

    // A journalist: a full name is required; the role is Journalist unless Editor is chosen (issue 35).
    await page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Журналисти" }).click();
    await page.getByRole("button", { name: "Нов журналист" }).click();
    dialog = page.getByRole("dialog", { name: "Нов журналист" });
    expect(await dialog.getByLabel("Роля").locator("option").allTextContents()).toEqual(["Журналист", "Редактор"]);
    await expect(dialog.getByLabel("Роля")).toHaveValue("Journalist");
    await dialog.getByLabel("Потребителско име").fill(`journalist.${id}`);
    await dialog.getByLabel("Парола", { exact: true }).fill("journalist-password-1");
    await dialog.getByLabel("Потвърдете паролата").fill("journalist-password-1");
    await dialog.getByRole("button", { name: "Създай" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Името е задължително за журналистите");
    await dialog.getByLabel("Пълно име").fill("Тестова Журналистка");
    await dialog.getByRole("button", { name: "Създай" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: `@journalist.${id}` });
    await expect(row).toContainText("Тестова Журналистка");
    await expect(row).toContainText("Активен");
    await expect(row).toContainText("Никога");

    // The new admin, in their own browser: no administrators, no audit log, sent back from both.
    const adminPage = await otherPage(browser);
    await signIn(adminPage, "/admin/login", `admin.${id}`, "admin-password-1");
    await expect(adminPage).toHaveURL(/\/admin$/);
    const menu = adminPage.getByRole("navigation", { name: "Основно меню" });
    await expect(menu.getByRole("link")).toHaveText([
      "Табло",
      "Статии",
      "За преглед",
      "Медийна библиотека",
      "Коментари",
      "Избрани статии",
      "Категории",
      "Етикети",
      "Пренасочвания",
      "Журналисти",
    ]);
    await adminPage.goto("/admin/admins");
    await expect(adminPage).toHaveURL(/\/admin$/);
    await adminPage.goto("/admin/audit-logs");
    await expect(adminPage).toHaveURL(/\/admin$/);
    await expect(adminPage.getByText("Администратори")).toHaveCount(0);
    // The admin can open the journalists' screen and sees the new journalist.
    await adminPage.goto("/admin/journalists");
    await expect(adminPage.getByRole("row").filter({ hasText: `@journalist.${id}` })).toBeVisible();
    await adminPage.context().close();
  });

  test("a deactivated journalist is signed out on their next action; the filters find them", async ({
    page,
    browser,
    request,
  }) => {
    const id = unique();
    const username = `leaving.${id}`;
    await createUser(request, await ownerToken(request), {
      username,
      password: "leaving-password-1",
      name: "Напускащ Журналист",
    });

    const journalist = await otherPage(browser);
    await signIn(journalist, "/login", username, "leaving-password-1");
    await expect(journalist).toHaveURL(/\/journalist\/dashboard$/);

    await signInOwner(page, "/admin/journalists");
    await page.getByLabel("Търсене", { exact: true }).fill(id);
    await expect(page.getByRole("row")).toHaveCount(2); // header + the one match
    const row = page.getByRole("row").filter({ hasText: `@${username}` });
    await row.getByRole("button", { name: `Деактивирай: ${username}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да деактивирате потребителя „Напускащ Журналист“?",
      "Деактивирай",
    );
    await expect(row).toContainText("Неактивен");
    await page.getByLabel("Статус").selectOption("Active");
    await expect(page.getByText("Няма потребители, които да отговарят на филтрите.")).toBeVisible();
    await page.getByLabel("Статус").selectOption("Inactive");
    await expect(row).toBeVisible();

    // Their next call to the API answers 403; they land on a login page that says why (issue 18).
    await journalist.goto("/journalist/dashboard");
    await expect(journalist).toHaveURL(/\/login\?redirectTo=.*&ended=deactivated$/);
    await expect(journalist.getByRole("alert")).toHaveText(
      "Акаунтът е деактивиран. Моля, свържете се с администратор.",
    );
    expect(await journalist.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    await signIn(journalist, "/login", username, "leaving-password-1");
    await expect(journalist.getByRole("alert")).toHaveText(
      "Акаунтът е деактивиран. Моля, свържете се с администратор.",
    );
    await journalist.context().close();

    // Reactivated, then deleted: each after a confirmation.
    await row.getByRole("button", { name: `Активирай: ${username}` }).click();
    await confirmDialog(page, "Сигурни ли сте, че искате да активирате потребителя „Напускащ Журналист“?", "Активирай");
    await page.getByLabel("Статус").selectOption("");
    await expect(row).toContainText("Активен");
    await row.getByRole("button", { name: `Изтрий: ${username}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да изтриете потребителя „Напускащ Журналист“? Това действие не може да бъде отменено.",
      "Изтрий",
    );
    await expect(row).toHaveCount(0);
  });

  test("editing keeps the password when left empty and sets a journalist's profile picture", async ({
    page,
    request,
  }) => {
    const id = unique();
    const username = `edited.${id}`;
    await createUser(request, await ownerToken(request), {
      username,
      password: "first-password-1",
      name: "Преди Промяна",
    });
    await signInOwner(page, "/admin/journalists");
    const row = page.getByRole("row").filter({ hasText: `@${username}` });
    await row.getByRole("button", { name: `Редактирай: ${username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Редактиране на потребител" });
    await expect(dialog.getByText("Оставете празно, за да запазите текущата парола.")).toBeVisible();
    await dialog.getByLabel("Пълно име").fill("След Промяна");
    const picture = dialog.getByLabel("Профилна снимка");
    // The chooser speaks Bulgarian, whatever the browser's language.
    await expect(dialog.getByText("Избери файл", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Няма избран файл")).toBeVisible();
    await picture.setInputFiles({ name: "face.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(dialog.getByText("Позволени са само изображения JPEG, JPG, PNG или WebP.")).toBeVisible();
    // A 1×1 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await picture.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByText("Позволени са само изображения")).toHaveCount(0);
    await expect(dialog.getByText("face.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Запази" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("След Промяна");
    await expect(row.locator("img")).toHaveAttribute("src", /\/media\//);
    const login = await request.post("/api/journalist/auth/login", {
      data: { username, password: "first-password-1" },
    });
    expect(login.status()).toBe(200);
  });
});

test("the Owner's own row cannot be deactivated or deleted on a phone either", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, "admin", e2e.owner);
  await page.goto("/admin/admins");
  await page.getByRole("button", { name: "Действия за „owner“" }).click();
  const sheet = page.getByRole("dialog", { name: "owner" });
  await expect(sheet.getByRole("button", { name: "Редактирай" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: /Деактивирай|Изтрий/ })).toHaveCount(0);
  await sheet.getByRole("button", { name: "Отказ" }).click();
  await expect(sheet).toBeHidden();
});

test.describe("issue 18: approving, role and session notices", () => {
  test("a self-registered journalist is shown as awaiting approval, found by the filter, and activated, with the name and e-mail given at registration", async ({
    page,
    browser,
  }) => {
    const username = `kandidat.${unique()}`;
    const applicant = await otherPage(browser);
    await applicant.goto("/register");
    await applicant.getByLabel("Име и фамилия").fill("Кандидат Журналист");
    await applicant.getByLabel("Имейл").fill(`${username}@example.bg`);
    await applicant.getByLabel("Потребителско име").fill(username);
    await applicant.getByLabel("Парола", { exact: true }).fill("kandidat-parola-1");
    await applicant.getByRole("button", { name: "Регистрация" }).click();
    await expect(applicant.getByText("Регистрацията е приета.")).toBeVisible();
    await expect(applicant.getByText("Очаквайте одобрение")).toBeVisible();

    // The dashboard says accounts wait, and leads to them (issue 29).
    await signInOwner(page);
    const reminder = page.getByRole("complementary").filter({ hasText: /акаунт(а)? очакв(а|ат) одобрение\./ });
    await expect(reminder).toBeVisible();
    await screenshot(page, "dashboard-approval-reminder-1280");
    await reminder.getByRole("link", { name: "Прегледай заявките" }).click();
    await expect(page).toHaveURL(/\/admin\/journalists\?status=AwaitingApproval$/);
    await expect(page.getByLabel("Статус")).toHaveValue("AwaitingApproval");
    const row = page.getByRole("row").filter({ hasText: `@${username}` });
    await expect(row).toContainText("Очаква одобрение");
    await expect(row).toContainText("Кандидат Журналист");
    await expect(row).toContainText(`${username}@example.bg`);
    await page.getByLabel("Статус").selectOption("");
    await expect(page.getByText(/акаунт(а)? очакв(а|ат) одобрение\./)).toBeVisible();
    await page.getByRole("button", { name: "Покажи ги" }).click();
    await expect(page.getByLabel("Статус")).toHaveValue("AwaitingApproval");
    await expect(row).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "@maria.ivanova" })).toHaveCount(0);

    await row.getByRole("button", { name: `Активирай: ${username}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да одобрите и активирате потребителя „Кандидат Журналист“?",
      "Активирай",
    );
    await expect(page.getByText("Потребителят е активиран.")).toBeVisible();
    await page.getByLabel("Статус").selectOption("");
    await expect(row).toContainText("Активен");

    // The applicant signs in now, straight into the journalist area.
    await signIn(applicant, "/login", username, "kandidat-parola-1");
    await expect(applicant).toHaveURL(/\/journalist\/dashboard$/);
    await applicant.context().close();
  });

  test("the Owner's own edit form offers no role to change, and saves", async ({ page }) => {
    await signInOwner(page, "/admin/admins");
    await page
      .getByRole("row")
      .filter({ hasText: "@owner" })
      .getByRole("button", { name: "Редактирай: owner" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Редактиране на потребител" });
    await expect(dialog.getByLabel("Роля")).toHaveCount(0);
    await expect(dialog).toContainText("Ролята на собственика и вашата собствена роля не могат да бъдат променяни.");
    await dialog.getByRole("button", { name: "Запази" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Промените са запазени.")).toBeVisible();
  });

  test("an admin deactivated while working is sent to the admin login, which says why", async ({
    browser,
    request,
  }) => {
    const username = `admin.${unique()}`;
    const { id } = await createUser(request, await ownerToken(request), {
      username,
      password: "admin-password-1",
      role: "Admin",
    });
    const admin = await otherPage(browser);
    await signIn(admin, "/admin/login", username, "admin-password-1");
    await expect(admin).toHaveURL(/\/admin$/);

    const deactivated = await request.put(`/api/admin/users/${id}`, {
      headers: { authorization: `Bearer ${await ownerToken(request)}` },
      data: { isActive: false },
    });
    expect(deactivated.status()).toBe(200);
    // Their next screen's call answers 403 "account is deactivated".
    await admin.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Категории" }).click();
    await expect(admin).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcategories&ended=deactivated$/);
    await expect(admin.getByRole("alert")).toHaveText("Акаунтът е деактивиран. Моля, свържете се с администратор.");
    await admin.context().close();
  });
});
