import { builderTexts } from "#common/messages/journalist.ts";
import { articleTexts } from "#common/messages/reader.ts";
import { canonicalArticlePath, e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 32, point 5: a journalist makes links (with the toolbar and with Ctrl+K), a list and a
 * quote in a text section, publishes, and the reader's page shows them, the link to another site
 * marked and with its rel.
 */
test("a text section gets links, a list and a quote from the toolbar and the keyboard; readers see them", async ({
  page,
}) => {
  const title = `Връзки, списъци и цитати ${Date.now().toString(36)}`;
  await openSignedIn(page, "journalist", e2e.journalist);
  await page.goto("/journalist/create");
  await expect(page.getByLabel("Заглавие", { exact: true })).toBeEditable({ timeout: 60_000 });
  await page.getByLabel("Заглавие", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Добави текст" }).click();
  const editor = page.getByRole("textbox", { name: /Текстова секция/ });
  await editor.click();
  const toolbar = page.getByRole("toolbar", { name: builderTexts.formatting });
  const linkButton = toolbar.getByRole("button", { name: builderTexts.link });
  const addressField = page.getByLabel("Адрес на връзката");

  // A link from the toolbar: select the word, open the field, an address of a script is refused there.
  await page.keyboard.type("Прочетете доклада");
  for (let i = 0; i < "доклада".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await linkButton.click();
  await expect(linkButton).toHaveAttribute("aria-expanded", "true");
  await expect(addressField).toBeFocused();
  await addressField.fill("javascript:alert(1)");
  await addressField.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: builderTexts.linkInvalid })).toBeVisible();
  await addressField.fill("https://example.bg/doklad");
  await addressField.press("Enter");
  await expect(addressField).toHaveCount(0);
  await expect(editor.locator('a[href="https://example.bg/doklad"]')).toHaveText("доклада");
  await expect(linkButton).toHaveAttribute("aria-pressed", "true");

  // A link by Ctrl+K, with the keyboard alone.
  await page.keyboard.press("End");
  await page.keyboard.type(" или пишете на редакцията");
  for (let i = 0; i < "редакцията".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  await expect(addressField).toBeFocused();
  await page.keyboard.type("mailto:redakcia@example.bg");
  await page.keyboard.press("Enter");
  await expect(editor.locator('a[href="mailto:redakcia@example.bg"]')).toHaveText("редакцията");
  await page.keyboard.press("End");
  await page.keyboard.type(".");

  // A bulleted list from the toolbar, a numbered one and a quote by their shortcuts.
  await page.keyboard.press("Enter");
  const bullets = toolbar.getByRole("button", { name: builderTexts.bulletList });
  await bullets.click();
  await expect(bullets).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("първа точка");
  await page.keyboard.press("Enter");
  await page.keyboard.type("втора точка");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(bullets).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Control+Shift+7");
  await page.keyboard.type("номерирана точка");
  await expect(toolbar.getByRole("button", { name: builderTexts.orderedList })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: builderTexts.blockquote }).click();
  await page.keyboard.type("„Изборите са честни“, каза председателят.");
  await expect(toolbar.getByRole("button", { name: builderTexts.blockquote })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("ul > li")).toHaveText(["първа точка", "втора точка"]);
  await expect(editor.locator("ol > li")).toHaveText(["номерирана точка"]);
  await expect(editor.locator("blockquote")).toHaveText("„Изборите са честни“, каза председателят.");

  process.env.SHOTS_DIR ??= "/work/shots/i32-text";
  await page.setViewportSize({ width: 1280, height: 900 });
  await editor.scrollIntoViewIfNeeded();
  await screenshot(page, "builder-toolbar-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await editor.scrollIntoViewIfNeeded();
  await screenshot(page, "builder-toolbar-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Публикувай статията" }).click();
  await expect(page).toHaveURL(canonicalArticlePath, { timeout: 60_000 });
  const text = page.locator("main article");
  const web = text.getByRole("link", { name: `доклада ${articleTexts.externalLink}` });
  await expect(web).toHaveAttribute("href", "https://example.bg/doklad");
  await expect(web).toHaveAttribute("rel", "noopener noreferrer");
  await expect(web.locator(".link-mark")).toHaveText("↗");
  const mail = text.getByRole("link", { name: "редакцията", exact: true });
  await expect(mail).toHaveAttribute("href", "mailto:redakcia@example.bg");
  await expect(mail).toHaveAttribute("rel", "noopener");
  const list = text.locator("ul", { hasText: "първа точка" });
  const numbered = text.locator("ol", { hasText: "номерирана точка" });
  await expect(list.locator("li")).toHaveText(["първа точка", "втора точка"]);
  await expect(numbered.locator("li")).toHaveText(["номерирана точка"]);
  await expect(text.locator("blockquote")).toHaveText("„Изборите са честни“, каза председателят.");
  await expect(list).toHaveCSS("list-style-type", "disc");
  await expect(numbered).toHaveCSS("list-style-type", "decimal");

  await list.scrollIntoViewIfNeeded();
  await screenshot(page, "article-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await list.scrollIntoViewIfNeeded();
  await screenshot(page, "article-375");
});

/**
 * The words selected the moment before Ctrl+K are the ones linked. The browser tells the editor of
 * a new selection in a later task, and the editor ignores that news once the address field has the
 * focus: on CI's busy machine the live desk's link once went nowhere so. Here the selection,
 * Ctrl+K and the field's focus come in one task, before that news, as they did there.
 */
test("Ctrl+K pressed at once after selecting words links those words", async ({ page }) => {
  await openSignedIn(page, "journalist", e2e.journalist);
  await page.goto("/journalist/create");
  await expect(page.getByLabel("Заглавие", { exact: true })).toBeEditable({ timeout: 60_000 });
  await page.getByRole("button", { name: "Добави текст" }).click();
  const editor = page.getByRole("textbox", { name: /Текстова секция/ });
  await editor.click();
  await page.keyboard.type("Данните са от ЦИК");
  await editor.evaluate(async (text) => {
    const words = text.querySelector("p")!.firstChild!;
    getSelection()!.setBaseAndExtent(words, words.textContent!.length - 3, words, words.textContent!.length);
    text.dispatchEvent(new KeyboardEvent("keydown", { key: "k", code: "KeyK", ctrlKey: true, bubbles: true }));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    document.querySelector<HTMLInputElement>('input[inputmode="url"]')?.focus();
  });
  const addressField = page.getByLabel("Адрес на връзката");
  await expect(addressField).toBeFocused();
  await page.keyboard.type("https://www.cik.bg/bg");
  await page.keyboard.press("Enter");
  await expect(editor.locator('a[href="https://www.cik.bg/bg"]')).toHaveText("ЦИК");
  await expect(editor).toHaveText("Данните са от ЦИК");
});
