import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { tokenFor, unique } from "../admin/admin-helpers.ts";
import { screenshot } from "../screenshots.ts";

/**
 * Issue 29, points 2, 3 and 9 (the builder's own text): the last words typed before a reload or a
 * closed tab reach the server as the page goes (fetch keepalive) or, when too large for that,
 * stay on the device and are offered back; "Излез без запазване" saves nothing; the person's text
 * is offered back after taking the saved version in a conflict.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function writerToken(request: APIRequestContext) {
  return tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
}

async function article(
  request: APIRequestContext,
  title: string,
  options: { draft?: boolean; paragraphs?: string[] } = {},
) {
  const token = await writerToken(request);
  const paragraphs = options.paragraphs ?? ["Първоначален текст."];
  const res = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: {
      title,
      categories: ["Политика"],
      sections: paragraphs.map((p) => ({ type: "paragraph", content: `<p>${p}</p>` })),
      isPublished: !options.draft,
    },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { articleId: number }).articleId, token };
}

async function storedText(request: APIRequestContext, id: number, token: string): Promise<string> {
  const res = await request.get(`/api/articles/${id}?editing=true`, { headers: bearer(token) });
  return ((await res.json()) as { sections: { content: string }[] }).sections.map((s) => s.content).join("");
}

async function openInBuilder(page: Page, id: number) {
  await page.goto(`/journalist/edit/${id}`);
  await expect(page.getByLabel("Заглавие", { exact: true })).toBeVisible();
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openSignedIn(page, "journalist", e2e.journalist);
  return page;
}

/** Closes the tab as a person does, without waiting: the browser's "leave the page?" is answered yes. */
async function closeTab(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
}

const paragraph = (page: Page) => page.getByRole("textbox", { name: /Текстова секция/ }).first();

test.describe("the text typed last is not lost", () => {
  test.slow(); // closing and reopening tabs on a busy machine
  test("a draft gets the words typed just before its tab was closed, and shows them when it is opened again", async ({
    context,
  }) => {
    const title = `Затворен раздел ${unique()}`;
    const { id, token } = await article(context.request, title, { draft: true });
    const page = await signedIn(context);
    await openInBuilder(page, id);
    await paragraph(page).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Последни думи.");
    await closeTab(page);

    // The save sent as the page went arrives on its own.
    await expect.poll(() => storedText(context.request, id, token), { timeout: 15_000 }).toContain("Последни думи.");
    const again = await context.newPage();
    await openInBuilder(again, id);
    await expect(paragraph(again)).toContainText("Първоначален текст. Последни думи.");
  });

  test("a keystroke the page has not drawn yet when it is hidden is saved too", async ({ context }) => {
    const { id, token } = await article(context.request, `Недорисуван знак ${unique()}`, { draft: true });
    const page = await signedIn(context);
    await openInBuilder(page, id);
    await paragraph(page).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Последни думи");
    await expect(paragraph(page)).toContainText("Последни думи");
    // The last key and the page hidden in one go, before React draws the key (as on a busy machine).
    await page.evaluate(async () => {
      document.execCommand("insertText", false, ".");
      await Promise.resolve(); // the editor reads the change
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => storedText(context.request, id, token), { timeout: 15_000 }).toContain("Последни думи.");
  });

  for (const width of [1280, 320]) {
    test(`a text too large to send as the tab closes stays on the device and is offered back (${width} px)`, async ({
      context,
    }) => {
      const title = `Дълъг текст ${unique()}`;
      const { id, token } = await article(context.request, title);
      const page = await signedIn(context);
      await page.setViewportSize({ width, height: 900 });
      await openInBuilder(page, id);
      // About 80 KB in UTF-8: over what a browser sends as a page closes.
      const long = `${"Дълъг абзац на кирилица. ".repeat(1600)}Край на текста.`;
      await paragraph(page).fill(long);
      await closeTab(page);

      const again = await context.newPage();
      await again.setViewportSize({ width, height: 900 });
      await openInBuilder(again, id);
      const offer = again
        .getByRole("status")
        .filter({ hasText: "На това устройство е останал незапазен текст на статията от" });
      await expect(offer).toBeVisible();
      await expect(paragraph(again)).toHaveText("Първоначален текст.");
      expect(await storedText(context.request, id, token)).toBe("<p>Първоначален текст.</p>");
      await screenshot(again, `device-copy-offer-${width}`);
      await offer.getByRole("button", { name: "Сравни" }).click();
      const compare = again.getByRole("dialog", { name: "Сравнение" });
      await expect(compare.locator("ins").filter({ hasText: "Край на текста" })).toBeVisible();
      await compare.getByRole("button", { name: "Затвори" }).first().click();
      await offer.getByRole("button", { name: "Възстанови" }).click();
      await expect(
        again.getByText("Текстът от устройството е възстановен. Запазете го, за да влезе в статията."),
      ).toBeVisible();
      await expect(paragraph(again)).toContainText("Край на текста.");
    });
  }

  test('"Излез без запазване" saves nothing: no autosave, no save on leaving, no copy on the device', async ({
    context,
  }) => {
    const title = `Без запазване ${unique()}`;
    const { id, token } = await article(context.request, title);
    const page = await signedIn(context);
    await page.clock.install();
    await openInBuilder(page, id);
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes(`/api/journalist/articles/${id}`))
        saves.push(`${request.method()} ${request.url()}`);
    });
    await paragraph(page).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Текст, който не искам.");
    await page.clock.runFor(2_000); // the device's copy of the text is written
    // The builder's back arrow: opened on its own, it leads to the list of articles (issue 29, point 9).
    await page.getByRole("button", { name: "Назад" }).click();
    const leave = page.getByRole("alertdialog");
    await expect(leave).toContainText("Имате незапазени промени. Ако излезете, те ще бъдат изгубени.");
    await leave.getByRole("button", { name: "Излез без запазване" }).click();
    await expect(page).toHaveURL(/\/journalist\/articles$/);
    await page.clock.runFor(60_000);
    expect(saves).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("article_draft"))).toBeNull();
    const pending = await context.request.get(`/api/journalist/articles/${id}/autosave`, { headers: bearer(token) });
    expect(await pending.json()).toEqual({ pending: null });

    await openInBuilder(page, id);
    await expect(paragraph(page)).toHaveText("Първоначален текст.");
    await expect(page.getByRole("status").filter({ hasText: "незапазен текст" })).toHaveCount(0);
  });

  test("taking the saved version in a conflict keeps the person's text offered back", async ({ context, browser }) => {
    const title = `Двама ${unique()}`;
    const { id, token } = await article(context.request, title);
    const page = await signedIn(context);
    await openInBuilder(page, id);
    await paragraph(page).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Моят абзац.");
    // Someone saves first.
    const saved = await context.request.put(`/api/journalist/articles/${id}`, {
      headers: bearer(token),
      data: {
        title,
        categories: ["Политика"],
        sections: [{ type: "paragraph", content: "<p>Техният текст.</p>" }],
        version: 1,
      },
    });
    expect(saved.status()).toBe(200);
    await page.getByRole("button", { name: "Запази промените" }).click();
    const conflict = page.getByRole("dialog", { name: "Статията е променена" });
    await conflict.getByRole("button", { name: "Вземи запазената версия" }).click();
    await expect(paragraph(page)).toHaveText("Техният текст.");
    const offer = page.getByRole("status").filter({ hasText: "Вашият текст отпреди „Вземи запазената версия“" });
    await offer.getByRole("button", { name: "Възстанови" }).click();
    await expect(paragraph(page)).toContainText("Моят абзац.");
    void browser;
  });
});
