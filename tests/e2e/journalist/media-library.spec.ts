import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { confirmDialog, ownerToken, signInOwner, tokenFor, unique } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 34, point 3 in the browser: a journalist finds a picture by its description in the media
 * library, sets its focal point (click, then the arrow keys) and reuses it in a new article
 * without uploading it; an admin cannot delete it while an article uses it (the screen says
 * which) and deletes an unused one.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(request: APIRequestContext, token: string, colour: string, name: string): Promise<string> {
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
          .png()
          .toBuffer(),
        left: 1100,
        top: 200,
      },
    ])
    .png()
    .toBuffer();
  const res = await request.post("/api/upload-media", {
    headers: bearer(token),
    multipart: { file: { name, mimeType: "image/png", buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function pictureId(request: APIRequestContext, token: string, q: string): Promise<number> {
  const res = await request.get(`/api/media?q=${encodeURIComponent(q)}`, { headers: bearer(token) });
  const list = (await res.json()) as { items: { id: number }[] };
  expect(list.items).toHaveLength(1);
  return list.items[0]!.id;
}

async function both(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a journalist finds a picture, sets its focal point and reuses it; an admin deletes only an unused one", async ({
  page,
  request,
}) => {
  const id = unique();
  const writer = await tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
  const used = await upload(request, writer, "#1d4ed8", `far-${id}.png`);
  const unused = await upload(request, writer, "#15803d", `gora-${id}.png`);
  const title = `Фарът край Шабла ${id}`;
  const created = await request.post("/api/journalist/articles", {
    headers: bearer(writer),
    data: {
      title,
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      thumbnail: used,
      thumbnailAlt: `Морски фар на скалите ${id}`,
      thumbnailCredit: "Иван Петров",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unusedId = await pictureId(request, writer, `gora ${id}`);
  expect(
    (
      await request.put(`/api/media/${unusedId}`, {
        headers: bearer(writer),
        data: { alt: `Гора през есента ${id}` },
      })
    ).status(),
  ).toBe(200);

  // The journalist finds the picture by its description, typed in Latin letters.
  await openSignedIn(page, "journalist", e2e.journalist, "/journalist/media");
  await expect(page.getByRole("heading", { name: "Медийна библиотека" })).toBeVisible();
  await page.getByLabel("Търсене по описание, автор или име на файл").first().fill(`morski far ${id}`);
  const grid = page.getByTestId("media-grid");
  await expect(grid.getByRole("button")).toHaveCount(1);
  await expect(grid).toContainText(`Морски фар на скалите ${id}`);
  await both(page, "media-library");

  // Its focal point: a click on the picture, then the arrow keys.
  await grid.getByRole("button").first().click();
  const dialog = page.getByRole("dialog", { name: "Снимка" });
  await expect(dialog.getByTestId("media-uses")).toContainText(title);
  const picker = dialog.getByTestId("focal-picker");
  // A person clicks on the picture once it is there: before it loads, the picker has no size.
  await expect
    .poll(() => picker.locator("img").evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.3 } });
  await picker.press("ArrowLeft");
  await picker.press("ArrowDown");
  await expect(picker).toHaveAttribute("aria-valuetext", /^7[34]% отляво, 3[01]% отгоре$/);
  await both(page, "media-focal-point");
  await dialog.getByRole("button", { name: "Запази", exact: true }).click();
  await expect(page.getByText("Снимката е запазена")).toBeVisible();
  const saved = await request.get(`/api/media/${await pictureId(request, writer, `morski ${id}`)}`, {
    headers: bearer(writer),
  });
  const detail = (await saved.json()) as { focalX: number; focalY: number };
  expect(detail.focalX).toBeGreaterThan(0.7);
  expect(detail.focalY).toBeLessThan(0.32);
  await page.keyboard.press("Escape");

  // Reused in a new article: chosen from the library, not uploaded again.
  let uploads = 0;
  page.on("request", (sent) => {
    if (sent.url().includes("/api/upload-media")) uploads++;
  });
  await page.goto("/journalist/create");
  await page.getByRole("button", { name: "Избери от библиотеката" }).first().click();
  const chooser = page.getByRole("dialog", { name: "Избор на снимка от библиотеката" });
  await chooser.getByLabel("Търсене по описание, автор или име на файл").fill(`фар ${id}`);
  await expect(chooser.getByTestId("media-grid").getByRole("button")).toHaveCount(1);
  await chooser.getByRole("button", { name: `Избери снимката „Морски фар на скалите ${id}“` }).click();
  await expect(chooser).toBeHidden();
  await expect(page.locator(`img[src="${used}"]`).first()).toBeVisible();
  await expect(page.getByLabel("Описание на снимката").first()).toHaveValue(`Морски фар на скалите ${id}`);
  await expect(page.getByLabel("Автор на снимката").first()).toHaveValue("Иван Петров");
  expect(uploads).toBe(0);

  // The admin: the used picture cannot be deleted (the screen says by which), the unused one can.
  const admin = await page.context().browser()!.newContext({ baseURL: e2e.baseUrl, locale: "bg-BG" });
  const adminPage = await admin.newPage();
  await signInOwner(adminPage, "/admin/media");
  await adminPage.getByLabel("Търсене по описание, автор или име на файл").first().fill(id);
  const adminGrid = adminPage.getByTestId("media-grid");
  await expect(adminGrid.getByRole("button")).toHaveCount(2);
  await adminGrid.getByRole("button", { name: `Отвори снимката „Морски фар на скалите ${id}“` }).click();
  const usedDialog = adminPage.getByRole("dialog", { name: "Снимка" });
  await expect(usedDialog.getByTestId("media-uses")).toContainText(title);
  await expect(usedDialog.getByRole("button", { name: "Изтрий снимката" })).toBeDisabled();
  await expect(usedDialog).toContainText("Не може да бъде изтрита, докато статия я използва.");
  // The server refuses it too, naming the article.
  const refused = await request.delete(`/api/media/${await pictureId(request, writer, `morski ${id}`)}`, {
    headers: bearer(await ownerToken(request)),
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain(`„${title}“`);
  await adminPage.keyboard.press("Escape");

  await adminGrid.getByRole("button", { name: `Отвори снимката „Гора през есента ${id}“` }).click();
  const unusedDialog = adminPage.getByRole("dialog", { name: "Снимка" });
  await expect(unusedDialog).toContainText("Не се използва в нито една статия");
  await unusedDialog.getByRole("button", { name: "Изтрий снимката" }).click();
  await confirmDialog(adminPage, "Снимката ще бъде изтрита завинаги", "Изтрий снимката");
  await expect(adminPage.getByText("Снимката е изтрита")).toBeVisible();
  await expect(adminGrid.getByRole("button")).toHaveCount(1);
  expect((await request.get(unused)).status()).toBe(404);
  await admin.close();
});
