import { expectNoSeriousAxeViolations } from "../axe.ts";
import { canonicalPathOf, expect, test } from "../fixtures.ts";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";
import { confirmDialog, createArticle, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

/**
 * Issue 33: the screen "Пренасочвания": a redirect added by hand (refusals said at their field),
 * followed over HTTP as one 301 to the article's address, found by the search, and deleted.
 */
test("a redirect is added on the screen, answers one 301 over HTTP, is found and deleted", async ({
  page,
  request,
}) => {
  const id = unique();
  const token = await ownerToken(request);
  const articleId = await createArticle(request, token, `Статия за пренасочване ${id}`);
  const address = await canonicalPathOf(request, articleId);
  const oldPath = `/2019/05/стара-статия-${id}`;
  const oldUrl = `/2019/05/${encodeURIComponent(`стара-статия-${id}`)}/`;
  // Two more, so that the list has some length (and a long Cyrillic address) in the screenshots.
  for (const [from, to] of [
    [`/category/obshtestvo-${id}/`, "/category/Политика"],
    [`/дълъг-адрес-на-стария-сайт-с-много-думи-в-него-${id}/?p=${id.length}`, "/home"],
  ])
    expect(
      (
        await request.post("/api/admin/redirects", {
          headers: { authorization: `Bearer ${token}` },
          data: { from, to },
        })
      ).status(),
    ).toBe(201);

  expect((await request.get(oldUrl, { maxRedirects: 0 })).status()).toBe(404);
  await signInOwner(page);
  await page.getByRole("link", { name: "Пренасочвания" }).first().click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Пренасочвания" })).toBeVisible();

  const from = page.getByLabel("Откъде");
  const to = page.getByLabel("Накъде");
  const add = page.getByRole("button", { name: "Добави пренасочване" });
  // What the form tells itself is said at its field before anything is sent.
  await from.fill("stara-statia");
  await to.fill(`/article/${articleId}`);
  await add.click();
  await expect(page.getByText("Това не е адрес: започнете с / или с http:// или https://")).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");

  await from.fill(`https://stariat-sait.bg${oldPath}/?utm_source=facebook`);
  await add.click();
  await expect(page.getByText("Пренасочването е добавено.")).toBeVisible();
  await expect(from).toHaveValue("");
  await expect(to).toHaveValue("");
  const row = page.getByTestId("redirect-row").filter({ hasText: oldPath });
  await expect(row).toContainText(address);
  await expect(row).toContainText(`Статия: Статия за пренасочване ${id}`);
  await expect(row).toContainText("Ръчно");
  // The server's refusal is said at its field too: the same old address, spelled otherwise.
  await from.fill(oldUrl);
  await to.fill("/home");
  await add.click();
  await expect(page.getByText("Вече има пренасочване от този адрес")).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");

  // Over HTTP: one 301, straight to the article's address, whatever the old link's spelling.
  for (const url of [oldUrl, `${oldUrl}?utm_source=x`, oldUrl.replace(/\/$/, "").toLowerCase()]) {
    const answer = await request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(301);
    expect(answer.headers().location, url).toBe(address);
  }
  await page.goto(oldUrl);
  await expect(page).toHaveURL(new RegExp(`${address}$`));

  // The search finds it by the old address as people type it.
  await page.goto("/admin/redirects");
  await page.getByLabel("Търсене на пренасочване").fill(`стара-статия-${id}`);
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByTestId("redirect-row")).toHaveCount(1);
  await page.getByLabel("Търсене на пренасочване").fill(id);
  await expect(page.getByTestId("redirect-row")).toHaveCount(3);

  // It fits every width, and is seen in both themes on a phone and a laptop.
  const problems: string[] = [];
  for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const problem of await layoutProblems(page)) problems.push(`${width} px: ${problem}`);
  }
  expect(problems).toEqual([]);
  process.env.SHOTS_DIR ??= "tests/.artifacts/redirects-screens";
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, "admin-redirects-375", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "admin-redirects-1280", { fullPage: true });
  await expectNoSeriousAxeViolations(page, "redirects at 1280 px, light");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectNoSeriousAxeViolations(page, "redirects at 375 px, dark");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 900 });

  // Deleted after a confirmation: the old address is a 404 again.
  await page
    .getByRole("button", { name: `Изтрий пренасочването от ${oldPath}` })
    .first()
    .click();
  await confirmDialog(page, `Сигурни ли сте, че искате да изтриете пренасочването от ${oldPath}?`, "Изтрий");
  await expect(page.getByText("Пренасочването е изтрито.")).toBeVisible();
  await expect(page.getByTestId("redirect-row")).toHaveCount(2);
  expect((await request.get(oldUrl, { maxRedirects: 0 })).status()).toBe(404);
});
