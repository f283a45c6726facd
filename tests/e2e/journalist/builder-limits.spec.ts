import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";

/**
 * An article past the size rule (issue 17, point 3) is stopped in the builder with the rule's
 * Bulgarian text, before anything is sent; the server answers the same rule with 413.
 */
test("the builder refuses a section past the size rule, in Bulgarian, without sending it", async ({ page }) => {
  await openSignedIn(page, "journalist", e2e.journalist);
  // A new article's draft is restored when the builder opens: a paragraph one character past the rule.
  // (Words, not one long one: Chromium lays out a word of 100 000 letters very slowly.)
  const content = `<p>${"дума ".repeat(limits.sectionContentMax / 5)}</p>`;
  const sections = [{ id: "new-section-1", type: "paragraph", content, caption: null, orderIndex: 0 }];
  await page.evaluate((draft) => localStorage.setItem("article_draft", JSON.stringify(draft)), {
    articleId: null,
    title: "Много дълга статия",
    categories: ["Политика"],
    sections,
    thumbnail: "",
    description: "",
  });
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/journalist/articles")) saves.push(request.url());
  });
  await page.goto("/journalist/create");
  await expect(page.getByLabel(builderTexts.titleLabel, { exact: true })).toHaveValue("Много дълга статия", {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: builderTexts.publish }).click();
  const dialog = page.getByRole("alertdialog", { name: builderTexts.errorTitle });
  await expect(dialog).toContainText(builderTexts.sectionTooLong(limits.sectionContentMax));
  expect(saves).toEqual([]);

  // The server holds the same rule: a client that skips the builder gets 413 and the same text.
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const res = await page.request.post("/api/journalist/articles", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: "Много дълга статия",
      categories: ["Политика"],
      sections: sections.map(({ type, content }) => ({ type, content })),
    },
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).error).toBe(builderTexts.sectionTooLong(limits.sectionContentMax));
});
