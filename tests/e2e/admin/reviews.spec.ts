import { expect, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { createArticle, createUser, ownerToken, signInOwner, tokenFor, unique } from "./admin-helpers.ts";

// Issue 35, point 2: the Owner turns review before publishing on; a journalist's draft waits in
// "За преглед", is returned with a note, sent again and approved, and then readers see it.

const widths = [320, 375, 1024, 1280];

test("the Owner turns review on, returns a journalist's draft with a note and approves it when sent again", async ({
  page,
}) => {
  const id = unique();
  const owner = await ownerToken(page.request);
  const writer = { username: `pregled.${id}`, password: "edna-dulga-parola-123", name: "Весела Прегледова" };
  await createUser(page.request, owner, writer);
  const setReview = (on: boolean) =>
    page.request.put("/api/admin/review-setting", {
      headers: { authorization: `Bearer ${owner}` },
      data: { reviewBeforePublishing: on },
    });

  try {
    // The Owner's choice, on the administrators' screen.
    await signInOwner(page, "/admin/admins");
    const setting = page.getByRole("region", { name: "Преглед преди публикуване" });
    await expect(setting.getByRole("radio", { name: "Журналистите публикуват сами" })).toBeChecked();
    await setting.getByRole("radio", { name: "Журналистите изпращат за преглед" }).check();
    await setting.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Настройката за преглед преди публикуване е запазена.")).toBeVisible();
    await expect(setting.getByRole("button", { name: "Запази" })).toBeDisabled();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-setting-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The journalist writes a draft and sends it for review.
    const writerToken = await tokenFor(page.request, "journalist", writer.username, writer.password);
    const writerAuth = { authorization: `Bearer ${writerToken}` };
    const title = `Нов закон за водите ${id}`;
    const articleId = await createArticle(page.request, writerToken, title, false);
    const sendForReview = async () => {
      const sent = await page.request.post(`/api/journalist/articles/${articleId}/review`, {
        headers: writerAuth,
        data: {},
      });
      expect(sent.status(), await sent.text()).toBe(200);
    };
    await sendForReview();

    // The Owner finds it in the queue.
    await page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "За преглед" }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Нова статия");
    await expect(row).toContainText(writer.name);
    await expect(row).toContainText("Без бележки");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-queue-${width}`);
    }

    // Returning needs a note; with one, the article goes back to its author.
    await row.getByRole("button", { name: `Прегледай: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toContainText(`Изпратена от ${writer.name}`);
    await expect(dialog).toContainText("Още няма бележки.");
    await dialog.getByRole("button", { name: "Върни на автора" }).click();
    await expect(dialog.getByText("Напишете бележката.")).toBeVisible();
    await expect(dialog.getByLabel("Бележка към автора")).toHaveAttribute("aria-invalid", "true");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-dialog-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByLabel("Бележка към автора").fill("Добавете кой внесе закона.");
    await dialog.getByRole("button", { name: "Върни на автора" }).click();
    await expect(page.getByText("Статията е върната на автора.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The journalist reads the note and sends the article again.
    const returned = await page.request.get(`/api/journalist/articles/${articleId}/review`, { headers: writerAuth });
    expect((await returned.json()).review).toMatchObject({
      state: "returned",
      notes: [expect.objectContaining({ note: "Добавете кой внесе закона." })],
    });
    await sendForReview();

    // The Owner sees the note, may schedule instead, and approves it now: readers see the article.
    await page.reload();
    await expect(row).toContainText("1 бележка");
    await row.getByRole("button", { name: `Прегледай: ${title}` }).click();
    await expect(dialog.getByRole("listitem")).toContainText("Добавете кой внесе закона.");
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-dialog-note-${width}`);
    }
    await dialog.getByRole("button", { name: "Насрочи" }).click();
    const schedule = page.getByRole("dialog", { name: "Насрочване на публикуването" });
    await expect(schedule).toBeVisible();
    await schedule.getByRole("button", { name: "Отказ" }).click();
    await expect(schedule).toBeHidden();
    await dialog.getByRole("button", { name: "Одобри и публикувай" }).click();
    await expect(page.getByText("Статията е одобрена и публикувана.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Няма статии за преглед.")).toBeVisible();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-empty-${width}`);
    }
    expect((await page.request.get(`/api/articles/${articleId}`)).status()).toBe(200);
  } finally {
    // Other staff tests publish without review.
    expect((await setReview(false)).status()).toBe(200);
  }
});
