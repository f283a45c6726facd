import type { APIRequestContext, Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { tokenFor, unique } from "../admin/admin-helpers.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 29, points 7 and 9 in the builder and the workspace: what stops publishing is said before
 * "Сигурни ли сте?", an empty correction note is marked at its field, a new section takes the
 * focus, restoring a version of a published article may be marked for readers, the comparison of
 * a long article shows only its changes and steps between them, a grid card without a picture
 * offers one, and "Моят профил" changes the biography and photo the author page shows.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const writer = (request: APIRequestContext) =>
  tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);

async function article(
  request: APIRequestContext,
  title: string,
  paragraphs: string[],
  isPublished = true,
): Promise<number> {
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(await writer(request)),
    data: {
      title,
      categories: ["Политика"],
      sections: paragraphs.map((p) => ({ type: "paragraph", content: `<p>${p}</p>` })),
      isPublished,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { articleId: number }).articleId;
}

async function signInAsWriter(page: Page) {
  await openSignedIn(page, "journalist", e2e.journalist);
}

const errorModal = (page: Page) => page.getByRole("alertdialog", { name: "Възникна грешка" });

test.describe("the builder's smaller points", () => {
  test.beforeEach(async ({ page }) => signInAsWriter(page));

  test("says what stops publishing before asking to confirm, marks an empty correction note at its field, focuses a new section", async ({
    page,
    request,
  }) => {
    test.slow(); // two articles, opened and checked in turn
    const id = await article(request, `Чернова без текст ${unique()}`, ["Текст."], false);
    await page.goto(`/journalist/edit/${id}`);
    // A new section takes the focus: what is typed goes into it, not the button below.
    await page.getByRole("button", { name: "Добави заглавие" }).click();
    await expect(page.getByRole("textbox", { name: "Текст на заглавието (2)" })).toBeFocused();
    await page.getByRole("button", { name: "Добави текст" }).click();
    await expect(page.getByRole("textbox", { name: /^3\. Текстова секция/ })).toBeFocused();
    await page.keyboard.type("Написано веднага.");
    await expect(page.getByRole("textbox", { name: /^3\. Текстова секция/ })).toHaveText("Написано веднага.");
    // The empty heading stops publishing: said at once, with no "Сигурни ли сте?" first.
    await page.getByRole("button", { name: "Публикувай статията" }).click();
    await expect(errorModal(page)).toContainText("Всички секции трябва да съдържат съдържание");
    await expect(page.getByRole("alertdialog").filter({ hasText: "Сигурни ли сте" })).toHaveCount(0);
    await errorModal(page).getByRole("button", { name: "Затвори" }).click();
    await page.getByRole("button", { name: "Насрочи публикуване" }).click();
    await expect(errorModal(page)).toContainText("Всички секции трябва да съдържат съдържание");
    await expect(page.getByRole("dialog", { name: "Насрочване на публикуването" })).toHaveCount(0);
    await errorModal(page).getByRole("button", { name: "Затвори" }).click();

    // A published article: "Корекция" with no note is marked at the note, not in an error modal.
    const published = await article(request, `Публикувана ${unique()}`, ["Залата е за 500 души."]);
    await page.goto(`/journalist/edit/${published}`);
    await page.getByText("Корекция", { exact: true }).click();
    await page.getByRole("button", { name: "Запази промените" }).click();
    const note = page.getByLabel("Бележка към читателите");
    await expect(note).toBeFocused();
    await expect(note).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").filter({ hasText: "Моля, опишете корекцията или актуализацията." }),
    ).toBeVisible();
    await expect(errorModal(page)).toHaveCount(0);
  });

  test("restores an old version of a published article as a correction readers are told of", async ({
    page,
    request,
  }) => {
    test.slow(); // history, comparison, restore and the reader's page
    const title = `Връщане ${unique()}`;
    const id = await article(request, title, ["Вярната цифра е 500."]);
    const token = await writer(request);
    const changed = await request.put(`/api/journalist/articles/${id}`, {
      headers: bearer(token),
      data: {
        title,
        categories: ["Политика"],
        sections: [{ type: "paragraph", content: "<p>Вярната цифра е 5000.</p>" }],
        version: 1,
      },
    });
    expect(changed.status()).toBe(200);
    await page.goto(`/journalist/edit/${id}`);
    await page.getByRole("button", { name: "История" }).click();
    const history = page.getByRole("dialog", { name: "История на промените" });
    await history.getByRole("button", { name: /^Версия 1: Създадена/ }).click();
    await history.getByRole("button", { name: "Възстанови тази версия" }).click();
    const restore = page.getByRole("dialog", { name: "Възстанови тази версия" });
    await expect(restore).toContainText("Статията е публикувана: читателите ще видят възстановения текст веднага.");
    await restore.getByText("Корекция", { exact: true }).click();
    await restore.getByRole("button", { name: "Възстанови тази версия" }).click();
    await expect(restore.getByRole("alert")).toHaveText("Моля, опишете корекцията или актуализацията.");
    await restore.getByLabel("Бележка към читателите").fill("Върнахме вярната цифра: 500.");
    await screenshot(page, "restore-with-correction-1280");
    await restore.getByRole("button", { name: "Възстанови тази версия" }).click();
    await expect(page.getByText("Версия 1 е възстановена като нова версия.")).toBeVisible();
    await page.goto(`/article/${id}`);
    await expect(page.getByRole("complementary", { name: "Корекции и актуализации" })).toContainText(
      "Върнахме вярната цифра: 500.",
    );
  });

  for (const width of [1280, 320]) {
    test(`compares a long article by its changes only, counts them and steps from one to the next (${width} px)`, async ({
      page,
      request,
    }) => {
      test.slow(); // a 20-section article, its history and two steps
      await page.setViewportSize({ width, height: 900 });
      const title = `Дълга статия ${unique()}`;
      const paragraphs = Array.from(
        { length: 20 },
        (_, i) => `Абзац ${i + 1}: ${"много думи в дълъг абзац на статията ".repeat(6)}`,
      );
      const id = await article(request, title, paragraphs);
      const edited = paragraphs.map((p, i) =>
        i === 4 ? p.replace("Абзац 5:", "Абзац 5, поправен:") : i === 15 ? `${p} Добавено изречение.` : p,
      );
      const token = await writer(request);
      const saved = await request.put(`/api/journalist/articles/${id}`, {
        headers: bearer(token),
        data: {
          title,
          categories: ["Политика"],
          sections: edited.map((p) => ({ type: "paragraph", content: `<p>${p}</p>` })),
          version: 1,
        },
      });
      expect(saved.status()).toBe(200);

      await page.goto(`/journalist/edit/${id}`);
      await page.getByRole("button", { name: "История" }).click();
      const history = page.getByRole("dialog", { name: "История на промените" });
      await history.getByRole("button", { name: /^Версия 1: Създадена/ }).click();
      await expect(history).toContainText("2 промени");
      // Only the changed sections and one on each side: 6 of 20; the rest said as left out.
      await expect(history.getByRole("listitem").filter({ hasText: /^… \d+ непроменени секции$/ })).toHaveCount(3);
      await expect(history.getByText("Абзац 1:")).toHaveCount(0);
      await expect(history.getByText("Абзац 10:")).toHaveCount(0);
      await history.getByRole("button", { name: "Следваща промяна" }).click();
      await expect(history).toContainText("промяна 1 от 2");
      await expect(history.locator("section[aria-label='Текстова секция']:focus")).toContainText("поправен");
      await history.getByRole("button", { name: "Следваща промяна" }).click();
      await expect(history).toContainText("промяна 2 от 2");
      await expect(history.locator("section[aria-label='Текстова секция']:focus")).toContainText("Добавено изречение.");
      await expect(history.getByRole("button", { name: "Следваща промяна" })).toBeDisabled();
      await screenshot(page, `compare-changes-only-${width}`);
    });
  }

  test("a grid card without a picture offers to add one; the profile changes the biography and photo readers see", async ({
    page,
    request,
  }) => {
    test.slow(); // two screens at two widths, an upload and the author page
    const title = `Без снимка ${unique()}`;
    const id = await article(request, title, ["Текст без снимка."]);
    await page.goto("/journalist/articles");
    await page.getByRole("button", { name: "Мрежа" }).click();
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card.getByRole("link", { name: `Добавете основна снимка: ${title}` })).toHaveAttribute(
      "href",
      `/journalist/edit/${id}`,
    );
    await screenshot(page, "grid-without-picture-1280");

    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/journalist/dashboard");
      await page.getByRole("link", { name: "Моят профил" }).first().click();
      await expect(page).toHaveURL(/\/journalist\/profile$/);
      await expect(page.getByLabel("Име и фамилия")).toHaveValue(e2e.journalist.name);
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `profile-${width}`, { fullPage: true });
    }
    const bio = `Пише за политика и общини. ${unique()}`;
    await page.getByLabel("Кратко представяне").fill(bio);
    await page.getByLabel("Профилна снимка").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: await (
        await import("sharp")
      )
        .default({ create: { width: 200, height: 200, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer(),
    });
    await page.getByRole("button", { name: "Запази профила" }).click();
    await expect(page.getByText("Профилът е запазен.")).toBeVisible();
    await page.goto(`/author/${e2e.journalist.username}`);
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.locator("main img[src*='/media/avatars/']").first()).toBeVisible();
  });
});
