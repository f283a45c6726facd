import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { articleIdOf, e2e, expect, fitWindowToPage, pickUpWithKeyboard, test, openSignedIn } from "../fixtures.ts";
import { expectNoSeriousAxeViolations, scannedWidths } from "../axe.ts";
import { layoutProblems } from "../layout-checks.ts";
import { pageShot } from "../screenshots.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A real photo-sized PNG (a gradient), made on the spot. */
async function pngFile(name: string, width = 1600, height = 900) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 140;
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const sectionCards = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
const sectionLabels = (page: Page) => page.getByRole("heading", { level: 3 }).allTextContents();

async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 30 });
  await page.mouse.move(x, to.y + to.height / 2 + 1, { steps: 2 });
  await page.mouse.up();
}

/** dnd-kit's keyboard drag: pick up, one place, and drop once the sorter announces the new place. */
async function keyboardMove(page: Page, key: "ArrowUp" | "ArrowDown", position: number) {
  const from = key === "ArrowDown" ? position - 1 : position + 1;
  await pickUpWithKeyboard(page);
  await expect(page.getByText(`Над позиция ${from}.`)).toBeAttached();
  await page.keyboard.press(key);
  await expect(page.getByText(`Над позиция ${position}.`)).toBeAttached();
  await page.keyboard.press("Space");
}

async function expectErrorModal(page: Page, message: string | RegExp) {
  const dialog = page.getByRole("alertdialog", { name: "Възникна грешка" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: "Затвори" }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("article builder", () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, "journalist", e2e.journalist);
  });

  test("writes an article of every section type, previews and publishes it; edits, hides, publishes again and deletes it", async ({
    page,
  }) => {
    const title = `Нов мост над Дунав ${unique()}`;
    await page.getByRole("link", { name: "Създай статия" }).click();
    // The builder is the heaviest screen to load (its editor's code): more than 7 s in a busy CI.
    await expect(page).toHaveURL(/\/journalist\/create$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Създаване на статия");
    await expect(page.getByRole("button", { name: "Изтрий чернова" })).toBeVisible();

    await page.getByLabel("Заглавие", { exact: true }).fill(title);
    await page.getByLabel("Описание").fill("Строежът започва през пролетта.");
    await expect(page.getByText("31/500")).toBeVisible();

    await page.getByRole("button", { name: /^Категории/ }).click();
    await page.getByRole("checkbox", { name: "Технологии" }).check();
    await page.getByRole("checkbox", { name: "Бизнес" }).check();
    await page.keyboard.press("Escape");
    const chips = page.getByRole("list", { name: "Категории" }).getByRole("listitem");
    await expect(chips).toHaveText(["Технологии", "Бизнес"]);

    await page
      .locator('input[type="file"][aria-labelledby="thumbnail-label"]')
      .setInputFiles(await pngFile("thumb.png"));
    await expect(page.getByRole("img", { name: "Основна снимка" })).toHaveAttribute("src", /^\/media\/.+-1200\.webp$/);
    // Once there, the picture asks for words (issue 21): its alternative text, required, and its credit.
    const thumbnailCard = page.locator("aside");
    await expect(thumbnailCard.getByLabel("Описание на снимката")).toHaveAttribute("aria-required", "true");
    await expect(thumbnailCard.getByText(/^Задължително\. Опишете накратко какво се вижда/)).toBeVisible();
    await thumbnailCard.getByLabel("Автор на снимката").fill("Иван Петров");

    // Sections: heading, rich text, media.
    await page.getByRole("button", { name: "Добави заглавие" }).click();
    await page.getByPlaceholder("Въведете текст за заглавие...").fill("Какво ще се строи");
    await page.getByRole("button", { name: "Добави текст" }).click();
    const editor = page.getByRole("textbox", { name: /Текстова секция/ });
    await editor.click();
    await page.keyboard.type("Мостът ще е ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("дълъг 2 км");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(", ");
    await page.keyboard.press("Control+i");
    await page.keyboard.type("с четири ленти");
    await page.keyboard.press("Control+i");
    await page.keyboard.type(" и ");
    await page.getByRole("button", { name: "Подчертан (Ctrl+U)" }).click();
    await expect(page.getByRole("button", { name: "Подчертан (Ctrl+U)" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("велоалея");
    await page.keyboard.press("Control+u");
    await page.keyboard.type(".");
    await expect(editor.locator("strong")).toHaveText("дълъг 2 км");
    await expect(editor.locator("em")).toHaveText("с четири ленти");
    await expect(editor.locator("u")).toHaveText("велоалея");
    await page.getByRole("button", { name: "Добави медия" }).click();
    const media = sectionCards(page).nth(2);
    await media.locator('input[type="file"]').setInputFiles(await pngFile("bridge.png", 4000, 2000));
    await expect(media.locator("img")).toHaveAttribute("src", /^\/media\/.+-1200\.webp$/);
    await media.getByLabel("Надпис").fill("Проектът на моста");
    await media.getByLabel("Автор на снимката").fill("Мария Колева");

    // Reorder: media up by its button (up is hidden on the first card, down on the last), then
    // the heading back to the top by dragging.
    expect(await sectionLabels(page)).toEqual(["1. Заглавна секция", "2. Текстова секция", "3. Медийна секция"]);
    await expect(
      sectionCards(page)
        .first()
        .getByRole("button", { name: /^Премести нагоре/ }),
    ).toHaveCount(0);
    await expect(
      sectionCards(page)
        .last()
        .getByRole("button", { name: /^Премести надолу/ }),
    ).toHaveCount(0);
    await media.getByRole("button", { name: /^Премести нагоре/ }).click();
    await expect
      .poll(() => sectionLabels(page))
      .toEqual(["1. Заглавна секция", "2. Медийна секция", "3. Текстова секция"]);
    // Dragging with the mouse (a window as tall as the page, so that every card is in view)...
    await fitWindowToPage(page);
    await dragTo(
      page,
      page.getByRole("button", { name: "Плъзнете, за да преместите секция 1" }),
      sectionCards(page).nth(2),
    );
    await expect
      .poll(() => sectionLabels(page))
      .toEqual(["1. Медийна секция", "2. Текстова секция", "3. Заглавна секция"]);
    await dragTo(
      page,
      page.getByRole("button", { name: "Плъзнете, за да преместите секция 3" }),
      sectionCards(page).nth(0),
    );
    await expect
      .poll(() => sectionLabels(page))
      .toEqual(["1. Заглавна секция", "2. Медийна секция", "3. Текстова секция"]);
    // ...and with the keyboard: pick up, one place down, drop, then back.
    await page.getByRole("button", { name: "Плъзнете, за да преместите секция 1" }).focus();
    await keyboardMove(page, "ArrowDown", 2);
    await expect
      .poll(() => sectionLabels(page))
      .toEqual(["1. Медийна секция", "2. Заглавна секция", "3. Текстова секция"]);
    await page.getByRole("button", { name: "Плъзнете, за да преместите секция 2" }).focus();
    await keyboardMove(page, "ArrowUp", 1);
    await expect
      .poll(() => sectionLabels(page))
      .toEqual(["1. Заглавна секция", "2. Медийна секция", "3. Текстова секция"]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByText("1 мин четене").first()).toBeVisible();

    // Preview shows the article as readers will.
    await page.getByRole("button", { name: "Преглед" }).click();
    const preview = page.locator("article");
    await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Технологии", "Бизнес"]);
    await expect(preview.getByRole("heading", { name: "Какво ще се строи" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("дълъг 2 км");
    await expect(preview.locator("em")).toHaveText("с четири ленти");
    await expect(preview.locator("u")).toHaveText("велоалея");
    await expect(preview.locator("figure figcaption")).toHaveText([
      "Снимка: Иван Петров",
      "Проектът на моста Снимка: Мария Колева",
    ]);
    await page.getByRole("button", { name: "Редактиране" }).click();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue(title);

    // Publish: not before every picture is described (issue 21), then the reader's page of the new article.
    await page.getByRole("button", { name: "Публикувай статията" }).click();
    await expectErrorModal(page, "Добавете описание на основната снимка (алтернативен текст)");
    await thumbnailCard.getByLabel("Описание на снимката").fill("Макет на моста над Дунав при залез");
    await page.getByRole("button", { name: "Публикувай статията" }).click();
    await expectErrorModal(page, "Добавете описание на всяка снимка в статията (алтернативен текст)");
    // The media card is the second one now, after the reordering above.
    await sectionCards(page)
      .filter({ hasText: "Медийна секция" })
      .getByLabel("Описание на снимката")
      .fill("Чертеж на моста с четири ленти и велоалея");
    await page.getByRole("button", { name: "Публикувай статията" }).click();
    await expect(page).toHaveURL(/\/article\/\d+-[a-z0-9-]+$/);
    const articleId = articleIdOf(page.url());
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.locator("main");
    await expect(body.getByRole("heading", { name: "Какво ще се строи" })).toBeVisible();
    await expect(body.locator("strong", { hasText: "дълъг 2 км" })).toBeVisible();
    await expect(body.locator("u", { hasText: "велоалея" })).toBeVisible();
    // Every picture carries its description and credit.
    await expect(body.getByRole("img", { name: "Макет на моста над Дунав при залез" })).toHaveAttribute(
      "src",
      /-1200\.webp$/,
    );
    await expect(body.getByRole("img", { name: "Чертеж на моста с четири ленти и велоалея" })).toHaveAttribute(
      "src",
      /-1200\.webp$/,
    );
    await expect(body.locator("figure figcaption")).toHaveText([
      "Снимка: Иван Петров",
      "Проектът на моста Снимка: Мария Колева",
    ]);
    // The lead picture, then the headings, picture and text in the order they were arranged.
    const order = await body.locator("h2, figure, p:has(strong)").evaluateAll((els) => els.map((e) => e.tagName));
    expect(order.slice(0, 4)).toEqual(["FIGURE", "H2", "FIGURE", "P"]);
    expect(await page.evaluate(() => localStorage.getItem("article_draft"))).toBeNull();

    // On the home page, newest first.
    await page.goto("/home");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    // Edit it from the list.
    await page.goto("/journalist/articles");
    await page.getByPlaceholder("Търсене в статиите...").fill(title);
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("link", { name: /^Редактирай:/ })
      .click();
    await expect(page).toHaveURL(`/journalist/edit/${articleId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Редактиране на статия");
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("button", { name: "Изтрий чернова" })).toHaveCount(0);
    expect(await sectionLabels(page)).toEqual(["1. Заглавна секция", "2. Медийна секция", "3. Текстова секция"]);
    await expect(page.getByRole("textbox", { name: /Текстова секция/ }).locator("strong")).toHaveText("дълъг 2 км");
    await expect(page.getByRole("list", { name: "Категории" }).getByRole("listitem")).toHaveText([
      "Технологии",
      "Бизнес",
    ]);
    await expect(page.locator("aside").getByLabel("Описание на снимката")).toHaveValue(
      "Макет на моста над Дунав при залез",
    );
    await expect(sectionCards(page).nth(1).getByLabel("Автор на снимката")).toHaveValue("Мария Колева");
    const edited = `${title} (обновена)`;
    await page.getByLabel("Заглавие", { exact: true }).fill(edited);
    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${articleId}-[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();

    // Hide it: gone from the public site; publish it again; delete it.
    await page.goto("/journalist/articles");
    await page.getByPlaceholder("Търсене в статиите...").fill(edited);
    const row = page.getByRole("row", { name: new RegExp(edited.replace(/[()]/g, "\\$&")) });
    await row.getByRole("button", { name: /^Скрий:/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Скрий" }).click();
    await expect(row.getByText("Чернова").last()).toBeVisible();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(404);
    await page.goto("/home");
    await expect(page.getByRole("link", { name: edited })).toHaveCount(0);
    await page.goto("/journalist/articles");
    await page.getByPlaceholder("Търсене в статиите...").fill(edited);
    await row.getByRole("button", { name: /^Публикувай:/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Публикувай" }).click();
    await expect(row.getByText("Публикувана").last()).toBeVisible();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(200);
    await row.getByRole("button", { name: /^Изтрий:/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Изтрий" }).click();
    await expect(page.getByText("0 статии")).toBeVisible();
    expect((await page.request.get(`/article/${articleId}`)).status()).toBe(404);
  });

  test("keeps an unfinished article through a reload and clears it after confirmation", async ({ page }) => {
    await page.goto("/journalist/create");
    await page.getByLabel("Заглавие", { exact: true }).fill("Недовършена статия");
    await page.getByRole("button", { name: "Добави текст" }).click();
    await page.getByRole("textbox", { name: /Текстова секция/ }).click();
    await page.keyboard.type("Първи ред на черновата.");
    await expect(page.getByText("Черновата е запазена на това устройство")).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("article_draft")))!);
    expect(stored).toMatchObject({
      title: "Недовършена статия",
      sections: [{ type: "paragraph", content: "<p>Първи ред на черновата.</p>" }],
    });

    await page.reload();
    await expect(page.getByText("Възстановихме незавършената ви чернова.")).toBeVisible();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue("Недовършена статия");
    await expect(page.getByRole("textbox", { name: /Текстова секция/ })).toHaveText("Първи ред на черновата.");

    // An unreadable draft is discarded.
    await page.evaluate(() => localStorage.setItem("article_draft", "{broken"));
    await page.reload();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("article_draft"))).toBeNull();

    await page.getByLabel("Заглавие", { exact: true }).fill("Още една чернова");
    await expect(page.getByText("Черновата е запазена на това устройство")).toBeVisible();
    await page.getByRole("button", { name: "Изтрий чернова" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Сигурни ли сте, че искате да изчистите тази чернова? Това действие не може да бъде отменено.",
    );
    await confirm.getByRole("button", { name: "Отказ" }).click();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue("Още една чернова");
    await page.getByRole("button", { name: "Изтрий чернова" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Изтрий чернова" }).click();
    await expect(page.getByText("Черновата е изчистена успешно!")).toBeVisible();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue("");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("article_draft")))!)).toMatchObject({
      title: "",
      sections: [],
      categories: [],
    });
  });

  test("shows every validation message in the error modal", async ({ page }) => {
    await page.goto("/build-article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Създаване на статия");
    const publish = page.getByRole("button", { name: "Публикувай статията" });

    await publish.click();
    await expectErrorModal(page, "Моля, добавете заглавие на статията");
    await page.getByLabel("Заглавие", { exact: true }).fill("   ");
    await publish.click();
    await expectErrorModal(page, "Моля, добавете заглавие на статията");
    await page.getByLabel("Заглавие", { exact: true }).fill("Проверка на правилата");
    await publish.click();
    await expectErrorModal(page, "Моля, добавете поне една секция към статията");
    for (const add of ["Добави заглавие", "Добави текст", "Добави медия"]) {
      await page.getByRole("button", { name: add }).click();
      await publish.click();
      await expectErrorModal(page, "Всички секции трябва да съдържат съдържание");
      await sectionCards(page)
        .first()
        .getByRole("button", { name: /^Изтрий секцията/ })
        .click();
    }

    // At most 500 characters of description, and 5 categories (the others can't be chosen).
    await page.getByLabel("Описание").fill("д".repeat(600));
    await expect(page.getByLabel("Описание")).toHaveValue("д".repeat(500));
    await expect(page.getByText("500/500")).toBeVisible();
    await page.getByRole("button", { name: /^Категории/ }).click();
    for (const name of ["Политика", "Технологии", "Бизнес", "Спорт", "Култура"])
      await page.getByRole("checkbox", { name }).check();
    await expect(page.getByRole("checkbox", { name: "Наука" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Премахни категория Бизнес" }).click();
    await expect(page.getByRole("list", { name: "Категории" }).getByRole("listitem")).toHaveText([
      "Политика",
      "Технологии",
      "Спорт",
      "Култура",
    ]);

    // The thumbnail takes images only: a text file is refused here, a text file that claims to be a
    // PNG by the server (its bytes are sniffed).
    const thumbnail = page.locator('input[type="file"][aria-labelledby="thumbnail-label"]');
    await thumbnail.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await expectErrorModal(page, "Основната снимка трябва да е изображение.");
    await thumbnail.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture either"),
    });
    // Said in Bulgarian (issue 29), not "Error uploading thumbnail: Upload failed with status: 415".
    await expectErrorModal(page, /Основната снимка не е качена\. Файлът трябва да е снимка/);
  });

  test("an upload shows its progress and can be cancelled", async ({ page }) => {
    await page.goto("/journalist/create");
    await page.getByRole("button", { name: "Добави медия" }).click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await sectionCards(page)
      .first()
      .locator('input[type="file"]')
      .setInputFiles(await pngFile("large.png", 2400, 1600));
    const progress = page.getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Отмени качването" }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Изберете снимка или видео" })).toBeVisible();
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  test("opening another journalist's article says it can't be found; edits warn before they are lost", async ({
    page,
    request,
  }) => {
    const login = await request.post("/api/journalist/auth/login", {
      data: { username: "georgi.petrov", password: e2e.journalist.password },
    });
    const other = await request.get("/api/journalist/articles", {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
    });
    const [someoneElses] = await other.json();
    await page.goto(`/journalist/edit/${someoneElses.id}`);
    await expectErrorModal(page, "Статията не е намерена или нямате достъп до нея.");
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue("");

    await page.goto("/journalist/edit/abc");
    await expect(page.getByText("Страницата не е намерена")).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const mine = await (
      await page.request.get("/api/journalist/articles", { headers: { authorization: `Bearer ${token}` } })
    ).json();
    // Opened from the list, as a journalist would; going back with unsaved edits asks first.
    await page.goto("/journalist/articles");
    await page.getByRole("link", { name: `Редактирай: ${mine[0].title}` }).click();
    await expect(page.getByLabel("Заглавие", { exact: true })).toHaveValue(mine[0].title);
    await page.getByLabel("Заглавие", { exact: true }).fill(`${mine[0].title}!`);
    await page.getByRole("button", { name: "Назад" }).click();
    const warning = page.getByRole("alertdialog");
    await expect(warning).toContainText("Имате незапазени промени.");
    await warning.getByRole("button", { name: "Отказ" }).click();
    await expect(page).toHaveURL(`/journalist/edit/${mine[0].id}`);
    await page.getByRole("button", { name: "Назад" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Излез без запазване" }).click();
    await expect(page).toHaveURL(/\/journalist\/articles$/);
  });

  // Issue 18: every width from 320 px, laptops of 1024 px included; the preview of a paragraph with
  // a long link once made a phone's page 1 125 px wide.
  const longLink =
    "https://www.example.bg/novini/2026/11/25/mnogo-dalag-adres-na-statiya-bez-nito-edin-interval-koito-ne-se-pobira-na-telefon";
  for (const [width, theme] of [
    [320, "light"],
    [375, "light"],
    [375, "dark"],
    [1024, "light"],
    [1024, "dark"],
    [1280, "light"],
    [1280, "dark"],
  ] as const) {
    test(`dashboard, list, grid, builder and its preview with a long link fit ${width} px in ${theme} mode`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: "theme", value: theme, url: e2e.baseUrl }]);
      await page.setViewportSize({ width, height: 900 });
      const shots: [string, () => Promise<void>][] = [
        [
          "dashboard",
          async () =>
            void (
              await page.goto("/journalist/dashboard"),
              await expect(page.getByRole("region", { name: "Последни статии" })).toBeVisible()
            ),
        ],
        [
          "list",
          async () =>
            void (await page.goto("/journalist/articles"), await expect(page.getByText(/^\d+ статии?$/)).toBeVisible()),
        ],
        [
          "grid",
          async () =>
            void (
              await page.getByRole("button", { name: "Мрежа" }).click(),
              await expect(page.getByRole("button", { name: "Мрежа" })).toHaveAttribute("aria-pressed", "true")
            ),
        ],
        [
          "builder",
          async () => {
            await page.goto("/journalist/create");
            await page
              .getByLabel("Заглавие", { exact: true })
              .fill("Дълго заглавие на статия, което трябва да се пренесе на нов ред на малък екран");
            for (const add of ["Добави заглавие", "Добави текст", "Добави медия"])
              await page.getByRole("button", { name: add }).click();
            await page.getByRole("textbox", { name: /Текстова секция/ }).click();
            await page.keyboard.type(`Източник: ${longLink}`);
            // A thumbnail, so that its description and credit fields are measured too (issue 21).
            await page
              .locator('input[type="file"][aria-labelledby="thumbnail-label"]')
              .setInputFiles(await pngFile("thumb.png", 320, 180));
            await expect(page.locator("aside").getByLabel("Описание на снимката")).toBeVisible();
          },
        ],
        [
          "preview",
          async () =>
            void (
              await page.getByRole("button", { name: "Преглед" }).click(),
              await expect(page.getByText(longLink)).toBeVisible()
            ),
        ],
      ];
      for (const [name, open] of shots) {
        await open();
        await pageShot(page, `journalist-${name}-${width}-${theme}`, { fullPage: true });
        expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
        if (scannedWidths.includes(width)) await expectNoSeriousAxeViolations(page, `${name} at ${width} px, ${theme}`);
      }
    });
  }
});
