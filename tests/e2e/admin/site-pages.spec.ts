import type { Page } from "@playwright/test";
import type { Editor } from "@tiptap/core";
import { expect, signIn, test } from "../fixtures.ts";
import { createArticle, createUser, otherPage, ownerToken, signInOwner, tokenFor, unique } from "./admin-helpers.ts";

/**
 * The publisher's pages in the admin panel (issue 21): the Owner's screen lists them, says which
 * still show their default text, and edits one (title, headings, links) so the site shows it at
 * once; nobody else sees the screen. And the author's side: a biography in the user form, shown on
 * the author page, which the journalist reaches from their dashboard.
 */

/**
 * Where the rich-text editor's own selection is (TipTap's state, which Enter, typing and the toolbar
 * act on, not the page's selection): what it selects, whether it is at the text's start, and the
 * block of its head, with its text, and whether it is at its end.
 */
async function editorCaret(page: Page) {
  return page.evaluate(() => {
    const dom = document.querySelector<HTMLElement & { editor?: Editor }>(".ProseMirror");
    const selection = dom?.editor?.state.selection;
    const head = selection?.$head;
    if (!selection || !head) return null;
    return {
      selected: selection.empty ? "" : dom!.editor!.state.doc.textBetween(selection.from, selection.to),
      atStart: head.pos <= 1,
      block: head.parent.type.name,
      text: head.parent.textContent,
      atEnd: head.parentOffset === head.parent.content.size,
    };
  });
}

test.describe("the publisher's pages", () => {
  test("the Owner edits За нас: a heading, a link and the publisher's name; the site shows it at once", async ({
    page,
    request,
  }) => {
    const id = unique();
    await signInOwner(page);
    await page
      .getByRole("navigation", { name: "Основно меню" })
      .getByRole("link", { name: "Страници на сайта" })
      .click();
    await expect(page).toHaveURL(/\/admin\/site-pages$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страници на сайта");
    const rows = page.getByRole("listitem");
    await expect(rows.getByText("За нас", { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: "/politika-za-poveritelnost" })).toContainText("Текст по подразбиране");

    await page.getByRole("link", { name: "Редактирай „За нас“" }).click();
    await expect(page).toHaveURL(/\/admin\/site-pages\/za-nas$/);
    await expect(
      page.getByText("Текст по подразбиране: прегледайте го и попълнете данните в квадратни скоби."),
    ).toBeVisible();
    const title = page.getByLabel("Заглавие", { exact: true });
    await expect(title).toHaveValue("За нас");

    // The text: a new heading and paragraph at the start, with a link.
    const body = page.getByRole("textbox", { name: "Съдържание" });
    await body.click();
    // The caret to the very start of the text. Each key is pressed until the editor's own selection
    // (the one Enter and typing act on) is where it should be: on a busy machine a key pressed while
    // the editor takes the focus can be lost, and the page's selection can run ahead of the editor's.
    await expect(async () => {
      await page.keyboard.press("Control+Home");
      expect(await editorCaret(page)).toMatchObject({ atStart: true });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.type(`Издател ${id}`);
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.getByRole("button", { name: "Заглавие (H2)" }).click();
    await expect(body.locator("h2").first()).toHaveText(`Издател ${id}`);
    // The caret to the heading's end, in the editor's own selection.
    await expect(async () => {
      await page.keyboard.press("End");
      expect(await editorCaret(page)).toEqual({
        selected: "",
        atStart: false,
        block: "heading",
        text: `Издател ${id}`,
        atEnd: true,
      });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press("Enter");
    await page.keyboard.type("„Хроника Медия“ ЕООД, пишете ни");
    await page.keyboard.press("Shift+Home");
    await expect.poll(async () => (await editorCaret(page))?.selected).toBe("„Хроника Медия“ ЕООД, пишете ни");
    await page.getByRole("button", { name: "Връзка" }).click();
    const address = page.getByLabel("Адрес на връзката");
    await address.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Добави връзката" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Адресът трябва да започва с https://, http://, mailto:, tel: или /" }),
    ).toBeVisible();
    await address.fill("mailto:redakcia@example.bg");
    await address.press("Enter");
    // The heading as it was, the link in a paragraph of its own after it: what the site must show.
    await expect(body.locator('p > a[href="mailto:redakcia@example.bg"]')).toHaveText(
      "„Хроника Медия“ ЕООД, пишете ни",
    );
    await expect(body.locator("h2").first()).toHaveText(`Издател ${id}`);

    // An empty title is refused in the form, with the API's text; then saved.
    await title.fill(" ");
    await page.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Заглавието на страницата е задължително")).toBeVisible();
    await title.fill(`За нас ${id}`);
    await page.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Страницата е запазена.")).toBeVisible();

    // The list says when it was saved; the public page and the API show it.
    await page.getByRole("link", { name: "Всички страници" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "/za-nas" })).toContainText(
      /Редактирана: \d{2}\.\d{2}\.\d{4}/,
    );
    const reader = await request.get("/za-nas");
    const html = await reader.text();
    expect(reader.status()).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>За нас ${id}</h1>`));
    // Matched against the page's headings and links, so that a failure shows them.
    expect(html.match(/<h2>.*?<\/h2>/g)).toContain(`<h2>Издател ${id}</h2>`);
    expect(html.match(/<a href="mailto:.*?<\/a>/g)).toContain(
      '<a href="mailto:redakcia@example.bg">„Хроника Медия“ ЕООД, пишете ни</a>',
    );
    const audit = await request.get("/api/admin/audit-logs?entity_type=ADMIN", {
      headers: { authorization: `Bearer ${await ownerToken(request)}` },
    });
    expect(
      (await audit.json()).some(
        (entry: { entityId: string; details: string }) => entry.entityId === "za-nas" && entry.details.includes(id),
      ),
    ).toBe(true);
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await signInOwner(page, "/admin/site-pages/reklama");
    await page.getByLabel("Заглавие", { exact: true }).fill("Реклама и партньорства");
    await page.getByRole("link", { name: "Всички страници" }).click();
    const warning = page.getByRole("alertdialog");
    await expect(warning).toContainText("Имате незапазени промени в страницата.");
    await warning.getByRole("button", { name: "Отказ" }).click();
    await expect(page).toHaveURL(/\/admin\/site-pages\/reklama$/);
    await page.getByRole("link", { name: "Всички страници" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Излез без запазване" }).click();
    await expect(page).toHaveURL(/\/admin\/site-pages$/);
    await page.goto("/admin/site-pages/nyama-takava");
    await expect(page.getByText("Страницата не е намерена")).toBeVisible();
  });

  test("are the Owner's: an administrator has no menu item and is sent back", async ({ page, request }) => {
    const id = unique();
    await createUser(request, await ownerToken(request), {
      username: `admin.pages.${id}`,
      password: "admin-password-1",
      role: "Admin",
    });
    await signIn(page, "/admin/login", `admin.pages.${id}`, "admin-password-1");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Страници на сайта" }),
    ).toHaveCount(0);
    await page.goto("/admin/site-pages/za-nas");
    await expect(page).toHaveURL(/\/admin$/);
    // Nor the dashboard's note of what the publisher's pages lack.
    await expect(page.getByText(/Непопълнени данни на страниците на сайта/)).toHaveCount(0);
  });

  test("the Owner learns what the pages lack, on the dashboard and in their list; readers see the pages without it (issue 29)", async ({
    page,
    browser,
  }) => {
    await signInOwner(page);
    const note = page.getByRole("complementary").filter({ hasText: "Непопълнени данни на страниците на сайта" });
    await expect(note).toContainText("Политика за поверителност");
    await note.getByRole("link", { name: "Към страниците" }).click();
    await expect(page).toHaveURL(/\/admin\/site-pages$/);
    await expect(page.getByRole("listitem").filter({ hasText: "/politika-za-poveritelnost" })).toContainText(
      "Непопълнено: имейл за въпроси за личните данни.",
    );

    const reader = await otherPage(browser);
    await reader.goto("/politika-za-poveritelnost");
    await expect(reader.getByRole("main")).toContainText("Вашите права");
    await expect(reader.getByRole("main")).not.toContainText("Попълнете");
    await reader.context().close();
  });
});

test.describe("the author's page from the staff side", () => {
  test("the biography written in the user form shows on the author page, which the journalist reaches from the dashboard", async ({
    page,
    browser,
    request,
  }) => {
    const id = unique();
    const owner = await ownerToken(request);
    const username = `avtor.${id}`;
    await createUser(request, owner, { username, password: "avtor-password-1", name: "Автор Биографов" });
    const bio = `Пише за градовете и хората в тях. ${id}`;

    await signInOwner(page, "/admin/journalists");
    await page
      .getByRole("button", { name: `Редактирай: ${username}` })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Редактиране на потребител" });
    await dialog.getByLabel("Кратко представяне").fill(bio);
    await expect(dialog.getByText(`${bio.length}/600`)).toBeVisible();
    await dialog.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Промените са запазени.")).toBeVisible();

    // Nothing published yet: no author page, and no link to one on the dashboard.
    const journalist = await otherPage(browser);
    await signIn(journalist, "/login", username, "avtor-password-1");
    await expect(journalist).toHaveURL(/\/journalist\/dashboard$/);
    await expect(journalist.getByText("Общо статии")).toBeVisible();
    await expect(journalist.getByRole("link", { name: "Моята авторска страница" })).toHaveCount(0);
    expect((await request.get(`/author/${username}`)).status()).toBe(404);

    await createArticle(
      request,
      await tokenFor(request, "journalist", username, "avtor-password-1"),
      `Първата статия на автора ${id}`,
    );
    await journalist.reload();
    await journalist.getByRole("link", { name: "Моята авторска страница" }).click();
    await expect(journalist).toHaveURL(new RegExp(`/author/avtor\\.${id}$`));
    await expect(journalist.getByRole("heading", { level: 1 })).toHaveText("Автор Биографов");
    await expect(journalist.getByText(bio)).toBeVisible();
    await expect(journalist.getByRole("link", { name: `Първата статия на автора ${id}` })).toBeVisible();
  });
});
