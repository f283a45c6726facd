import type { APIRequestContext, Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { confirmDialog, signInOwner, tokenFor, unique } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 32, points 2 and 3 in the browser: a journalist tags an article in the builder, choosing an
 * existing tag suggested for what they typed in informal Latin and adding a new one; readers see
 * the tags on the article, each leading to the tag's page, and the related articles at its end; an
 * admin renames, merges and deletes tags on the screen "Етикети", the old address still answering.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publish(
  request: APIRequestContext,
  token: string,
  title: string,
  tags: string[],
  categories = ["Политика"],
): Promise<{ id: number; slug: string }> {
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: { title, categories, sections: [{ type: "paragraph", content: "<p>Текст на статията.</p>" }], tags },
  });
  expect(res.status(), await res.text()).toBe(201);
  const saved = (await res.json()) as { articleId: number; slug: string };
  return { id: saved.articleId, slug: saved.slug };
}

const writerToken = (request: APIRequestContext) =>
  tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);

async function both(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

test.describe("tags", () => {
  test("a journalist tags an article in the builder: a suggestion for Latin typing, and a new tag", async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-in, a save and three reader pages
    const mark = unique();
    const token = await writerToken(request);
    // An existing tag, used by another article of the same category: it will be related.
    await publish(request, token, `Първо щастие ${mark}`, [`Щастие ${mark}`, `Щастливец ${mark}`]);
    const mine = await publish(request, token, `Статия с етикети ${mark}`, []);

    await openSignedIn(page, "journalist", e2e.journalist);
    await page.goto(`/journalist/edit/${mine.id}`);
    const field = page.getByRole("combobox", { name: "Етикети" });
    await expect(field).toBeVisible({ timeout: 30_000 });

    // "shtastie" in informal Latin finds "Щастие".
    await field.fill(`shtastie ${mark}`);
    const suggestion = page.getByRole("option", { name: new RegExp(`Щастие ${mark}`) });
    await expect(suggestion).toBeVisible({ timeout: 15_000 });
    await field.press("ArrowDown");
    await expect(suggestion).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    const chosen = page.getByRole("list", { name: "Етикети" });
    await expect(chosen.getByText(`#Щастие ${mark}`)).toBeVisible();

    // A name the server would refuse is refused here, in Bulgarian; a new one is added with Enter.
    await field.fill("я");
    await field.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Етикетът трябва да е поне 2 знака" })).toBeVisible();
    await field.fill(`Нов етикет ${mark}`);
    await field.press("Enter");
    await expect(chosen.getByText(`#Нов етикет ${mark}`)).toBeVisible();
    // The suggestions leave out the tags already chosen.
    await field.fill(`shtas`);
    await expect(page.getByRole("option", { name: new RegExp(`Щастливец ${mark}`) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("option", { name: new RegExp(`Щастие ${mark}`) })).toHaveCount(0);
    await field.scrollIntoViewIfNeeded();
    await both(page, "builder-tags");
    await field.press("Escape");

    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(page).toHaveURL(`/article/${mine.id}-${mine.slug}`, { timeout: 30_000 });

    // The reader's article: its tags lead to the tags' pages; the related articles end it.
    const tagsNav = page.getByRole("navigation", { name: "Етикети на статията" });
    await expect(tagsNav.getByRole("link")).toHaveText([`#Щастие ${mark}`, `#Нов етикет ${mark}`]);
    const related = page.getByRole("complementary", { name: "Свързани статии" });
    await expect(related.getByRole("link").first()).toContainText(`Първо щастие ${mark}`);
    await related.scrollIntoViewIfNeeded();
    await both(page, "article-related");

    await tagsNav.getByRole("link", { name: `Щастие ${mark}`, exact: true }).click();
    await expect(page).toHaveURL(/\/tag\/shtastie-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#Щастие ${mark}`);
    const list = page.getByTestId("article-list");
    await expect(list.getByRole("link", { name: `Статия с етикети ${mark}` }).first()).toBeVisible();
    await expect(list.getByRole("link", { name: `Първо щастие ${mark}` }).first()).toBeVisible();
    await both(page, "tag-page");
  });

  test("an admin renames, merges and deletes tags; the old address leads to the tag", async ({ page, request }) => {
    test.slow();
    const mark = unique();
    const token = await writerToken(request);
    const article = await publish(request, token, `Админ етикети ${mark}`, [`Старо име ${mark}`, `Сливащ ${mark}`]);
    await publish(request, token, `Втора за сливане ${mark}`, [`Приемащ ${mark}`]);

    await signInOwner(page);
    await page.getByRole("link", { name: "Етикети" }).first().click();
    await expect(page).toHaveURL("/admin/tags");
    await page.getByRole("searchbox").fill(mark);
    const rows = page.getByTestId("tag-row");
    await expect(rows).toHaveCount(3);
    await both(page, "admin-tags");

    // Rename: the new name's address is the tag's page; the old one answers with a redirect to it.
    await page.getByRole("button", { name: `Преименувай: Старо име ${mark}` }).click();
    const nameField = page.getByLabel("Ново име");
    await nameField.fill(`Ново име ${mark}`);
    await nameField.press("Enter");
    await expect(page.getByText("Етикетът е преименуван.")).toBeVisible();
    await expect(rows.getByRole("link", { name: `#Ново име ${mark}` })).toBeVisible();

    // Merge one into another.
    await page.getByRole("button", { name: `Слей: Сливащ ${mark}` }).click();
    await page.getByLabel("Слей с етикета").selectOption({ label: `Приемащ ${mark} (1)` });
    await page.getByRole("button", { name: "Слей", exact: true }).click();
    await expect(page.getByText("Етикетите са слети.")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `Приемащ ${mark}` })).toContainText("Статии: 2");

    // Delete, after the confirmation.
    await page.getByRole("button", { name: `Изтрий: Ново име ${mark}` }).click();
    await confirmDialog(page, `Сигурни ли сте, че искате да изтриете етикета „Ново име ${mark}“?`, "Изтрий");
    await expect(page.getByText("Етикетът е изтрит.")).toBeVisible();
    await expect(rows).toHaveCount(1);

    await page.goto(`/article/${article.id}-${article.slug}`);
    await expect(page.getByRole("navigation", { name: "Етикети на статията" }).getByRole("link")).toHaveText([
      `#Приемащ ${mark}`,
    ]);
    // The merged tag's old address leads to the tag it went into.
    await page.goto(`/tag/slivasht-${mark.toLowerCase()}`);
    await expect(page).toHaveURL(`/tag/priemasht-${mark.toLowerCase()}`);
  });
});
