import type { Browser, Page } from "@playwright/test";
import { layoutProblems } from "../layout-checks.ts";
import { screenshot } from "../screenshots.ts";
import { e2e, expect, test, openSignedIn } from "../fixtures.ts";
import { adminPaths } from "#common/page-paths.ts";
import { typeAsFieldAppears, typedAtOnce } from "../typed-at-once.ts";
import { createArticle, ownerOnEveryPage, ownerToken, unique } from "./admin-helpers.ts";

/**
 * Issue 29, points 4 and 5 (and 9: the audit filters at 375 px): staff type dates as dd.mm.yyyy and
 * times on the 24-hour clock whatever the browser's language (here a browser in American English,
 * in New York), echoed in Bulgarian words; the night summer time skips an hour says so and offers
 * the time after the jump, the night an hour repeats asks which.
 */

/** The Owner, in a browser set to American English and New York time. */
async function americanOwner(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: "en-US",
    timezoneId: "America/New_York",
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await openSignedIn(page, "admin", e2e.owner);
  return page;
}

/** Tomorrow in Sofia as the field takes it (dd.mm.yyyy) and as the API (yyyy-mm-dd). */
function tomorrowInSofia() {
  const iso = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Sofia" });
  const [year, month, day] = iso.split("-");
  return { typed: `${day}.${month}.${year}`, iso };
}

for (const width of [1280, 320]) {
  test(`schedules in dd.mm.yyyy and 24-hour time in an American browser, with the echo in words and the summer-time edges asked (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.slow(); // a browser of its own, a sign-in, and every edge typed
    const title = `Насрочване ${unique()}`;
    const id = await createArticle(request, await ownerToken(request), title, false);
    const page = await americanOwner(browser, width);
    await page.goto(`/admin/articles?search=${encodeURIComponent(title)}`);
    const row =
      width >= 1280
        ? page.getByRole("row").filter({ hasText: title })
        : page.getByRole("listitem").filter({ hasText: title });
    if (width >= 1280) await row.getByRole("button", { name: `Насрочи: ${title}` }).click();
    else {
      await row.getByRole("button", { name: new RegExp(`Действия за „${title}“`) }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Насрочи" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Насрочване на публикуването" });
    const day = dialog.getByLabel("Дата");
    const time = dialog.getByLabel("Час");
    // Never the browser's own mm/dd/yyyy or AM/PM: plain fields in the Bulgarian format.
    await expect(day).toHaveAttribute("placeholder", "дд.мм.гггг");
    await expect(day).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(time).toHaveValue(/^\d{2}:\d{2}$/);

    // The hour summer time skips: said, and the time after the jump offered.
    await day.fill("28.03.2027");
    await time.fill("03:30");
    await expect(dialog).toContainText(
      "03:30 на неделя, 28 март 2027 г. не съществува: тази нощ часовникът се премества с един час напред (лятно часово време).",
    );
    await expect(dialog).not.toContainText("Ще се публикува");
    await dialog.getByRole("button", { name: "Използвай 04:30" }).click();
    await expect(time).toHaveValue("04:30");
    await expect(dialog).toContainText("Ще се публикува в неделя, 28 март 2027 г., 04:30");

    // The hour that repeats: which one, asked.
    await day.fill("31.10.2027");
    await time.fill("03:30");
    await expect(dialog).toContainText("03:30 на неделя, 31 октомври 2027 г. настъпва два пъти");
    await dialog.getByRole("button", { name: "Насрочи" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Изберете кое от двете.");
    await dialog.getByRole("radio", { name: "Второто 03:30 (зимно време, UTC+2)" }).check();
    await expect(dialog).toContainText("Ще се публикува в неделя, 31 октомври 2027 г., 03:30");
    await screenshot(page, `schedule-repeated-hour-${width}`);

    // A day typed the American way does not exist as dd.mm.yyyy: said at the field.
    await day.fill("11/28/2026");
    await time.click();
    await expect(dialog.getByRole("alert").first()).toHaveText("Няма такава дата: 11/28/2026.");

    // Tomorrow at 16:05, scheduled for that moment in Sofia.
    const tomorrow = tomorrowInSofia();
    await day.fill(tomorrow.typed);
    await time.fill("16:05");
    await expect(dialog).toContainText(/Ще се публикува (в|във) \S+, \d{1,2} \S+ \d{4} г\., 16:05/);
    await screenshot(page, `schedule-dialog-${width}`);
    await dialog.getByRole("button", { name: "Насрочи" }).click();
    await expect(dialog).toBeHidden();
    const stored = await (
      await request.get(`/api/articles/${id}?editing=true`, {
        headers: { authorization: `Bearer ${await ownerToken(request)}` },
      })
    ).json();
    const sofia = new Date(stored.scheduledAt).toLocaleString("en-GB", { timeZone: "Europe/Sofia", hourCycle: "h23" });
    expect(sofia).toBe(`${tomorrow.typed.replaceAll(".", "/")}, 16:05:00`);
    await page.context().close();
  });
}

test("the admin date filters take dd.mm.yyyy in an American browser, and the audit filters fit 375 px", async ({
  browser,
}) => {
  test.slow(); // a browser of its own and a sign-in
  const page = await americanOwner(browser, 375);
  await page.goto("/admin/audit-logs");
  const from = page.getByLabel("От дата");
  await expect(from).toHaveAttribute("placeholder", "дд.мм.гггг");
  await from.fill("01.11.2026");
  await expect(page.getByText("неделя, 1 ноември 2026 г.")).toBeVisible();
  await expect(page).toHaveURL(/start_date=2026-11-01|startDate=2026-11-01/, { timeout: 5000 });
  await page.getByLabel("До дата").fill("31.10.2026");
  await expect(page.getByText("Крайната дата е преди началната.")).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  const filters = page.locator("main").getByLabel("До дата");
  const box = await filters.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await screenshot(page, "audit-filters-375", { fullPage: true });
  await page.context().close();
});

test("a day typed into a date filter the moment it appears is kept and applied (decision 0145)", async ({
  page,
  context,
  request,
}) => {
  await ownerOnEveryPage(context, await ownerToken(request));
  await typeAsFieldAppears(page, 'input[placeholder="дд.мм.гггг"]', "01.11.2026");
  for (const [path, param] of [
    [adminPaths.articles, "dateFrom"],
    [`${adminPaths.comments}?tab=all`, "dateFrom"],
    [adminPaths.auditLogs, "startDate"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText("неделя, 1 ноември 2026 г.")).toBeVisible();
    expect(await typedAtOnce(page), path).toBe(true);
    await expect(page.getByLabel("От дата")).toHaveValue("01.11.2026");
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=2026-11-01`));
  }
});
