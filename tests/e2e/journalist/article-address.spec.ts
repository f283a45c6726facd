import type { APIRequestContext, Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { tokenFor, unique } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 32, point 1 in the browser: a reader follows a card to the article's readable address,
 * the author changes it in the builder (a taken one refused at the field, in Bulgarian), and the
 * old address still leads to the article.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publish(request: APIRequestContext, title: string): Promise<{ id: number; slug: string }> {
  const token = await tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: { title, categories: ["Политика"], sections: [{ type: "paragraph", content: "<p>Текст.</p>" }] },
  });
  expect(res.status()).toBe(201);
  const saved = (await res.json()) as { articleId: number; slug: string };
  return { id: saved.articleId, slug: saved.slug };
}

async function signInAsWriter(page: Page) {
  await openSignedIn(page, "journalist", e2e.journalist);
}

test.describe("an article's readable address", () => {
  test("a reader follows a card to it, and /article/{id} leads there", async ({ page, request }) => {
    const mark = unique();
    const { id, slug } = await publish(request, `Щастлива София ${mark}`);
    expect(slug).toBe(`shtastliva-sofia-${mark}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    await page.goto("/home");
    await page
      .getByRole("link", { name: `Щастлива София ${mark}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/article/${id}-${slug}`);
    await page.goto(`/article/${id}`);
    await expect(page).toHaveURL(`/article/${id}-${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Щастлива София ${mark}` })).toBeVisible();
  });

  test("the author changes it in the builder; a taken one is refused at the field", async ({ page, request }) => {
    test.slow(); // two saves and three pages
    const mark = unique();
    const other = await publish(request, `Чужда статия ${mark}`);
    const { id, slug } = await publish(request, `Ямбол и Хасково ${mark}`);
    await signInAsWriter(page);
    await page.goto(`/journalist/edit/${id}`);
    const field = page.getByRole("textbox", { name: "Адрес на статията" });
    await expect(field).toHaveValue(slug, { timeout: 30_000 });

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `builder-slug-field-${width}`);
    }

    await field.fill(other.slug);
    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Този адрес вече е на друга статия. Изберете друг." }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`/journalist/edit/${id}`);
    await page.setViewportSize({ width: 375, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, "builder-slug-taken-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, "builder-slug-taken-1280");

    await field.fill(`Нов адрес ${mark}`);
    const fresh = `nov-adres-${mark}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await expect(page.getByText(`/article/${id}-${fresh}`)).toBeVisible();
    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(page).toHaveURL(`/article/${id}-${fresh}`, { timeout: 30_000 });
    // The old address still leads to the article.
    await page.goto(`/article/${id}-${slug}`);
    await expect(page).toHaveURL(`/article/${id}-${fresh}`);
  });
});
