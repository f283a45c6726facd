import { expect, openSignedIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { createArticle, createUser, ownerToken, tokenFor, unique } from "../admin/admin-helpers.ts";

// Issue 35, point 2 (decision 0135): with the Owner's review on, a journalist sends the article to
// the desk instead of publishing it, follows its state and the desk's notes, and answers them.

test("a journalist sends a draft for review, sees it returned with a note on the dashboard, and answers", async ({
  page,
}) => {
  const id = unique();
  const owner = await ownerToken(page.request);
  const bearer = { authorization: `Bearer ${owner}` };
  const writer = { username: `pregled.${id}`, password: "edna-dulga-parola-123", name: "Вяра Прегледова" };
  await createUser(page.request, owner, writer);
  const title = `Реформа в съдебната власт ${id}`;
  const articleId = await createArticle(
    page.request,
    await tokenFor(page.request, "journalist", writer.username, writer.password),
    title,
    false,
  );
  const setting = (on: boolean) =>
    page.request.put("/api/admin/review-setting", { headers: bearer, data: { reviewBeforePublishing: on } });
  expect((await setting(true)).status()).toBe(200);
  try {
    await openSignedIn(page, "journalist", writer, `/journalist/edit/${articleId}`);
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("button", { name: "Публикувай статията" })).toHaveCount(0);
    await page.getByRole("button", { name: "Изпрати за преглед" }).click();
    await expect(page.getByText("Статията е изпратена за преглед.")).toBeVisible();
    const panel = page.getByRole("region", { name: "Преглед от редакцията" });
    await expect(panel).toContainText("Чака преглед");
    await expect(panel).toContainText("Изпратена от Вяра Прегледова");

    // The desk returns it with a note (its screen has a test of its own).
    const returned = await page.request.post(`/api/admin/reviews/${articleId}/return`, {
      headers: bearer,
      data: { note: "Посочете кой внася реформата." },
    });
    expect(returned.status(), await returned.text()).toBe(200);
    await page.goto("/journalist/dashboard");
    await expect(page.getByRole("status").filter({ hasText: "1 решение на редакцията по ваша статия" })).toBeVisible();
    await page.goto("/journalist/articles");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Върната");

    await page.goto(`/journalist/edit/${articleId}`);
    await expect(panel).toContainText("Върната");
    await expect(panel).toContainText("Решение от owner");
    await expect(panel).toContainText("Посочете кой внася реформата.");
    await panel.getByRole("button", { name: "Изпрати бележката" }).click();
    await expect(panel.getByText("Напишете бележката.")).toBeVisible();
    await panel.getByLabel("Бележка към редакцията").fill("Внася я Министерството на правосъдието.");
    await panel.getByRole("button", { name: "Изпрати бележката" }).click();
    await expect(page.getByText("Бележката е изпратена.")).toBeVisible();
    await expect(panel).toContainText("Внася я Министерството на правосъдието.");
    for (const width of [320, 375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `review-panel-${width}`);
    }
    // Read, the notice is gone.
    await page.goto("/journalist/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("решение на редакцията")).toHaveCount(0);
  } finally {
    await setting(false);
  }
});
