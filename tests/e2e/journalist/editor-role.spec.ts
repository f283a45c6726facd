import { expect, signIn, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import {
  createArticle,
  createUser,
  otherPage,
  ownerToken,
  signInOwner,
  tokenFor,
  unique,
} from "../admin/admin-helpers.ts";

// Issue 35, point 1 (decision 0134): the Owner makes an Editor; the Editor signs in at the
// journalist door, finds the editorial desk in the header, edits a journalist's article, and
// sees nothing of the admins' screens.

test("the Owner makes an Editor, who edits a journalist's article from the desk and deletes nothing", async ({
  page,
  browser,
}) => {
  const id = unique();
  const writer = { username: `pisatel.${id}`, password: "edna-dulga-parola-123", name: "Радка Писателева" };
  await createUser(page.request, await ownerToken(page.request), writer);
  const title = `Наводнение в Мизия ${id}`;
  const articleId = await createArticle(
    page.request,
    await tokenFor(page.request, "journalist", writer.username, writer.password),
    title,
  );

  // The Owner makes the Editor from the journalists' screen, choosing the role.
  await signInOwner(page, "/admin/journalists");
  await page.getByRole("button", { name: "Нов журналист" }).click();
  const dialog = page.getByRole("dialog", { name: "Нов журналист" });
  await dialog.getByLabel("Потребителско име").fill(`redaktor.${id}`);
  await dialog.getByLabel("Пълно име").fill("Борис Редакторов");
  await dialog.getByLabel("Парола", { exact: true }).fill("redaktor-parola-123");
  await dialog.getByLabel("Потвърдете паролата").fill("redaktor-parola-123");
  await dialog.getByLabel("Роля").selectOption({ label: "Редактор" });
  await dialog.getByRole("button", { name: "Създай" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `@redaktor.${id}` })).toContainText("Редактор");

  // The Editor, in their own browser, signs in where journalists do.
  const desk = await otherPage(browser);
  await signIn(desk, "/login", `redaktor.${id}`, "redaktor-parola-123");
  await expect(desk).toHaveURL(/\/journalist/);
  await desk.getByRole("link", { name: "Редакция" }).click();
  await expect(desk).toHaveURL(/\/admin\/articles/);
  const menu = desk.getByRole("navigation", { name: "Основно меню" });
  await expect(menu.getByRole("link")).toHaveText([
    "Статии",
    "За преглед",
    "Медийна библиотека",
    "Коментари",
    "Избрани статии",
  ]);
  await expect(desk.getByRole("group", { name: "Профил" })).toContainText("Редактор");

  // The journalist's article: edit, publish or hide, no delete.
  await desk.getByPlaceholder("Търсене в статиите...").fill(title);
  await expect(desk.getByRole("heading", { name: "1 статия" })).toBeVisible();
  await expect(desk.getByRole("button", { name: `Изтрий: ${title}` })).toHaveCount(0);
  for (const width of [320, 375, 1024, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await screenshot(desk, `editor-desk-${width}`);
  }
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.getByRole("link", { name: `Редактирай: ${title}` }).click();
  await expect(desk).toHaveURL(`/journalist/edit/${articleId}`);
  await expect(desk.getByLabel("Заглавие", { exact: true })).toHaveValue(title);
  const edited = `${title}: водата се оттегля`;
  await desk.getByLabel("Заглавие", { exact: true }).fill(edited);
  await desk.getByRole("button", { name: "Запази промените" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  // Still the journalist's article, in her name.
  await expect(desk.getByRole("main")).toContainText("Радка Писателева");

  // Comment moderation without the admins' settings, and the featured articles.
  await desk.goto("/admin/comments");
  const sections = desk.getByRole("navigation", { name: "Раздели на модерацията" });
  await expect(sections.getByRole("link")).toHaveText(["Модерация", "Блокирани читатели"]);
  await desk.goto("/admin/comments/settings");
  await expect(desk).toHaveURL(/\/admin\/comments$/);
  await menu.getByRole("link", { name: "Избрани статии" }).click();
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Избрани статии");

  // The admins' screens send the Editor back to the desk.
  for (const path of ["/admin", "/admin/journalists", "/admin/categories", "/admin/audit-logs"]) {
    await desk.goto(path);
    await expect(desk).toHaveURL(/\/admin\/articles$/);
  }
  await desk.context().close();
});
