import { formatArticleDate, formatJournalistDate } from "#common/dates.ts";
import { createArticle, tokenFor, unique } from "../admin/admin-helpers.ts";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";

/**
 * One clock, Bulgarian time (issue 20, point 1; decision 0063): whatever the zone of the reader's
 * browser, the article page, the home list and the journalist's list show the time in Sofia, and
 * the page the browser hydrates matches the page the server sent (a mismatch is a console error).
 */
test.use({ timezoneId: "America/New_York" });

test("a piece published now shows its Bulgarian time on the article page, in the home list and in the journalist's list", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, "journalist", e2e.journalist.username, e2e.journalist.password);
  const title = `Часовник ${unique()}`;
  const id = await createArticle(request, token, title);
  const article = await (await request.get(`/api/articles/${id}`)).json();
  const published: string = article.publishDate;
  // Sofia is 7 hours ahead of New York: the browser's own zone would show another hour.
  const sofiaTime = formatArticleDate(published);
  expect(sofiaTime).toMatch(/^\d{2}\/\d{2}\/\d{2}, \d{2}:\d{2}$/);

  await page.goto(`/article/${id}`);
  await expect(page.locator("article header time").first()).toHaveText(sofiaTime);

  // The newest piece is on top of the home page: published a moment ago.
  await page.goto("/home");
  const newest = page.locator("article", { has: page.getByRole("link", { name: title }) }).first();
  await expect(newest.locator("time")).toHaveText(/^(току-що|преди \d+ мин)$/);

  await openSignedIn(page, "journalist", e2e.journalist);
  await page.goto("/journalist/articles");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText(formatJournalistDate(published));
});
