import { expect, openSignedIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { createArticle, createUser, otherPage, ownerToken, signInOwner, tokenFor, unique } from "./admin-helpers.ts";

// Issue 35, point 2: the Owner turns review before publishing on; a journalist's draft waits in
// "За преглед", is returned with a note, sent again and approved, and then readers see it. With a
// second pair of eyes, an Editor's change to a published article waits for another member of the
// desk, and readers keep the published text until then.

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

test("with a second pair of eyes, an Editor's change to a published article waits for another Editor", async ({
  page,
  browser,
}) => {
  const id = unique();
  const owner = await ownerToken(page.request);
  const writer = {
    username: `sam.${id}`,
    password: "edna-dulga-parola-123",
    name: "Сашо Самостоятелен",
    role: "Editor" as const,
  };
  const other = {
    username: `vtori.${id}`,
    password: "edna-dulga-parola-123",
    name: "Вела Втора",
    role: "Editor" as const,
  };
  await createUser(page.request, owner, writer);
  await createUser(page.request, owner, other);
  const title = `Мостът при Русе ${id}`;
  const articleId = await createArticle(
    page.request,
    await tokenFor(page.request, "journalist", writer.username, writer.password),
    title,
  );
  const setReview = (secondPairOfEyes: boolean) =>
    page.request.put("/api/admin/review-setting", {
      headers: { authorization: `Bearer ${owner}` },
      data: { reviewBeforePublishing: secondPairOfEyes, secondPairOfEyes },
    });
  const readerTitle = async () => (await (await page.request.get(`/api/articles/${articleId}`)).json()).title;
  expect((await setReview(true)).status()).toBe(200);

  try {
    // The Editor changes their own published article: the builder sends the change for review.
    await openSignedIn(page, "journalist", writer, `/journalist/edit/${articleId}`);
    const changed = `${title} се затваря за ремонт`;
    await page.getByLabel("Заглавие", { exact: true }).fill(changed);
    await expect(page.getByRole("button", { name: "Запази промените" })).toHaveCount(0);
    // Marked as a correction: the mark travels with the change and reaches readers with it.
    await page.getByText("Корекция", { exact: true }).click();
    const correction = "Мостът се затваря за ремонт, а не за постоянно.";
    await page.getByLabel("Бележка към читателите").fill(correction);
    await page.getByRole("button", { name: "Изпрати за преглед" }).click();
    await expect(page.getByText("Статията е изпратена за преглед.")).toBeVisible();
    expect(await readerTitle()).toBe(title);

    // In the queue it is theirs to read and note, not to decide.
    await page.goto("/admin/reviews");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Промени в публикувана");
    await row.getByRole("button", { name: `Прегледай: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toContainText(changed);
    await expect(dialog).toContainText(correction);
    await expect(dialog).toContainText("одобрява я или я връща друг член на редакцията");
    await expect(dialog.getByRole("button", { name: "Добави бележка" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Одобри и публикувай" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Върни на автора" })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reviews-dialog-own-${width}`);
    }

    // The other Editor approves it; readers see the change only then.
    const desk = await otherPage(browser);
    await openSignedIn(desk, "journalist", other, "/admin/reviews");
    const theirRow = desk.getByRole("row").filter({ hasText: title });
    await theirRow.getByRole("button", { name: `Прегледай: ${title}` }).click();
    const theirDialog = desk.getByRole("dialog", { name: title });
    await expect(theirDialog).toContainText(changed);
    await theirDialog.getByRole("button", { name: "Одобри и публикувай" }).click();
    await expect(desk.getByText("Промените са одобрени и публикувани.")).toBeVisible();
    await expect(theirDialog).toBeHidden();
    expect(await readerTitle()).toBe(changed);
    const readers = (await (await page.request.get(`/api/articles/${articleId}`)).json()) as {
      corrections: { kind: string; note: string }[];
    };
    expect(readers.corrections).toEqual([expect.objectContaining({ kind: "correction", note: correction })]);
  } finally {
    expect((await setReview(false)).status()).toBe(200);
  }
});
