import type { APIRequestContext, Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { tokenFor, unique } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 32, point 4 in the browser: the author chooses a co-author in the builder, the byline
 * names both (each leading to their author page), the co-author's page lists the article, and the
 * co-author edits it but neither changes its co-authors nor deletes it.
 */

const coAuthor = { username: "georgi.petrov", password: "hronika-demo", name: "Георги Петров" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publish(request: APIRequestContext, title: string): Promise<number> {
  const token = await tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: {
      title,
      description: "Общинският съвет прие плана след дълъг дебат.",
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Съветниците гласуваха късно вечерта.</p>" }],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { articleId: number }).articleId;
}

async function signInAs(page: Page, who: { username: string; password: string }) {
  await openSignedIn(page, "journalist", who);
}

test.describe("several authors", () => {
  test("the author adds a co-author; the byline, the JSON-LD and the co-author's page name both", async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-in, a save and three pages
    const title = `Планът за центъра ${unique()}`;
    const id = await publish(request, title);
    await signInAs(page, e2e.journalist);
    await page.goto(`/journalist/edit/${id}`);
    const add = page.getByRole("combobox", { name: "Добави съавтор" });
    await expect(add).toBeEnabled({ timeout: 30_000 });
    // The author is not among the choices.
    await expect(add.getByRole("option", { name: e2e.journalist.name })).toHaveCount(0);
    await add.selectOption({ label: coAuthor.name });
    const chosen = page.getByRole("list", { name: "Съавтори" });
    await expect(chosen.getByRole("listitem")).toHaveText([coAuthor.name]);
    await expect(page.getByRole("button", { name: `Премахни ${coAuthor.name} от съавторите` })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await add.scrollIntoViewIfNeeded();
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `builder-co-authors-${width}`);
    }

    // Only a save sends the co-authors: leaving now asks first.
    await page.getByRole("button", { name: "Назад" }).click();
    const warning = page.getByRole("alertdialog");
    await expect(warning).toContainText("Имате незапазени промени.");
    await warning.getByRole("button", { name: "Отказ" }).click();
    await expect(page).toHaveURL(`/journalist/edit/${id}`);

    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${id}-`), { timeout: 30_000 });
    const byline = page.locator("header p", { hasText: "Автор:" });
    await expect(byline).toHaveText(`Автор: ${e2e.journalist.name} и ${coAuthor.name}`);
    await expect(byline.getByRole("link", { name: coAuthor.name })).toHaveAttribute(
      "href",
      `/author/${coAuthor.username}`,
    );
    await expect(byline.getByRole("link", { name: e2e.journalist.name })).toHaveAttribute(
      "href",
      `/author/${e2e.journalist.username}`,
    );
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = structured.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
    expect(article.author.map((person: { name: string }) => person.name)).toEqual([e2e.journalist.name, coAuthor.name]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `article-co-authors-${width}`);
    }

    await byline.getByRole("link", { name: coAuthor.name }).click();
    await expect(page).toHaveURL(`/author/${coAuthor.username}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("the co-author edits the article but neither changes its co-authors nor deletes it", async ({
    page,
    request,
  }) => {
    test.slow();
    const title = `Общ репортаж ${unique()}`;
    const id = await publish(request, title);
    const token = await tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
    const staff = (await (await request.get("/api/journalist/staff", { headers: bearer(token) })).json()) as {
      id: number;
      username: string;
    }[];
    const georgi = staff.find((person) => person.username === coAuthor.username)!;
    const detail = await (await request.get(`/api/articles/${id}?editing=true`, { headers: bearer(token) })).json();
    const saved = await request.put(`/api/journalist/articles/${id}`, {
      headers: bearer(token),
      data: {
        title,
        categories: detail.categories,
        sections: detail.sections,
        description: detail.description,
        coAuthors: [georgi.id],
      },
    });
    expect(saved.status()).toBe(200);

    await signInAs(page, coAuthor);
    await page.goto("/journalist/articles");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Съавтор", { timeout: 30_000 });
    await expect(row.getByRole("button", { name: `Изтрий: ${title}` })).toHaveCount(0);

    await page.goto(`/journalist/edit/${id}`);
    await expect(page.getByText("Съавторите се променят само от автора на статията.")).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("combobox", { name: "Добави съавтор" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Съавтори" }).getByRole("listitem")).toHaveText([coAuthor.name]);
    const titleField = page.getByRole("textbox", { name: "Заглавие", exact: true });
    await titleField.fill(`${title} (допълнено)`);
    await page.getByRole("button", { name: "Запази промените" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${id}-`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (допълнено)`);
    await expect(page.locator("header p", { hasText: "Автор:" })).toHaveText(
      `Автор: ${e2e.journalist.name} и ${coAuthor.name}`,
    );
  });
});
