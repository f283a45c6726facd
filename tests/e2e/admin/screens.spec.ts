import type { Page } from "@playwright/test";
import { adminPaths, pathTo } from "#common/page-paths.ts";
import { expect, test } from "../fixtures.ts";
import { expectNoSeriousAxeViolations } from "../axe.ts";
import { layoutProblems } from "../layout-checks.ts";
import { searchField, typeAsFieldAppears, typedAtOnce } from "../typed-at-once.ts";
import { createArticle, createUser, ownerOnEveryPage, ownerToken, unique } from "./admin-helpers.ts";

/** Every admin screen of the route table (a new one is checked without a word here), with content to show. */
const screens = [
  ...Object.values(adminPaths)
    .filter((path) => !path.includes(":"))
    .map((path) => (path === adminPaths.comments ? `${path}?tab=all` : path)),
  pathTo(adminPaths.sitePage, { slug: "za-nas" }),
];
/** Opens an admin screen and waits until it has shown its content. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator(".animate-spin")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("main section").first()).toBeVisible();
}
/** A page's turn in the loops below: seconds alone, many more on a busy machine. */
const perScreenMs = 15_000;

for (const [width, theme] of [
  [1280, "light"],
  [375, "dark"],
] as const) {
  test(`every admin screen has no serious axe violations at ${width} px, ${theme}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(screens.length * perScreenMs);
    const token = await ownerToken(request);
    await context.addCookies([{ name: "theme", value: theme, url: test.info().project.use.baseURL! }]);
    await ownerOnEveryPage(context, token);
    await page.setViewportSize({ width, height: 900 });
    for (const path of screens) {
      await openScreen(page, path);
      await expectNoSeriousAxeViolations(page, path);
    }
  });
}

// Issue 18: laptops of 1024-1280 px squeezed the tables (a title column of 0 px, cut-off buttons,
// sideways scrolling). Every screen must work from 320 to 1920 px, with long names and titles.
test("every admin screen fits every width from 320 to 1920 px, with long names and titles", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(screens.length * perScreenMs);
  const token = await ownerToken(request);
  const id = unique();
  await createUser(request, token, {
    username: `dalgo.ime.${id}`,
    password: "dalga-parola-1",
    name: "Александра-Кристина Петрова-Димитрова Константинова",
  });
  await createArticle(
    request,
    token,
    `Статия със съвсем дълго заглавие, което проверява как таблиците пренасят думите ${id}`,
    false,
  );
  await ownerOnEveryPage(context, token);
  const problems: string[] = [];
  for (const path of screens) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openScreen(page, path);
    // The same page, narrowed and widened: the layout follows the width without a reload.
    for (const width of [320, 375, 768, 1024, 1200, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const problem of await layoutProblems(page)) problems.push(`${path} at ${width} px: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

// A search typed the moment its field appears was thrown away on a busy machine (decision 0145).
test("every admin screen with a search keeps what is typed the moment its field appears", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(screens.length * perScreenMs);
  const token = await ownerToken(request);
  await ownerOnEveryPage(context, token);
  const typed = "написано веднага";
  const searchInAddress = [
    adminPaths.articles,
    adminPaths.featuredArticles,
    adminPaths.redirects,
    `${adminPaths.comments}?tab=all`,
  ];
  await typeAsFieldAppears(page, searchField, typed);
  const searched: string[] = [];
  for (const path of screens) {
    await openScreen(page, path);
    if (!(await typedAtOnce(page))) continue;
    searched.push(path);
    await expect(page.locator(searchField).first()).toHaveValue(typed);
    // Where the screen keeps its search in the address, it is applied there after its pause.
    if (searchInAddress.includes(path)) await expect(page).toHaveURL(/[?&](search|q)=./);
  }
  expect(searched).toEqual(expect.arrayContaining(searchInAddress));
});

test("the mobile menu drawer closes on navigation and the header follows the menu item", async ({
  page,
  context,
  request,
}) => {
  const token = await ownerToken(request);
  await ownerOnEveryPage(context, token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Отвори менюто" }).click();
  const drawer = page.getByRole("dialog", { name: "Основно меню" });
  await drawer.getByRole("link", { name: "Категории" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Категории");
});
