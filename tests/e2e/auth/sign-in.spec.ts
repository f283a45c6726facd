import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";
import { e2e, expect, signIn, test } from "../fixtures.ts";

test.describe("journalist login", () => {
  test("signs in with the right password and lands in the journalist area", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/^Хроника \| /);
    await signIn(page, "/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page).toHaveURL(/\/journalist\/dashboard$/);
    await expect(page.getByText(e2e.journalist.name).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userType"))).toBe("journalist");
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
  });

  test("shows SPEC's message for a wrong password and for empty fields", async ({ page }) => {
    await page.goto("/login");
    const username = page.getByLabel("Потребителско име");
    await expect(username).toHaveAttribute("required", "");
    await expect(page.getByLabel("Парола", { exact: true })).toHaveAttribute("required", "");
    await signIn(page, "/login", e2e.journalist.username, "wrong-password");
    await expect(page.getByRole("alert")).toHaveText("Невалидно потребителско име или парола.");
    await expect(page).toHaveURL(/\/login$/);
    await username.fill("   ");
    await page.getByLabel("Парола", { exact: true }).fill("x");
    await page.getByRole("button", { name: "Вход в панела" }).click();
    await expect(page.getByRole("alert")).toHaveText("Моля, въведете потребителско име и парола.");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Парола", { exact: true });
    await password.fill("tajna");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Покажи паролата" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Скрий паролата" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("logout clears the session and leads to the journalist login", async ({ page }) => {
    await signIn(page, "/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page).toHaveURL(/\/journalist\/dashboard$/);
    await page.getByRole("button", { name: "Изход" }).click();
    await expect(page).toHaveURL(/\/journalist\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    await page.goto("/journalist/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});

test.describe("admin login", () => {
  test("the Owner signs in and reaches the admin panel", async ({ page }) => {
    await signIn(page, "/admin/login", e2e.owner.username, e2e.owner.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Owner").first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userType"))).toBe("admin");
  });

  test("a wrong password shows SPEC's message", async ({ page }) => {
    await signIn(page, "/admin/login", e2e.owner.username, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Невалидно потребителско име или парола.");
  });

  test("the Owner signing in at the journalist login goes to the admin panel (decision 0051)", async ({ page }) => {
    await signIn(page, "/login", e2e.owner.username, e2e.owner.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Табло");
    // The journalist area stays open to them, with the way back to their panel.
    await page.goto("/journalist/dashboard");
    await page.getByRole("link", { name: "Административен панел" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a journalist is refused at the admin door", async ({ page }) => {
    await signIn(page, "/admin/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page.getByRole("alert")).toHaveText("Недостатъчни права за достъп.");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("guards", () => {
  test("an anonymous visitor of the journalist area is sent to login and returned after it", async ({ page }) => {
    await page.goto("/journalist/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjournalist%2Fdashboard$/);
    await signIn(page, "/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page).toHaveURL(/\/journalist\/dashboard$/);
  });

  test("an anonymous visitor of the admin panel is sent to the admin login and returned after it", async ({ page }) => {
    await page.goto("/admin?from=guard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%3Ffrom%3Dguard$/);
    await signIn(page, "/admin/login", e2e.owner.username, e2e.owner.password);
    await expect(page).toHaveURL(/\/admin\?from=guard$/);
  });

  test("a signed-in journalist who opens the admin panel is sent to the journalist area", async ({ page }) => {
    await signIn(page, "/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page).toHaveURL(/\/journalist\/dashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/journalist(\/dashboard)?$/);
  });

  test("a stored token that no longer works is dropped and the visitor signs in again", async ({ page }) => {
    await page.goto("/home");
    await page.evaluate(() => {
      localStorage.setItem("authToken", "expired.or.forged");
      localStorage.setItem("userType", "admin");
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
  });
});

test.describe("registration", () => {
  test("asks for a name and an e-mail, creates an account that awaits approval and says so (issue 29)", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Регистрация на журналист" })).toBeVisible();
    const name = `nov.${Date.now()}`;
    await page.getByLabel("Име и фамилия").fill("Нова Журналистка");
    await page.getByLabel("Имейл").fill("ne-e-imeil");
    await page.getByLabel("Потребителско име").fill(name);
    await page.getByLabel("Парола", { exact: true }).fill("dobra-parola-2026");
    await page.getByRole("button", { name: "Регистрация" }).click();
    await expect(page.getByRole("alert")).toHaveText("Въведете валиден имейл, например ime@primer.bg.");
    await page.getByLabel("Имейл").fill(`${name}@example.bg`);
    await page.getByRole("button", { name: "Регистрация" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Регистрацията е приета." });
    await expect(notice).toContainText("Очаквайте одобрение");
    await expect(notice).toContainText("Администратор от редакцията ще прегледа заявката ви.");
    await screenshot(page, "register-waiting-1280");
    // The notice stays: no redirect to a login that would refuse the account (issue 29).
    await page.clock.runFor(3000); // past the registration redirect's second (SPEC.md §9): there is none
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate(() => localStorage.getItem("username"))).toBe(name);
    await page.getByRole("link", { name: "Към входа" }).click();
    // Not yet approved (issue 18): told so, not that the account was deactivated.
    await signIn(page, "/login", name, "dobra-parola-2026");
    await expect(page.getByRole("alert")).toHaveText(
      "Акаунтът ви очаква одобрение от администратор. Ще можете да влезете, след като бъде активиран.",
    );
  });

  test("the registration form fits 320 px, in Bulgarian, with its name and e-mail fields (issue 29)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Регистрация на журналист" })).toBeVisible();
    await expect(page.getByLabel("Име и фамилия")).toBeVisible();
    await expect(page.getByLabel("Имейл")).toHaveAttribute("type", "email");
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, "register-320", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "register-1280", { fullPage: true });
  });

  test("a taken name and a refused field are said in Bulgarian (issue 18)", async ({ page, consoleErrors }) => {
    await page.goto("/register");
    await page.getByLabel("Име и фамилия").fill("Някой Друг");
    await page.getByLabel("Имейл").fill(`drug.${Date.now()}@example.bg`);
    await page.getByLabel("Потребителско име").fill(e2e.journalist.username);
    await page.getByLabel("Парола", { exact: true }).fill("dobra-parola-2026");
    await page.getByRole("button", { name: "Регистрация" }).click();
    await expect(page.getByRole("alert")).toHaveText("Потребителското име вече е заето");

    await page.getByLabel("Потребителско име").fill("ab");
    await page.getByRole("button", { name: "Регистрация" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Потребителското име трябва да е от 3 до 50 знака: букви, цифри, точка, тире и долна черта",
    );
    await page.getByLabel("Потребителско име").fill(`nov.${Date.now()}`);
    await page.getByLabel("Парола", { exact: true }).fill("kratka");
    await page.getByRole("button", { name: "Регистрация" }).click();
    await expect(page.getByRole("alert")).toHaveText("Паролата трябва да е от 8 до 200 знака");
    // The two refusals were provoked on purpose (the fixture allows 4xx answers other than 400).
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
  });
});
