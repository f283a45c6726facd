import { expect, test } from "../fixtures.ts";
import { confirmDialog, createArticle, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

const serverFailure = {
  status: 500,
  contentType: "application/json",
  body: JSON.stringify({ error: "internal server error" }),
};
/** Drops the console's report of the 500s a test provokes on purpose (the fixture allows only 4xx). */
const forgetServerFailures = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes("status of 500")));

test.describe("admin articles", () => {
  test("an article is unpublished from the list (the public page answers 404), published again, and deleted", async ({
    page,
    request,
  }) => {
    const title = `Статия за скриване ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title);
    expect((await request.get(`/article/${id}`)).status()).toBe(200);

    await signInOwner(page, "/admin/articles");
    await page.getByLabel("Търсене", { exact: true }).fill(title);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Published");

    await row.getByRole("button", { name: `Unpublish: ${title}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да скриете тази статия? Тя няма да бъде видима за читателите.",
      "Unpublish",
    );
    await expect(row).toContainText("Draft");
    await expect(row.getByRole("button", { name: `Publish: ${title}` })).toBeVisible();
    expect((await request.get(`/article/${id}`)).status()).toBe(404);
    expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);

    await row.getByRole("button", { name: `Publish: ${title}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да публикувате тази статия? Тя ще бъде видима за всички читатели.",
      "Publish",
    );
    await expect(row).toContainText("Published");
    expect((await request.get(`/api/articles/${id}`)).status()).toBe(200);

    // Cancelling a confirmation changes nothing.
    await row.getByRole("button", { name: `Изтрий: ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Отказ" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Изтрий: ${title}` }).click();
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да изтриете тази статия? Това действие не може да бъде отменено.",
      "Изтрий",
    );
    await expect(page.getByText("Няма статии, които да отговарят на филтрите.")).toBeVisible();
    expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);
  });

  test("a comment is deleted from the comments modal, also opened by its own URL", async ({ page, request }) => {
    const title = `Статия с коментари ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title);
    for (const content of ["Първи коментар за триене", "Втори коментар, който остава"]) {
      const posted = await request.post(`/api/articles/${id}/comments`, { data: { username: "Читател", content } });
      expect(posted.ok(), await posted.text()).toBe(true);
    }

    await signInOwner(page, `/admin/articles?search=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("link", { name: `Коментари: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}/comments\\?search=`));
    const modal = page.getByRole("dialog", { name: `Коментари: ${title}` });
    await expect(modal.getByRole("article")).toHaveCount(2);
    await expect(modal.getByRole("article").first()).toContainText("Публикуван");
    await modal
      .getByRole("article")
      .filter({ hasText: "Първи коментар за триене" })
      .getByRole("button", { name: "Изтрий" })
      .click();
    await page.getByRole("alertdialog").getByLabel("Причина (по желание)").fill("Дублиран");
    await confirmDialog(
      page,
      "Сигурни ли сте, че искате да изтриете този коментар? Отговорите към него също ще бъдат изтрити. Това действие не може да бъде отменено.",
      "Изтрий",
    );
    await expect(modal.getByRole("article")).toHaveCount(1);
    await expect(modal).not.toContainText("Първи коментар за триене");
    await expect(page.getByText("Коментарът е изтрит.")).toBeVisible();

    // Escape closes it and returns to the list with its filters.
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/articles\?search=/);
    await expect(row.getByTitle("Коментари").first()).toHaveText(/:\s*1$/);

    // Opened directly (the mobile menu's link).
    await page.goto(`/admin/articles/${id}/comments`);
    const direct = page.getByRole("dialog", { name: /^Коментари/ });
    await expect(direct.getByRole("article")).toHaveCount(1);
    await expect(direct).toContainText("Втори коментар, който остава");
    const publicArticle = await (await request.get(`/api/articles/${id}`)).json();
    expect(publicArticle.stats.comments).toBe(1);
  });

  test("filters live in the URL, any change goes back to page 1, dates apply after a pause", async ({ page }) => {
    await signInOwner(page, "/admin/articles?page=2");
    await expect(page.getByRole("button", { name: "Страница 2" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Статус").selectOption("published");
    await expect(page).toHaveURL(/\/admin\/articles\?status=published$/);
    await expect(page.getByRole("row").filter({ hasText: "Draft" })).toHaveCount(0);
    await page.getByLabel("Подреди по").selectOption("views");
    await page.getByLabel("Посока").selectOption("asc");
    await expect(page).toHaveURL(/status=published&sortBy=views&sortOrder=asc/);

    // The author filter comes from the journalists.
    await page.getByLabel("Автор").selectOption({ label: "Мария Иванова" });
    await expect(page).toHaveURL(/author=\d+/);
    const authors = page.getByRole("row").locator("td:nth-child(2)");
    await expect
      .poll(async () => (await authors.allTextContents()).every((a) => a.includes("Мария Иванова")))
      .toBe(true);
    expect(await authors.count()).toBeGreaterThan(0);

    // Typed as dd.mm.yyyy whatever the browser's language, echoed in words (issue 29, point 4).
    await page.getByLabel("От дата").fill("01.01.2099");
    await expect(page).not.toHaveURL(/dateFrom/);
    await expect(page.getByText("четвъртък, 1 януари 2099 г.")).toBeVisible();
    await expect(page).toHaveURL(/dateFrom=2099-01-01/, { timeout: 3000 });
    await expect(page.getByText("Няма статии, които да отговарят на филтрите.")).toBeVisible();

    await page.getByRole("button", { name: "Изчисти филтрите" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?sortBy=views&sortOrder=asc$/);
    await page.goBack();
    await expect(page.getByLabel("От дата")).toHaveValue("01.01.2099");
  });

  test("the dashboard's statistics link shows the article's numbers and highlights it; a phone row opens an action sheet", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInOwner(page);
    const recent = page.getByRole("region", { name: "Последни публикувани статии" });
    await expect(page.getByText("Общо статии")).toBeVisible();
    await expect(page.getByText("Администратори", { exact: true }).last()).toBeVisible();
    const first = recent.getByRole("listitem").first();
    const title = (await first.locator("p").first().textContent())!;
    await first.getByRole("button", { name: `Действия за „${title}“` }).click();
    const sheet = page.getByRole("dialog", { name: title });
    await expect(sheet.getByRole("link", { name: "Виж статията" })).toBeVisible();
    await sheet.getByRole("link", { name: "Статистика" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?.*article=\d+/);
    const panel = page.getByRole("region", { name: title });
    await expect(panel).toContainText("Статистика на статията");
    await expect(panel).toContainText("Преглеждания");
    await expect(page.getByRole("listitem").filter({ hasText: title }).first()).toBeVisible();
    await panel.getByRole("button", { name: "Покажи всички статии" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
  });

  test("a failed status change and a failed list speak the catalogue's words, never the server's English (issue 18)", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const title = `Статия за грешка ${unique()}`;
    await createArticle(request, await ownerToken(request), title);
    await signInOwner(page, `/admin/articles?search=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });

    await page.route(
      (url) => /^\/api\/admin\/articles\/\d+\/status$/.test(url.pathname),
      (route) => route.fulfill(serverFailure),
    );
    await row.getByRole("button", { name: `Unpublish: ${title}` }).click();
    await confirmDialog(page, "Сигурни ли сте, че искате да скриете тази статия?", "Unpublish");
    await expect(page.getByText("Неуспешна промяна на статуса на статията.")).toBeVisible();
    await expect(page.getByText("internal server error")).toHaveCount(0);

    // The list itself fails: its panel says so, not that it is still loading.
    await page.route(
      (url) => url.pathname === "/api/admin/articles",
      (route) => route.fulfill(serverFailure),
    );
    await page.reload();
    await expect(
      page.getByRole("alert").filter({ hasText: "Неуспешно зареждане на статиите. Моля, опитайте отново по-късно." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Статии", exact: true, level: 2 })).toBeVisible();
    await expect(page.getByText("Зареждане на статиите...")).toHaveCount(0);
    forgetServerFailures(consoleErrors);
  });

  test("a draft opens in the staff preview from the list; readers still get 404 (issue 18)", async ({
    page,
    request,
  }) => {
    const title = `Чернова за преглед от админ ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title, false);
    await signInOwner(page, `/admin/articles?search=${encodeURIComponent(title)}`);
    await page
      .getByRole("row")
      .filter({ hasText: title })
      .getByRole("link", { name: `Преглед на черновата: ${title}` })
      .click();
    await expect(page).toHaveURL(`/preview/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("complementary", { name: "Чернова" })).toBeVisible();
    await page.getByRole("link", { name: "Назад" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    expect((await request.get(`/article/${id}`)).status()).toBe(404);
  });
});
