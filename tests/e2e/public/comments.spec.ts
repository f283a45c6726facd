import type { APIRequestContext, Page } from "@playwright/test";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { expectNoSeriousAxeViolations } from "../axe.ts";
import { e2e, expect, test } from "../fixtures.ts";

/**
 * Issue 22 on the reader's side: replies one level deep under their comment, "Сигнализирай" as a
 * dialog reachable by keyboard, and both without JavaScript through the comment's own page.
 */

// The demo database is filled in the order of demoArticles, so an article's id is its place + 1.
// Articles from the 21st on are no other test's.
const publishedIds = demoArticles.flatMap((a, i) => (a.draft || i < 20 ? [] : [i + 1]));

async function postComment(
  request: APIRequestContext,
  articleId: number,
  username: string,
  content: string,
): Promise<number> {
  const posted = await request.post(`/api/articles/${articleId}/comments`, { data: { username, content } });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()).comment.id;
}

const thread = (page: Page, text: string) => page.locator("#comments > ol > li").filter({ hasText: text });

test.describe("replies and reports", () => {
  test("a reply opens under its comment by keyboard, posts, and a reply to a reply joins the same thread", async ({
    page,
    request,
  }) => {
    const id = publishedIds[0]!;
    const start = `Начален коментар ${Date.now()}`;
    await postComment(request, id, "Първи читател", start);
    await page.goto(`/article/${id}`);
    const before = Number(
      (await page.getByRole("heading", { name: /^Коментари \d+$/ }).textContent())!.replace(/\D+/g, ""),
    );
    const item = thread(page, start);

    // Opened and closed again: the focus goes to the form's name, and back to the link.
    const replyLink = item.getByRole("link", { name: "Отговори на Първи читател" });
    await replyLink.focus();
    await page.keyboard.press("Enter");
    const form = item.locator("form");
    await expect(form.getByRole("heading", { name: "Отговор на Първи читател" })).toBeVisible();
    await expect(form.getByLabel("Име", { exact: true })).toBeFocused();
    await form.getByRole("button", { name: "Отказ" }).click();
    await expect(form).toBeHidden();
    await expect(replyLink).toBeFocused();

    // Opened again: the person types once the name field has the focus, as they see it there.
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Име", { exact: true })).toBeFocused();
    await page.keyboard.type("Втори читател");
    await form.getByLabel("Коментар", { exact: true }).fill("Отговарям на първия");
    await form.getByRole("button", { name: "Отговори" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Отговорът е публикуван" })).toBeVisible();
    const replies = item.getByRole("list", { name: "Отговори на коментара на Първи читател" });
    await expect(replies.getByRole("listitem")).toHaveCount(1);
    await expect(replies).toContainText("Отговарям на първия");
    await expect(page.getByRole("heading", { name: `Коментари ${before + 1}` })).toBeVisible();

    // A reply to the reply is a reply to the same comment: one level deep.
    await replies.getByRole("link", { name: "Отговори на Втори читател" }).click();
    await expect(item.locator("form").getByRole("heading", { name: "Отговор на Втори читател" })).toBeVisible();
    await item.locator("form").getByLabel("Име", { exact: true }).fill("Трети читател");
    await item.locator("form").getByLabel("Коментар", { exact: true }).fill("И аз се включвам");
    await item.locator("form").getByRole("button", { name: "Отговори" }).click();
    await expect(replies.getByRole("listitem")).toHaveCount(2);
    await expect(replies.getByRole("listitem").last()).toContainText("И аз се включвам");

    // The server has them so, oldest first, under the comment.
    const detail = await (await request.get(`/api/articles/${id}`)).json();
    const stored = detail.comments.find((c: { content: string }) => c.content === start);
    expect(stored.replies.map((r: { content: string }) => r.content)).toEqual([
      "Отговарям на първия",
      "И аз се включвам",
    ]);
    // And so does the page for everyone, once the page cache has caught up (a few seconds, decision 0010).
    await expect(async () => {
      await page.reload();
      await expect(
        thread(page, start).getByRole("list", { name: "Отговори на коментара на Първи читател" }).getByRole("listitem"),
      ).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page, "comments with replies", { include: "#comments" });
  });

  test("the report dialog is a keyboard's: Escape closes it and gives the focus back; its page loads only when used", async ({
    page,
    request,
  }) => {
    const id = publishedIds[1]!;
    const text = `Коментар за сигнал ${Date.now()}`;
    await postComment(request, id, "Автор", text);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`/article/${id}`);
    const loadedWithPage = scripts.length;
    const link = thread(page, text).getByRole("link", { name: "Сигнализирай за коментара на Автор" });
    await expect(link).toHaveAttribute("href", new RegExp(`/article/${id}-[a-z0-9-]+/comments/\\d+#report$`));
    await link.focus();
    // Focus starts loading the dialog's code (a chunk of its own).
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Сигнализиране за коментар" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio")).toHaveCount(5);
    for (const reason of ["незаконно съдържание", "обиди или език на омразата", "спам", "лични данни", "друго"]) {
      await expect(dialog.getByRole("radio", { name: reason, exact: true })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page, "the report dialog", { include: "[role=dialog]" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("without JavaScript, a reply and a report go through the comment's own page", async ({ browser, request }) => {
    const id = publishedIds[2]!;
    const text = `Коментар без скриптове ${Date.now()}`;
    const commentId = await postComment(request, id, "Автор без JS", text);
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/article/${id}`);
    await thread(page, text).getByRole("link", { name: "Отговори на Автор без JS" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${id}-[a-z0-9-]+/comments/${commentId}#reply$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Коментар от Автор без JS");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // A reply refused (empty), then posted.
    const reply = page.locator("#reply form");
    await reply.getByLabel("Име", { exact: true }).fill("Отговарящ без JS");
    await reply.getByRole("button", { name: "Отговори" }).click();
    await expect(page.locator("#reply form").getByRole("alert")).toHaveText("Моля, въведете коментар");
    await expect(page.locator("#reply form").getByLabel("Име", { exact: true })).toHaveValue("Отговарящ без JS");
    await page.locator("#reply form").getByLabel("Коментар", { exact: true }).fill("Отговор без JavaScript");
    await page.locator("#reply form").getByRole("button", { name: "Отговори" }).click();
    // Post/Redirect/Get (issue 29): to the reply, under its comment on the article's page, at once.
    await expect(page).toHaveURL(new RegExp(`/article/${id}-[a-z0-9-]+#comment-\\d+$`));
    await expect(thread(page, text).getByRole("list", { name: "Отговори на коментара на Автор без JS" })).toContainText(
      "Отговор без JavaScript",
    );

    // A report: the reason is required; then thanked.
    await page.goto(`/article/${id}/comments/${commentId}#report`);
    const report = page.locator("#report form");
    await report.getByLabel("Подробности (по желание)").fill("Без причина");
    await report.getByRole("button", { name: "Изпрати сигнала" }).click();
    await expect(page.locator("#report form").getByRole("alert")).toHaveText("Моля, изберете причина");
    await expect(page.locator("#report form").getByLabel("Подробности (по желание)")).toHaveValue("Без причина");
    await page.locator("#report form").getByRole("radio", { name: "спам" }).check();
    await page.locator("#report form").getByRole("button", { name: "Изпрати сигнала" }).click();
    await expect(page.locator("#report").getByRole("status")).toHaveText(
      "Благодарим ви! Сигналът е изпратен и редакцията ще прегледа коментара.",
    );

    await page.getByRole("link", { name: "Обратно към коментарите" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${id}-[a-z0-9-]+#comment-${commentId}$`));
    // The reader's own reloads show it: their mark outlives any cached page rendered before it (decision 0138).
    await expect(async () => {
      await page.reload();
      await expect(
        thread(page, text).getByRole("list", { name: "Отговори на коментара на Автор без JS" }),
      ).toContainText("Отговор без JavaScript", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await context.close();

    // A page elsewhere cannot post in a reader's name; a held or missing comment has no page.
    const forged = await request.post(`/article/${id}/comments/${commentId}`, {
      form: { intent: "report", reason: "spam" },
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    expect((await request.get(`/article/${id}/comments/99999999`)).status()).toBe(404);
  });
});

test.describe("other readers' comments", () => {
  test("show on a page the cache rendered before them, through what its islands ask for", async ({ page, request }) => {
    const id = publishedIds[3]!;
    await page.goto(`/article/${id}`);
    const count = Number(
      (await page.getByRole("heading", { name: /^Коментари \d+$/ }).textContent())!.replace(/\D+/g, ""),
    );
    const text = `Коментар на друг читател ${Date.now()}`;
    await postComment(request, id, "Друг читател", text);

    // The page is the cached one, rendered before the comment: the cache renders a page again for
    // its content, not its counters (decision 0138)...
    const reloaded = await page.reload();
    expect(reloaded!.headers()["x-page-cache"]).toBe("hit");
    expect(await reloaded!.text()).not.toContain(text);
    // ...and the islands bring the comment and its count.
    await expect(page.getByRole("link", { name: `Коментари (${count + 1})` })).toBeVisible();
    // The comments hydrate as the reader comes to them.
    await page.locator("#comments").scrollIntoViewIfNeeded();
    await expect(thread(page, text)).toBeVisible();
    await expect(page.getByRole("heading", { name: `Коментари ${count + 1}` })).toBeVisible();
  });
});
