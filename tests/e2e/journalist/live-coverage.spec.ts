import type { Page } from "@playwright/test";
import sharp from "sharp";
import { liveLimits } from "#common/limits.ts";
import { expectNoSeriousAxeViolations } from "../axe.ts";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { confirmDialog, unique } from "../admin/admin-helpers.ts";
import { bearer, both, publish, readerWithoutScripts, writerToken } from "./live-helpers.ts";

/**
 * Issue 37, point 1 in the browser: a journalist opens live coverage of her published article from
 * "Моите статии", posts entries from the desk's quick composer (formatting and a link, a key
 * moment, a picture with its description), edits one, deletes one and ends it; readers, with and
 * without JavaScript, see "НА ЖИВО" on the article and its home card, the key moments and the
 * entries newest first under the lead, the pages of older entries, and the ended coverage.
 */

const liveBlock = (page: Page) => page.getByRole("region", { name: "Записи на живо" });
const entryArticles = (page: Page) => page.locator("#na-zhivo ol > li > article");
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

test.describe("live coverage", () => {
  test("a journalist covers her article live from the desk; readers follow it with and without JavaScript", async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // a sign-in, five entries, several reader pages, scans and screenshots
    const mark = unique();
    const title = `Изборите на живо ${mark}`;
    const token = await writerToken(request);
    const article = await publish(request, token, title);

    // From "Моите статии" to the desk.
    await openSignedIn(page, "journalist", e2e.journalist, `/journalist/articles?search=${encodeURIComponent(mark)}`);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.getByRole("link", { name: `На живо: ${title}` }).click();
    await expect(page).toHaveURL(`/journalist/articles/${article.id}/live`);
    await expect(page.getByRole("heading", { level: 1, name: `На живо: ${title}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Виж страницата" })).toHaveAttribute("href", article.path);

    // Not started: the hours it may wait for an entry, then the start.
    await page.getByLabel("Приключва само след").selectOption({ label: "6 часа" });
    await page.getByRole("button", { name: "Започни отразяване на живо" }).click();
    await expect(toast(page, "Отразяването на живо започна")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Отразяването е на живо" })).toBeVisible();
    await expect(page.getByLabel("Приключва само след")).toHaveValue("6");

    // The first entry: bold words and a link, made with the editor's shortcuts, posted by Ctrl+Enter.
    const composer = page.getByRole("form", { name: "Нов запис" });
    const editor = composer.getByRole("textbox", { name: "Нов запис" });
    await editor.click();
    await page.keyboard.type("Секциите ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("отвориха в 7:00.");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" Данните са от ЦИК");
    for (let i = 0; i < "ЦИК".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe("ЦИК");
    await page.keyboard.press("Control+k");
    // The address field opens and takes the focus a render later: typed before, the letters go to the text.
    await expect(composer.getByLabel("Адрес на връзката")).toBeFocused();
    await page.keyboard.type("https://www.cik.bg/bg");
    await page.keyboard.press("Enter");
    await expect(editor.locator('a[href="https://www.cik.bg/bg"]')).toHaveText("ЦИК");
    await expect(editor).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.type(".");
    await page.keyboard.press("Control+Enter");
    await expect(toast(page, "Записът е публикуван")).toBeVisible();
    // The composer empties itself for the next entry, its text focused.
    await expect(editor).toHaveText("");
    await expect(editor).toBeFocused();
    const deskEntries = page.getByTestId("live-desk-entry");
    await expect(deskEntries).toHaveCount(1);
    await expect(deskEntries.first().locator("strong, b")).toHaveText("отвориха в 7:00.");
    await expect(deskEntries.first().locator('a[href="https://www.cik.bg/bg"]')).toContainText("ЦИК");

    // Pinned from the list: a key moment.
    await deskEntries.first().getByRole("button", { name: "Ключов момент", exact: true }).click();
    await expect(toast(page, "Записът е добавен към ключовите моменти")).toBeVisible();
    await expect(deskEntries.first().getByText("Ключов момент", { exact: true })).toBeVisible();
    await expect(deskEntries.first().getByRole("button", { name: "Махни от ключовите моменти" })).toBeVisible();

    // An entry with nothing written is refused before it is sent, in Bulgarian.
    await composer.getByRole("button", { name: "Публикувай" }).click();
    await expect(composer.getByRole("alert")).toHaveText("Записът не може да е празен");

    // A second one, a picture uploaded with it; without its description it is refused.
    await editor.click();
    await page.keyboard.type("Опашки пред секциите в центъра.");
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    await composer
      .locator('input[type="file"]')
      .setInputFiles({ name: `opashka-${mark}.png`, mimeType: "image/png", buffer: png });
    const alt = composer.getByLabel("Описание на снимката");
    await expect(alt).toBeVisible({ timeout: 30_000 });
    await composer.getByRole("button", { name: "Публикувай" }).click();
    await expect(composer.getByRole("alert")).toHaveText("Добавете описание на снимката (алтернативен текст)");
    await alt.fill(`Опашка пред избирателна секция ${mark}`);
    await alt.press("Control+Enter");
    await expect(toast(page, "Записът е публикуван")).toBeVisible();
    await expect(deskEntries).toHaveCount(2);
    await expect(
      deskEntries.first().getByRole("img", { name: `Опашка пред избирателна секция ${mark}` }),
    ).toBeVisible();
    await expect(composer.locator("img")).toHaveCount(0);

    // Two more, one a key moment from the composer; then the third is edited and the fourth deleted.
    await editor.click();
    await page.keyboard.type("Активността към 11:00 е 18%.");
    await composer.getByLabel("Ключов момент").check();
    await composer.getByRole("button", { name: "Публикувай" }).click();
    await expect(deskEntries).toHaveCount(3);
    await expect(composer.getByLabel("Ключов момент")).not.toBeChecked();
    await editor.click();
    await page.keyboard.type("Запис по грешка.");
    await page.keyboard.press("Control+Enter");
    await expect(deskEntries).toHaveCount(4);

    // Newest first: the mistaken one, then the third.
    const third = deskEntries.nth(1);
    await expect(third).toContainText("Активността към 11:00 е 18%.");
    await third.getByRole("button", { name: "Редактирай" }).click();
    const inPlace = third.getByRole("textbox", { name: "Редактиране на записа" });
    await inPlace.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Активността към 11:00 е 19,5%.");
    // A picture from the media library: the one uploaded with the second entry.
    await third.getByRole("button", { name: "Избери от библиотеката" }).click();
    const chooser = page.getByRole("dialog", { name: "Избор на снимка от библиотеката" });
    await chooser.getByLabel("Търсене по описание, автор или име на файл").fill(mark);
    await expect(chooser.getByTestId("media-grid").getByRole("button")).toHaveCount(1, { timeout: 30_000 });
    await chooser.getByTestId("media-grid").getByRole("button").click();
    await expect(chooser).toBeHidden();
    await third.getByLabel("Описание на снимката").fill(`Графика на активността ${mark}`);
    await third.getByRole("button", { name: "Запази" }).click();
    await expect(toast(page, "Записът е запазен")).toBeVisible();
    await expect(deskEntries.filter({ hasText: "Активността към 11:00 е 19,5%." })).toHaveCount(1);
    await expect(third.getByRole("img", { name: `Графика на активността ${mark}` })).toBeVisible();

    const mistaken = deskEntries.filter({ hasText: "Запис по грешка." });
    await mistaken.getByRole("button", { name: "Изтрий" }).click();
    await confirmDialog(page, "Да бъде ли изтрит записът? Читателите вече няма да го виждат.", "Изтрий");
    await expect(toast(page, "Записът е изтрит")).toBeVisible();
    await expect(deskEntries).toHaveCount(3);
    await expect(page.getByText("3 записа", { exact: true })).toBeVisible();

    await expectNoSeriousAxeViolations(page, "live desk");
    await expect(page.getByRole("status").locator("p")).toHaveCount(0); // the toasts gone
    await both(page, "live-desk");
    await both(page, "live-desk-entries", page.getByRole("region", { name: /^Записи/ }));

    // Readers without JavaScript: "НА ЖИВО" by the title, the entries under the lead, newest first.
    const reader = await readerWithoutScripts(browser);
    await reader.page.goto(article.path);
    const heading = reader.page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(reader.page.locator("header [data-live-badge]")).toHaveText("НА ЖИВО");
    const block = liveBlock(reader.page);
    await expect(block.locator("[data-live-badge]")).toHaveText("НА ЖИВО");
    await expect(entryArticles(reader.page)).toHaveCount(3);
    await expect(entryArticles(reader.page).nth(0)).toContainText("Активността към 11:00 е 19,5%.");
    await expect(entryArticles(reader.page).nth(1)).toContainText("Опашки пред секциите в центъра.");
    await expect(entryArticles(reader.page).nth(2)).toContainText("Секциите отвориха в 7:00.");
    await expect(reader.page.getByText("Запис по грешка.")).toHaveCount(0);
    // Each entry: its time in Sofia (named for screen readers), its author, its text as written.
    const first = entryArticles(reader.page).nth(2);
    await expect(first).toHaveAccessibleName(/^Публикувано в \d{2}:\d{2}$/);
    await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(first.getByText(`Автор: ${e2e.journalist.name}`)).toBeVisible();
    await expect(first.locator("strong, b")).toHaveText("отвориха в 7:00.");
    await expect(first.locator('a[href="https://www.cik.bg/bg"]')).toContainText("ЦИК");
    await expect(
      entryArticles(reader.page)
        .nth(1)
        .getByRole("img", { name: `Опашка пред избирателна секция ${mark}` }),
    ).toBeVisible();
    await expect(
      entryArticles(reader.page)
        .nth(0)
        .getByRole("img", { name: `Графика на активността ${mark}` }),
    ).toBeVisible();
    // The block stands after the lead paragraph and before the rest of the text.
    const order = await reader.page.evaluate(() => {
      const text = document.querySelector("main article")!.textContent!;
      return [
        text.indexOf("Въведение: изборният ден"),
        text.indexOf("Записи на живо"),
        text.indexOf("Останалият текст"),
      ];
    });
    expect(order[0]).toBeGreaterThan(-1);
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);
    // The key moments, newest first, each leading to its entry.
    const moments = reader.page.getByRole("navigation", { name: "Ключови моменти" });
    await expect(moments.getByRole("link")).toHaveText([
      "Активността към 11:00 е 19,5%.",
      /^Секциите отвориха в 7:00\./,
    ]);
    await moments.getByRole("link").nth(1).click();
    await expect(reader.page).toHaveURL(/#entry-\d+$/);
    const anchor = new URL(reader.page.url()).hash.slice(1);
    await expect(reader.page.locator(`article#${anchor}`)).toContainText("Секциите отвориха в 7:00.");
    // One page of entries: no pager.
    await expect(reader.page.getByRole("navigation", { name: "Страници със записи" })).toHaveCount(0);
    await both(reader.page, "live-article");
    await both(reader.page, "live-article-entries", block);

    // Its card on the home page says "НА ЖИВО" too.
    await reader.page.goto("/home");
    const card = reader.page.getByRole("article").filter({ has: reader.page.getByRole("link", { name: title }) });
    await expect(card.first().locator("[data-live-badge]")).toHaveText("НА ЖИВО");
    await both(reader.page, "live-home-card", card.first());

    // With JavaScript the page is the same, and passes the scan.
    await page.goto(article.path);
    await expect(entryArticles(page)).toHaveCount(3);
    await expectNoSeriousAxeViolations(page, "live article");

    // The end, after a confirmation: readers see that it ended, without the marks.
    await page.goto(`/journalist/articles/${article.id}/live`);
    await page.getByRole("button", { name: "Приключи отразяването" }).click();
    await confirmDialog(
      page,
      "Да приключи ли отразяването на живо? Записите остават на страницата.",
      "Приключи отразяването",
    );
    await expect(toast(page, "Отразяването на живо приключи")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Приключило / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Поднови отразяването" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Нов запис" })).toHaveCount(0);
    await expect(page.getByRole("status").locator("p")).toHaveCount(0);
    await both(page, "live-desk-ended");

    await reader.page.goto(article.path);
    await expect(reader.page.getByTestId("live-ended")).toHaveText(
      /^Отразяването на живо приключи (в \d{2}:\d{2}|на \d{2}\.\d{2}\.\d{4} г\. в \d{2}:\d{2})\.$/,
    );
    await expect(reader.page.locator("main article [data-live-badge]")).toHaveCount(0);
    await expect(entryArticles(reader.page)).toHaveCount(3);
    await both(reader.page, "live-article-ended", liveBlock(reader.page));
    await reader.page.goto("/home");
    await expect(reader.page.getByRole("link", { name: title }).first()).toBeVisible();
    await expect(
      reader.page
        .getByRole("article")
        .filter({ has: reader.page.getByRole("link", { name: title }) })
        .locator("[data-live-badge]"),
    ).toHaveCount(0);
    await reader.context.close();

    // And it can be reopened.
    await page.getByRole("button", { name: "Поднови отразяването" }).click();
    await expect(toast(page, "Отразяването на живо е подновено")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Отразяването е на живо" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Нов запис" })).toBeVisible();
  });

  test("older entries are on pages of their own, linked without JavaScript; a page past the last is not found", async ({
    page: desk,
    request,
    browser,
    consoleErrors,
  }) => {
    test.slow();
    const mark = unique();
    const title = `Дълго отразяване ${mark}`;
    const token = await writerToken(request);
    const article = await publish(request, token, title);
    const base = `/api/journalist/articles/${article.id}/live`;
    const started = await request.post(base, { headers: bearer(token), data: { autoEndHours: 12 } });
    expect(started.status(), await started.text()).toBe(200);
    const count = liveLimits.entriesPerPage + 3;
    const ids: number[] = [];
    for (let n = 1; n <= count; n++) {
      const res = await request.post(`${base}/entries`, {
        headers: bearer(token),
        data: { content: `<p>Запис номер ${n}.</p>`, pinned: n === 2 },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }

    const { context, page } = await readerWithoutScripts(browser);
    await page.goto(article.path);
    const entries = entryArticles(page);
    await expect(entries).toHaveCount(liveLimits.entriesPerPage);
    await expect(entries.first()).toContainText(`Запис номер ${count}.`);
    await expect(entries.last()).toContainText("Запис номер 4.");
    const pager = page.getByRole("navigation", { name: "Страници със записи" });
    await expect(pager).toContainText("Страница 1 от 2");
    await expect(pager.getByRole("link", { name: "По-нови записи" })).toHaveCount(0);
    // The key moment is on every page; here its entry is elsewhere, so it is text, not a link.
    const moments = page.getByRole("navigation", { name: "Ключови моменти" });
    await expect(moments).toContainText("Запис номер 2.");
    await expect(moments.getByRole("link")).toHaveCount(0);
    await both(page, "live-article-pager", pager);

    await pager.getByRole("link", { name: "По-стари записи" }).click();
    await expect(page).toHaveURL(`${article.path}?entries=2#na-zhivo`);
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText("Запис номер 3.");
    await expect(entries.last()).toContainText("Запис номер 1.");
    await expect(pager).toContainText("Страница 2 от 2");
    await expect(moments.getByRole("link", { name: "Запис номер 2." })).toHaveAttribute("href", /^#entry-\d+$/);
    await pager.getByRole("link", { name: "По-нови записи" }).click();
    await expect(page).toHaveURL(`${article.path}#na-zhivo`);
    await expect(entries).toHaveCount(liveLimits.entriesPerPage);

    // Its row in the author's list says "НА ЖИВО" too.
    await page.goto(`/author/${e2e.journalist.username}`);
    const row = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row.locator("[data-live-badge]")).toHaveText("НА ЖИВО");
    await both(page, "live-author-row", row);

    // A page past the last is not found, as a page of comments past the last is.
    expect((await request.get(`${article.path}?entries=3`)).status()).toBe(404);
    expect((await request.get(`${article.path}?entries=2`)).status()).toBe(200);
    await context.close();

    // The desk says the server's refusal in its words: no more key moments than the limit.
    for (const id of ids.slice(2, 1 + liveLimits.keyMomentsMax)) {
      const res = await request.patch(`${base}/entries/${id}`, { headers: bearer(token), data: { pinned: true } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await openSignedIn(desk, "journalist", e2e.journalist, `/journalist/articles/${article.id}/live`);
    const newest = desk.getByTestId("live-desk-entry").first();
    await expect(newest).toContainText(`Запис номер ${count}.`);
    await newest.getByRole("button", { name: "Ключов момент", exact: true }).click();
    await expect(
      desk.getByRole("alert").getByText(`Може да има най-много ${liveLimits.keyMomentsMax} ключови момента`),
    ).toBeVisible();
    await expect(newest.getByRole("button", { name: "Махни от ключовите моменти" })).toHaveCount(0);
    await expect(newest.getByRole("button", { name: "Ключов момент", exact: true })).toBeEnabled();
    // That refusal (400) is the one error the browser logged.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 400/)]);
    consoleErrors.length = 0;
  });
});
