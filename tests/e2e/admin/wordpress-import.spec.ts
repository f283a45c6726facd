import { expect, test } from "../fixtures.ts";
import { screenshot } from "../screenshots.ts";
import { wxrExport } from "../../helpers/wxr-export.ts";
import { signInOwner, unique } from "./admin-helpers.ts";

/**
 * "Внос от WordPress" (issue 33): the Owner uploads an export, tries it first (nothing changes),
 * then imports it; the report says what came in and what did not, the articles are on the site,
 * and their old addresses answer a 301 to them. A file that is not an export is refused in
 * Bulgarian.
 */

function exportFile(id: string) {
  const site = { url: `https://stara-${id}.example` };
  const text = wxrExport(site, {
    authors: [{ id: 1, login: `avtor-${id}`, displayName: "Стоян Стоянов" }],
    categories: [{ id: 5, slug: "obshtestvo", name: "Общество" }],
    tags: [{ id: 6, slug: "sofia", name: "София" }],
    items: [
      {
        id: 11,
        title: `Старата статия ${id}`,
        slug: `starata-statia-${id}`,
        creator: `avtor-${id}`,
        content: "<!-- wp:paragraph --><p>Текст от <strong>стария</strong> сайт.</p><!-- /wp:paragraph -->",
        date: "2020-03-02 09:15:00",
        categories: ["obshtestvo"],
        tags: ["sofia"],
        comments: [{ id: 1, author: "Читател", content: "Добра статия.", date: "2020-03-02 10:00:00" }],
      },
      {
        id: 12,
        status: "private",
        title: "Лична бележка",
        creator: `avtor-${id}`,
        content: "<p>Лично.</p>",
        date: "2020-03-03 09:00:00",
      },
      {
        id: 13,
        type: "page",
        title: "За нас",
        creator: `avtor-${id}`,
        content: "<p>Редакцията.</p>",
        date: "2020-01-01 09:00:00",
      },
    ],
  });
  return { site, file: { name: `wordpress-${id}.xml`, mimeType: "text/xml", buffer: Buffer.from(text) } };
}

test("the Owner tries an export, imports it, and its old address leads to the article", async ({ page, request }) => {
  const id = unique();
  const { site, file } = exportFile(id);
  await signInOwner(page);
  await page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Внос от WordPress" }).click();
  await expect(page).toHaveURL(/\/admin\/wordpress-import$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Внос от WordPress");
  const another = page.getByRole("button", { name: "Внеси друг файл" });
  await expect(page.getByLabel("Файл с износа (.xml)").or(another)).toBeVisible();
  if (await another.isVisible()) await another.click();

  // A trial first: the report, and nothing on the site.
  await page.getByLabel("Файл с износа (.xml)").setInputFiles(file);
  await page.getByLabel(/Само проба/).check();
  await page.getByRole("button", { name: "Направи проба" }).click();
  await expect(page.getByRole("heading", { name: "Пробата завърши: нищо не е променено" })).toBeVisible({
    timeout: 60_000,
  });
  const counts = page.getByRole("definition");
  await expect(counts.first()).toHaveText("1");
  await expect(page.getByText(/„Лична бележка“: лична \(private\), не е внесена\./)).toBeVisible();
  expect((await request.get(`/2020/03/starata-statia-${id}`, { maxRedirects: 0 })).status()).toBe(404);

  // Then the import.
  await page.getByRole("button", { name: "Внеси друг файл" }).click();
  await page.getByLabel("Файл с износа (.xml)").setInputFiles(file);
  await page.getByRole("button", { name: "Внеси", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Вносът завърши" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Страница 13 „За нас“/)).toBeVisible();
  await expect(page.getByText(/Внесените автори са неактивни/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `wordpress-import-report-${width}`, { fullPage: true });
  }

  // The old address, as the old site's readers and search engines have it.
  const old = await request.get(new URL(`/2020/03/starata-statia-${id}/`, site.url).pathname, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  const location = old.headers()["location"]!;
  expect(location).toMatch(new RegExp(`^/article/\\d+-starata-statia-${id}$`));
  expect((await request.get("/?p=11", { maxRedirects: 0 })).status()).toBe(301);
  await page.goto(location);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Старата статия ${id}`);
  await expect(page.getByText("Добра статия.")).toBeVisible();
});

test("an export that is not one is refused in Bulgarian, and the screen fits from 375 to 1280 px", async ({ page }) => {
  await signInOwner(page, "/admin/wordpress-import");
  // The screen opens on the newest import's report, when there has been one.
  const fileField = page.getByLabel("Файл с износа (.xml)");
  const another = page.getByRole("button", { name: "Внеси друг файл" });
  await expect(fileField.or(another)).toBeVisible();
  if (await another.isVisible()) await another.click();
  await fileField.setInputFiles({
    name: "feed.xml",
    mimeType: "text/xml",
    buffer: Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel><title>Блог</title></channel></rss>'),
  });
  await page.getByRole("button", { name: "Внеси", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Вносът не успя" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("region", { name: "Внос от WordPress" }).getByRole("alert")).toContainText(
    "не е износ от WordPress",
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `wordpress-import-failed-${width}`, { fullPage: true });
  }
  await page.getByRole("button", { name: "Внеси друг файл" }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `wordpress-import-form-${width}`, { fullPage: true });
  }
});
