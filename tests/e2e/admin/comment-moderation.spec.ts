import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { confirmDialog, createArticle, otherPage, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

/**
 * Issue 22 in the browser: a reader reports a comment, an admin finds it in the moderation queue
 * and hides it, and it is gone from the article at once; pre-moderation holds a comment that only
 * its writer sees until it is approved; a blocked reader's comments are held.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function postComment(request: APIRequestContext, articleId: number, username: string, content: string) {
  const posted = await request.post(`/api/articles/${articleId}/comments`, { data: { username, content } });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()) as { comment: { id: number }; held: boolean };
}

async function setModeration(request: APIRequestContext, mode: string, bannedWords: string[] = []) {
  const saved = await request.put("/api/admin/comment-settings", {
    headers: bearer(await ownerToken(request)),
    data: { mode, bannedWords },
  });
  expect(saved.status()).toBe(200);
}

async function writeComment(page: Page, username: string, content: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Коментирай" }) });
  await form.getByLabel("Име", { exact: true }).fill(username);
  await form.getByLabel("Коментар", { exact: true }).fill(content);
  await form.getByRole("button", { name: "Коментирай" }).click();
}

test.describe("comment moderation", () => {
  test("a reader reports a comment, an admin sees it in the queue, hides it, and it is gone from the article at once", async ({
    page,
    browser,
    request,
  }) => {
    const title = `Статия със сигнал ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title);
    const offensive = `Обиден коментар ${unique()}`;
    await postComment(request, id, "Грубиян", offensive);
    await postComment(request, id, "Учтив", "Спокоен коментар");

    // The reader: the cached page, the report by keyboard.
    const reader = await otherPage(browser);
    await reader.goto(`/article/${id}`);
    const comment = reader.locator("#comments > ol > li").filter({ hasText: offensive });
    await expect(comment).toBeVisible();
    const reportLink = comment.getByRole("link", { name: "Сигнализирай за коментара на Грубиян" });
    await reportLink.focus();
    await reader.keyboard.press("Enter");
    const dialog = reader.getByRole("dialog", { name: "Сигнализиране за коментар" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Изпрати сигнала" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Моля, изберете причина");
    await dialog.getByRole("radio", { name: "обиди или език на омразата" }).check();
    await dialog.getByLabel("Подробности (по желание)").fill("Обижда другите читатели.");
    await dialog.getByRole("button", { name: "Изпрати сигнала" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      reader
        .getByRole("status")
        .filter({ hasText: "Благодарим ви! Сигналът е изпратен и редакцията ще прегледа коментара." }),
    ).toBeVisible();
    await expect(reportLink).toBeFocused();
    // One report per reader: a second one is thanked, not counted again.
    await reportLink.click();
    await dialog.getByRole("radio", { name: "спам" }).check();
    await dialog.getByRole("button", { name: "Изпрати сигнала" }).click();
    await expect(
      reader.getByRole("status").filter({ hasText: "Вече сте сигнализирали за този коментар. Благодарим ви!" }),
    ).toBeVisible();

    // The admin: the menu, the reported tab with its count and reason.
    await signInOwner(page);
    await page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Коментари" }).click();
    await expect(page).toHaveURL(/\/admin\/comments$/);
    await page.getByRole("link", { name: /^Сигнализирани/ }).click();
    await expect(page).toHaveURL(/tab=reported/);
    const card = page.getByRole("article").filter({ hasText: offensive });
    await expect(card).toContainText("1 сигнал");
    await expect(card.getByRole("list", { name: "Сигнали на читателите" })).toContainText(
      "обиди или език на омразата: Обижда другите читатели.",
    );
    await expect(card).toContainText(`към „${title}“`);

    await card.getByRole("button", { name: "Скрий" }).click();
    await page.getByRole("alertdialog").getByLabel("Причина (по желание)").fill("Обиди към читатели");
    await confirmDialog(page, "Коментарът няма да се вижда от читателите.", "Скрий");
    await expect(page.getByText("Коментарът е скрит.")).toBeVisible();
    await expect(card).toBeHidden();

    // Gone from the article for everyone the moment the decision is answered: the page, its data, the API.
    const html = await (await request.get(`/article/${id}`)).text();
    expect(html).not.toContain(offensive);
    expect(html).toContain("Спокоен коментар");
    expect(await (await request.get(`/article/${id}.data`)).text()).not.toContain(offensive);
    expect(JSON.stringify(await (await request.get(`/api/articles/${id}`)).json())).not.toContain(offensive);
    await reader.reload();
    await expect(reader.locator("#comments")).not.toContainText(offensive);
    await expect(reader.getByRole("heading", { name: "Коментари 1" })).toBeVisible();

    // Kept in "Скрити", with the decision and its reason, and restorable.
    await page.getByRole("link", { name: /^Скрити/ }).click();
    const hidden = page.getByRole("article").filter({ hasText: offensive });
    await expect(hidden).toContainText("Скрит");
    await expect(hidden).toContainText("Причина: Обиди към читатели");
    await hidden.getByRole("button", { name: "Възстанови" }).click();
    await confirmDialog(page, "Коментарът ще бъде публикуван", "Възстанови");
    await expect(page.getByText("Коментарът е одобрен.")).toBeVisible();
    expect(await (await request.get(`/article/${id}`)).text()).toContain(offensive);
    await reader.context().close();
  });

  test("pre-moderation holds a comment that only its writer sees, until an admin approves it", async ({
    page,
    browser,
    request,
  }) => {
    const title = `Статия с предварителен преглед ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title);
    await signInOwner(page);
    try {
      await page.goto("/admin/comments/settings");
      await page.getByRole("radio", { name: /Задържай всички коментари/ }).check();
      await page.getByLabel("Забранени думи и фрази").fill("глупак\nидиот*");
      await page.getByRole("button", { name: "Запази настройките" }).click();
      await expect(page.getByText("Настройките са запазени.")).toBeVisible();
      await page.reload();
      await expect(page.getByRole("radio", { name: /Задържай всички коментари/ })).toBeChecked();
      await expect(page.getByLabel("Забранени думи и фрази")).toHaveValue("глупак\nидиот*");
      const writer = await otherPage(browser);
      await writer.goto(`/article/${id}`);
      const text = `Моят коментар чака ${unique()}`;
      await writeComment(writer, "Пишещ читател", text);
      await expect(
        writer.getByRole("status").filter({ hasText: "Коментарът ще бъде публикуван след преглед" }),
      ).toBeVisible();
      const own = writer.locator("#comments > ol > li").filter({ hasText: text });
      await expect(own).toContainText("Коментарът ще бъде публикуван след преглед");
      await expect(writer.getByRole("heading", { name: "Коментари 0" })).toBeVisible();
      // Still there for its writer after a reload (the page itself is the same for everyone).
      await writer.reload();
      await expect(own).toContainText("Коментарът ще бъде публикуван след преглед");

      const stranger = await otherPage(browser);
      await stranger.goto(`/article/${id}`);
      await expect(stranger.getByText("Все още няма коментари. Бъдете първи!")).toBeVisible();
      await expect(stranger.locator("#comments")).not.toContainText(text);

      // The queue's held tab, approved with others selected at once.
      await page.goto(`/admin/comments?article=${id}`);
      const card = page.getByRole("article").filter({ hasText: text });
      await expect(card).toContainText("Задържан: всички коментари се преглеждат");
      await card.getByRole("checkbox", { name: "Избери коментара на Пишещ читател" }).check();
      await page.getByRole("group", { name: "Избрани: 1" }).getByRole("button", { name: "Одобри" }).click();
      await confirmDialog(page, "Коментарът ще бъде публикуван", "Одобри");
      await expect(page.getByText("Коментарът е одобрен.")).toBeVisible();
      await expect(page.getByText("Няма коментари, които да отговарят на филтрите.")).toBeVisible();

      await stranger.reload();
      await expect(stranger.locator("#comments > ol > li").filter({ hasText: text })).toBeVisible();
      await writer.reload();
      await expect(own).not.toContainText("Коментарът ще бъде публикуван след преглед");
      await expect(writer.getByRole("heading", { name: "Коментари 1" })).toBeVisible();
      await writer.context().close();
      await stranger.context().close();
    } finally {
      await setModeration(request, "publish");
    }
  });

  test("a blocked reader's comments are held, not refused; the block is listed and lifted", async ({
    page,
    browser,
    request,
  }) => {
    const id = await createArticle(request, await ownerToken(request), `Статия за блокиране ${unique()}`);
    const troll = await otherPage(browser);
    await troll.goto(`/article/${id}`);
    const first = `Провокация ${unique()}`;
    await writeComment(troll, "Трол", first);
    await expect(troll.getByRole("status").filter({ hasText: "Коментарът е публикуван" })).toBeVisible();

    await signInOwner(page, `/admin/comments?tab=all&article=${id}`);
    const card = page.getByRole("article").filter({ hasText: first });
    await card.getByRole("button", { name: "Блокирай автора" }).click();
    const dialog = page.getByRole("dialog", { name: "Блокиране на автора" });
    await dialog.getByRole("radio", { name: "1 ден" }).check();
    await dialog.getByLabel("Причина (по желание)").fill("Провокации");
    await dialog.getByRole("button", { name: "Блокирай" }).click();
    await expect(page.getByText("Авторът е блокиран.")).toBeVisible();
    await expect(card).toContainText("Авторът е блокиран");

    // The reader is told what any held comment's writer is told.
    const second = `Още провокации ${unique()}`;
    await writeComment(troll, "Трол", second);
    await expect(
      troll.getByRole("status").filter({ hasText: "Коментарът ще бъде публикуван след преглед" }),
    ).toBeVisible();
    expect(await (await request.get(`/article/${id}`)).text()).not.toContain(second);
    await page.getByRole("link", { name: /^Чакащи/ }).click();
    await expect(page.getByRole("article").filter({ hasText: second })).toContainText("Задържан: блокиран читател");

    await page
      .getByRole("navigation", { name: "Раздели на модерацията" })
      .getByRole("link", { name: "Блокирани читатели" })
      .click();
    await expect(page).toHaveURL(/\/admin\/comments\/blocks$/);
    const block = page.getByRole("listitem").filter({ hasText: "Трол" }).filter({ hasText: "Провокации" });
    await block.getByRole("button", { name: "Отблокирай „Трол“" }).click();
    await confirmDialog(page, "Сигурни ли сте, че искате да отблокирате „Трол“?", "Отблокирай");
    await expect(page.getByText("Читателят е отблокиран.")).toBeVisible();
    await expect(block).toBeHidden();

    const third = `Вече спокойно ${unique()}`;
    await writeComment(troll, "Трол", third);
    await expect(troll.getByRole("status").filter({ hasText: "Коментарът е публикуван" })).toBeVisible();
    await troll.context().close();
  });

  for (const width of [1280, 320]) {
    test(`blocks this browser only unless the address is chosen, warns that addresses are shared, and labels another browser there apart (issue 29, ${width} px)`, async ({
      page,
      browser,
      request,
    }) => {
      test.slow(); // three browsers, two blocks and five comments
      await page.setViewportSize({ width, height: 900 });
      const id = await createArticle(request, await ownerToken(request), `Споделен адрес ${unique()}`);
      // Two readers behind one address (here every browser is 127.0.0.1: an office, a mobile network).
      const troll = await otherPage(browser);
      const colleague = await otherPage(browser);
      await troll.goto(`/article/${id}`);
      await colleague.goto(`/article/${id}`);
      const first = `Първа провокация ${unique()}`;
      await writeComment(troll, "Трол", first);
      await expect(troll.getByRole("status").filter({ hasText: "Коментарът е публикуван" })).toBeVisible();

      await signInOwner(page, `/admin/comments?tab=all&article=${id}`);
      await page
        .getByRole("article")
        .filter({ hasText: first })
        .getByRole("button", { name: "Блокирай автора" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Блокиране на автора" });
      await expect(dialog.getByRole("radio", { name: /Само този браузър/ })).toBeChecked();
      await expect(dialog).toContainText("Един адрес често се ползва от много хора: мобилни мрежи, офиси, училища.");
      await screenshot(page, `block-dialog-${width}`);
      await dialog.getByRole("button", { name: "Блокирай" }).click();
      await expect(page.getByText("Авторът е блокиран.")).toBeVisible();

      // Browser only: the colleague on the same address publishes at once; the troll is held.
      const colleagues = `Нормален колега ${unique()}`;
      await writeComment(colleague, "Колега", colleagues);
      await expect(colleague.getByRole("status").filter({ hasText: "Коментарът е публикуван" })).toBeVisible();
      await writeComment(troll, "Трол", `Втора провокация ${unique()}`);
      await expect(
        troll.getByRole("status").filter({ hasText: "Коментарът ще бъде публикуван след преглед" }),
      ).toBeVisible();

      // Then by address: the colleague's next comment is held, and labelled apart from the troll's.
      await page
        .getByRole("navigation", { name: "Раздели на модерацията" })
        .getByRole("link", { name: "Блокирани читатели" })
        .click();
      await page
        .getByRole("listitem")
        .filter({ hasText: "Трол" })
        .getByRole("button", { name: "Отблокирай „Трол“" })
        .click();
      await confirmDialog(page, "Сигурни ли сте, че искате да отблокирате „Трол“?", "Отблокирай");
      await page.goto(`/admin/comments?tab=all&article=${id}`);
      await page
        .getByRole("article")
        .filter({ hasText: first })
        .getByRole("button", { name: "Блокирай автора" })
        .click();
      await dialog.getByRole("radio", { name: /Адреса/ }).check();
      await dialog.getByRole("button", { name: "Блокирай" }).click();
      await expect(page.getByText("Авторът е блокиран.")).toBeVisible();
      const later = `Пак нормален колега ${unique()}`;
      await writeComment(colleague, "Колега", later);
      await expect(
        colleague.getByRole("status").filter({ hasText: "Коментарът ще бъде публикуван след преглед" }),
      ).toBeVisible();
      await page.getByRole("link", { name: /^Чакащи/ }).click();
      const held = page.getByRole("article").filter({ hasText: later });
      await expect(held).toContainText("Адресът е блокиран (друг браузър)");
      await expect(held).toContainText("Задържан: от адреса на блокиран читател, друг браузър");
      await expect(held).not.toContainText("Авторът е блокиран");
      await held.scrollIntoViewIfNeeded();
      await screenshot(page, `blocked-address-label-${width}`);
      // Every browser here is 127.0.0.1: lift the address block, or the next width's readers are held.
      await page
        .getByRole("navigation", { name: "Раздели на модерацията" })
        .getByRole("link", { name: "Блокирани читатели" })
        .click();
      await page
        .getByRole("listitem")
        .filter({ hasText: "Трол" })
        .getByRole("button", { name: "Отблокирай „Трол“" })
        .click();
      await confirmDialog(page, "Сигурни ли сте, че искате да отблокирате „Трол“?", "Отблокирай");
      await troll.context().close();
      await colleague.context().close();
    });
  }
});
