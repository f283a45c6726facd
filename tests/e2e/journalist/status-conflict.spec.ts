import type { Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { ownerToken, tokenFor, unique } from "../admin/admin-helpers.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 29, point 1: an article open in its author's builder is hidden by the Owner meanwhile. The
 * author's save is refused with the takedown named (who, what, when in Sofia time), the comparison
 * shows the status, and "Запази моята версия" keeps it hidden: republishing is its own act.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function openInBuilder(page: Page, id: number) {
  await openSignedIn(page, "journalist", e2e.journalist);
  await page.goto(`/journalist/edit/${id}`);
  await expect(page.getByLabel("Заглавие", { exact: true })).toBeVisible();
}

for (const width of [1280, 320]) {
  test(`an admin's takedown is named and kept by the author's save (${width} px)`, async ({ page }) => {
    test.slow(); // two people, a conflict, a comparison and a save
    await page.setViewportSize({ width, height: 900 });
    const title = `Свалена статия ${unique()}`;
    const writer = await tokenFor(page.request, "journalist", e2e.journalist.username, e2e.journalist.password);
    const created = await page.request.post("/api/journalist/articles", {
      headers: bearer(writer),
      data: { title, categories: ["Политика"], sections: [{ type: "paragraph", content: "<p>Публикуван текст.</p>" }] },
    });
    const id = ((await created.json()) as { articleId: number }).articleId;

    await openInBuilder(page, id);
    await page.getByRole("textbox", { name: /Текстова секция/ }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Авторът дописа.");

    // The Owner unpublishes it meanwhile.
    const hidden = await page.request.patch(`/api/admin/articles/${id}/status`, {
      headers: bearer(await ownerToken(page.request)),
      data: { isPublished: false },
    });
    expect(hidden.status()).toBe(200);
    const at = new Date().toLocaleTimeString("en-GB", {
      timeZone: "Europe/Sofia",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });

    await page.getByRole("button", { name: "Запази промените" }).click();
    const dialog = page.getByRole("dialog", { name: "Статията е променена" });
    await expect(dialog.getByRole("alert")).toHaveText(
      new RegExp(
        `^Собственикът на сайта ${e2e.owner.username} скри статията в (${at}|\\d{2}:\\d{2})\\. Промените ви не са запазени\\.$`,
      ),
    );
    await expect(dialog).toContainText("Статията остава скрита: вашата версия се запазва, без да я публикува отново.");
    await dialog.getByRole("button", { name: "Сравни" }).click();
    const status = dialog.getByRole("region", { name: "Състояние" });
    await expect(status).toContainText("сега: Чернова");
    await expect(status).toContainText(`Собственикът на сайта ${e2e.owner.username} скри статията`);
    await expect(dialog.locator("ins").filter({ hasText: "Авторът дописа." })).toBeVisible();
    await screenshot(page, `status-conflict-${width}`);

    await dialog.getByRole("button", { name: "Запази моята версия" }).click();
    await expect(page.getByText("Промените са запазени. Статията е скрита, затова не се вижда в сайта.")).toBeVisible();
    await expect(page).toHaveURL(/\/journalist\/articles$/);
    // Still hidden from readers, with the author's text kept.
    expect((await page.request.get(`/article/${id}`)).status()).toBe(404);
    const stored = await page.request.get(`/api/articles/${id}?editing=true`, { headers: bearer(writer) });
    expect(((await stored.json()) as { sections: { content: string }[] }).sections[0]!.content).toContain(
      "Авторът дописа.",
    );

    // Republishing is its own act, offered where it always is: "Публикувай" in the list.
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Чернова");
    if (width >= 768) await expect(row.getByRole("button", { name: `Публикувай: ${title}` })).toBeVisible();
  });
}
