import type { Page } from "@playwright/test";
import { expect, fitWindowToPage, pickUpWithKeyboard, test } from "../fixtures.ts";
import {
  confirmDialog,
  createCategory,
  ownerToken,
  publicCategoryNames,
  signInOwner,
  unique,
} from "./admin-helpers.ts";

const rowNames = (page: Page) => page.getByTestId("category-row").locator("p.truncate").allTextContents();

test.describe("categories", () => {
  test("are added (Enter), renamed in place, moved by buttons and by drag, deleted; the public order follows", async ({
    page,
    request,
  }) => {
    const id = unique();
    const [a, b] = [`Ачкат ${id}`, `Бета ${id}`];
    const token = await ownerToken(request);
    await createCategory(request, token, a);
    await signInOwner(page, "/admin/categories");

    // Add with Enter; the button is disabled while the name is empty.
    const input = page.getByLabel("Нова категория");
    await expect(page.getByRole("button", { name: "Добави" })).toBeDisabled();
    await input.fill("   ");
    await expect(page.getByRole("button", { name: "Добави" })).toBeDisabled();
    await input.fill(`  ${b} `);
    await input.press("Enter");
    await expect(page.getByText("Категорията е добавена.")).toBeVisible();
    await expect(input).toHaveValue("");
    const names = await rowNames(page);
    expect(names.slice(-2)).toEqual([a, b]);

    // A duplicate shows the server's Bulgarian text.
    await input.fill(b);
    await page.getByRole("button", { name: "Добави" }).click();
    await expect(page.getByText("Вече има категория с това име")).toBeVisible();
    await input.fill("");

    // Rename in place.
    const renamed = `Алфа ${id}`;
    await page.getByRole("button", { name: `Преименувай „${a}“` }).click();
    const edit = page.getByLabel("Име на категорията", { exact: true });
    await edit.fill(renamed);
    await edit.press("Enter");
    await expect(page.getByText("Категорията е преименувана.")).toBeVisible();
    await expect(page.getByRole("button", { name: `Преименувай „${renamed}“` })).toBeFocused();

    // Down by the button: the renamed one goes below the other.
    await page.getByRole("button", { name: `Премести надолу: ${renamed}` }).click();
    await expect.poll(async () => (await rowNames(page)).slice(-2)).toEqual([b, renamed]);
    await expect.poll(async () => (await publicCategoryNames(request)).slice(-2)).toEqual([b, renamed]);

    // Drag the last one two places up (dnd-kit, mouse), in a window as tall as the page.
    await fitWindowToPage(page);
    const before = await rowNames(page);
    const handle = page.getByRole("button", { name: `Плъзнете, за да преместите „${renamed}“` });
    const target = page.getByTestId("category-row").nth(before.length - 3);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    // Onto the middle of the target row, then hold still a moment so that the sorter settles even
    // on a busy machine before the drop.
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 30 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 1, { steps: 2 });
    // Drop only once the sorter has announced the new place (its live region).
    await expect(page.getByText(`„${renamed}“ е над позиция ${before.length - 2}.`)).toBeAttached();
    await page.mouse.up();
    const dragged = [...before.slice(0, -3), renamed, ...before.slice(-3, -1)];
    await expect.poll(() => rowNames(page)).toEqual(dragged);
    await expect.poll(() => publicCategoryNames(request)).toEqual(dragged);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The public home sidebar lists the new order.
    await page.goto("/home");
    const sidebar = page.getByRole("navigation", { name: "Категории" }).first();
    const links = (await sidebar.getByRole("link").allTextContents())
      .map((l) => l.trim())
      .filter((l) => l !== "Всички");
    expect(links).toEqual(dragged);

    // Keyboard drag: space, arrow down, space moves it one place down.
    await page.goto("/admin/categories");
    await page.getByRole("button", { name: `Плъзнете, за да преместите „${renamed}“` }).focus();
    await pickUpWithKeyboard(page);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(`„${renamed}“ е над позиция ${before.length - 1}.`)).toBeAttached();
    await page.keyboard.press("Space");
    const keyed = [...before.slice(0, -3), before.at(-3)!, renamed, before.at(-2)!];
    await expect.poll(() => rowNames(page)).toEqual(keyed);
    await expect.poll(() => publicCategoryNames(request)).toEqual(keyed);

    // Delete both after confirmations.
    for (const name of [renamed, b]) {
      await page.getByRole("button", { name: `Изтрий „${name}“` }).click();
      await confirmDialog(page, `Сигурни ли сте, че искате да изтриете категорията „${name}“?`, "Изтрий");
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    }
    expect(await publicCategoryNames(request)).not.toContain(b);
  });
});
