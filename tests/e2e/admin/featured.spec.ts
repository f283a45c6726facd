import { expect, test } from "../fixtures.ts";
import { createArticle, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

test.describe("featured articles", () => {
  test("popular articles are chosen, ordered by buttons and drag, limited to 3, and saved for the public site", async ({
    page,
    request,
  }) => {
    const id = unique();
    const token = await ownerToken(request);
    const titles: [string, string, string, string] = [
      `Избрана А ${id}`,
      `Избрана Б ${id}`,
      `Избрана В ${id}`,
      `Избрана Г ${id}`,
    ];
    const ids: number[] = [];
    for (const title of titles) ids.push(await createArticle(request, token, title));

    await signInOwner(page, "/admin/featured-articles");
    await expect(page.getByRole("tab", { name: /Популярни/ })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    // Empty the current selection first (another run or the demo may have chosen some).
    const removeButtons = panel.getByRole("button", { name: /^Премахни „/ });
    for (let left = await removeButtons.count(); left > 0; left--) {
      await removeButtons.first().click();
      await expect(removeButtons).toHaveCount(left - 1);
    }
    const selected = panel.getByTestId("featured-selected");
    await expect(selected).toHaveCount(0);

    await panel.getByLabel("Търсене").fill(id);
    for (const title of titles.slice(0, 3)) await panel.getByRole("button", { name: `Добави „${title}“` }).click();
    await expect(selected).toHaveCount(3);
    await panel.getByRole("button", { name: `Добави „${titles[3]}“` }).click();
    await expect(panel.getByRole("alert")).toHaveText("Можете да изберете най-много 3 статии в секция „Популярни“");
    await expect(selected).toHaveCount(3);
    await expect(page.getByText("Има незапазени промени.")).toBeVisible();

    // Up by the button: В before Б.
    await panel.getByRole("button", { name: `Премести нагоре: ${titles[2]}` }).click();
    await expect(selected).toHaveText([new RegExp(titles[0]), new RegExp(titles[2]), new RegExp(titles[1])]);
    // Drag А to the end.
    const handle = panel.getByRole("button", { name: `Плъзнете, за да преместите „${titles[0]}“` });
    const from = (await handle.boundingBox())!;
    const to = (await selected.last().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 20 });
    await page.mouse.up();
    await expect(selected).toHaveText([new RegExp(titles[2]), new RegExp(titles[1]), new RegExp(titles[0])]);

    // Nothing is public before saving.
    const before = (await (await request.get("/api/articles/featured/popular")).json()).map(
      (a: { id: number }) => a.id,
    );
    expect(before).not.toEqual([ids[2], ids[1], ids[0]]);

    await page.getByRole("button", { name: "Запази" }).click();
    await expect(page.getByText("Популярните статии са запазени успешно!")).toBeVisible();
    await expect(page.getByText("Има незапазени промени.")).toHaveCount(0);
    const popular = (await (await request.get("/api/articles/featured/popular")).json()).map(
      (a: { id: number }) => a.id,
    );
    expect(popular).toEqual([ids[2], ids[1], ids[0]]);

    // The home page's trending panel shows them in that order.
    await page.goto("/home");
    const trending = page.getByRole("region", { name: "НАБИРАЩИ ПОПУЛЯРНОСТ" }).first();
    await expect(trending.getByRole("link")).toContainText([titles[2], titles[1], titles[0]]);

    // The secondary tab keeps its own list; a reload shows what was saved.
    await page.goto("/admin/featured-articles");
    await page.getByRole("tab", { name: /Второстепенни/ }).click();
    await expect(page.getByRole("tab", { name: /Второстепенни/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: /Популярни/ }).click();
    await expect(page.getByRole("tabpanel").getByTestId("featured-selected")).toHaveText([
      new RegExp(titles[2]),
      new RegExp(titles[1]),
      new RegExp(titles[0]),
    ]);
  });

  test("leaving with unsaved changes asks first; staying keeps them, leaving drops them (issue 18)", async ({
    page,
    request,
  }) => {
    const popularIds = async () =>
      (
        await (
          await request.get("/api/admin/featured-articles?type=popular", {
            headers: { authorization: `Bearer ${await ownerToken(request)}` },
          })
        ).json()
      ).articles.map((a: { id: number }) => a.id);
    const saved = await popularIds();
    await signInOwner(page, "/admin/featured-articles");
    const panel = page.getByRole("tabpanel");
    const add = panel.getByRole("button", { name: /^Добави „/ });
    await expect(add.first()).toBeVisible();
    const remove = panel.getByRole("button", { name: /^Премахни „/ });
    if ((await remove.count()) > 0) await remove.first().click();
    else await add.first().click();
    await expect(page.getByText("Има незапазени промени.")).toBeVisible();

    const menu = page.getByRole("navigation", { name: "Основно меню" });
    await menu.getByRole("link", { name: "Категории" }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText(
      "Имате незапазени промени в избраните статии. Ако излезете, те ще бъдат изгубени.",
    );
    await question.getByRole("button", { name: "Отказ" }).click();
    await expect(page).toHaveURL(/\/admin\/featured-articles$/);
    await expect(page.getByText("Има незапазени промени.")).toBeVisible();

    await menu.getByRole("link", { name: "Категории" }).click();
    await question.getByRole("button", { name: "Излез без запазване" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    expect(await popularIds()).toEqual(saved);
  });
});
