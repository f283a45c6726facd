import AxeBuilder from "@axe-core/playwright";
import { e2e, expect, signIn, test } from "../fixtures.ts";

test.describe("journalist workspace", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/login", e2e.journalist.username, e2e.journalist.password);
    await expect(page).toHaveURL(/\/journalist\/dashboard$/);
  });

  test("the dashboard shows the journalist's numbers, a chart of 30 days and the recent articles", async ({ page }) => {
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const stats = await (await page.request.get("/api/journalist/dashboard", { headers: { authorization: `Bearer ${token}` } })).json();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Добре дошли, ${e2e.journalist.username}!`);
    for (const [label, value] of [
      ["Общо статии", stats.totalArticles],
      ["Публикувани", stats.publishedArticles],
      ["Общо прегледи", stats.totalViews],
      ["Коментари", stats.totalComments],
    ] as const) {
      await expect(page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd")).toHaveText(Number(value).toLocaleString("bg-BG"));
    }
    await expect(page.getByRole("img", { name: /Общо \d+ прегледа за 30 дни/ })).toBeVisible();
    const recent = page.getByRole("region", { name: "Последни статии" }).getByRole("listitem");
    await expect(recent).toHaveCount(Math.min(5, stats.totalArticles));
    await expect(recent.first().getByRole("link", { name: "Редактирай" })).toHaveAttribute("href", `/journalist/edit/${stats.recentArticles[0].id}`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  test("my articles: search, status filter, sort, grid, hide and publish again, delete", async ({ page }) => {
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const created = await page.request.post("/api/journalist/articles", {
      headers: { authorization: `Bearer ${token}` },
      data: { title: "Статия за триене от теста", categories: ["Спорт"], sections: [{ type: "heading", content: "Тест" }] },
    });
    const { articleId } = await created.json();

    await page.goto("/journalist/articles");
    await expect(page.getByText(/^\d+ статии$/)).toBeVisible();
    await page.getByPlaceholder("Търсене в статиите...").fill("триене от теста");
    const row = page.getByRole("row", { name: /Статия за триене от теста/ });
    await expect(row).toHaveCount(1);
    await expect(page.getByText("1 статия", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: /^Скрий:/ }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Сигурни ли сте, че искате да скриете тази статия? Тя няма да бъде видима за читателите.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Скрий" }).click();
    await expect(row.getByText("Чернова").last()).toBeVisible();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(404);

    await page.getByLabel("Статус").selectOption("draft");
    await expect(page.getByRole("row", { name: /Статия за триене от теста/ })).toHaveCount(1);
    await page.getByRole("row", { name: /Статия за триене от теста/ }).getByRole("button", { name: /^Публикувай:/ }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Тя ще бъде видима за всички читатели.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Публикувай" }).click();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(200);

    await page.getByLabel("Статус").selectOption("all");
    await page.getByRole("button", { name: "Мрежа" }).click();
    await expect(page.getByRole("button", { name: "Мрежа" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("listitem").filter({ hasText: "Статия за триене от теста" })).toBeVisible();
    await page.getByRole("button", { name: "Списък" }).click();

    await page.getByPlaceholder("Търсене в статиите...").fill("такова заглавие няма");
    await expect(page.getByText("Не сте създали статии, които да отговарят на вашите филтри.")).toBeVisible();
    await page.getByPlaceholder("Търсене в статиите...").fill("триене от теста");
    await page.getByRole("row", { name: /Статия за триене от теста/ }).getByRole("button", { name: /^Изтрий:/ }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Сигурни ли сте, че искате да изтриете тази статия? Това действие не може да бъде отменено.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Изтрий" }).click();
    await expect(page.getByText("0 статии")).toBeVisible();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(404);
  });

  test("my articles sort by title and fit a phone without overflow", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/journalist/articles");
    await page.getByLabel("Подреди по").selectOption("title");
    await page.getByRole("button", { name: "Низходящо" }).click();
    await expect(page.getByRole("button", { name: "Възходящо" })).toBeVisible();
    const titles = await page.locator("tbody tr td:first-child p").allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect([...titles].sort((a, b) => a.localeCompare(b, "bg"))).toEqual(titles);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Each row's actions sit behind one menu on a phone.
    await page.getByRole("button", { name: /^Още действия:/ }).first().click();
    await expect(page.getByRole("menuitem")).toHaveText(["Преглед", "Редактирай", /^(Скрий|Публикувай)$/, "Изтрий"]);
    await page.getByRole("menuitem", { name: "Редактирай" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});
