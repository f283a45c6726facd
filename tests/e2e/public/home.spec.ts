import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe.ts";
import { articleIdOf, canonicalArticlePath, e2e, expect, test, watchStatusBeforeLeaving } from "../fixtures.ts";

// Demo content (server/seed/demo-articles.ts): 46 published articles in 10 categories, 5 a page.
const sport = "Спорт";
const sportPath = `/category/${encodeURIComponent(sport)}`;

const articleList = (page: Page) => page.getByTestId("article-list");
const listTitles = (page: Page) => articleList(page).locator("h2 a").allTextContents();
const heroTitle = (page: Page) => page.getByTestId("hero-card").locator("h2 a");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Подреждане на статиите" });
const pager = (page: Page) => page.getByRole("navigation", { name: "Страници" });
const searchBox = (page: Page) => page.getByRole("banner").getByRole("searchbox", { name: "Търсене в статиите" });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const homeAxeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.context().addCookies([{ name: "theme", value: theme, url: e2e.baseUrl }]);
}

async function expectArticleLinks(scope: Locator) {
  const hrefs = await scope
    .locator("a[href^='/article/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(canonicalArticlePath);
}

test.describe("home page on a wide screen", () => {
  test("the server renders everything: tabs, sidebar, hero, list, trending, secondary row and the page head", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/home")).text();
    for (const text of [
      "НОВИ",
      "НАЙ-ПРЕГЛЕЖДАНИ",
      "НАЙ-КОМЕНТИРАНИ",
      "Всички",
      "НАБИРАЩИ ПОПУЛЯРНОСТ",
      'data-testid="hero-card"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<meta name="description" content="Хроника: Новините на България"/>');
    expect(html).toMatch(/<meta name="keywords" content="[^"]*Спорт, [^"]*"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/home"\/>/);
    // A real title in link previews, the picture's size and description, and the site's own data (issue 29).
    expect(html).toContain('property="og:title" content="Хроника – Новините на България"');
    expect(html).toMatch(
      /<meta property="og:image:width" content="\d+"\/><meta property="og:image:height" content="\d+"\/><meta property="og:image:alt" content="[^"]+"\/>/,
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const graph = jsonLd.find((d) => d["@graph"])?.["@graph"] as { "@type": string }[];
    expect(graph.find((d) => d["@type"] === "WebSite")).toMatchObject({
      name: "Хроника",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${e2e.baseUrl}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
    expect(graph.find((d) => d["@type"] === "NewsMediaOrganization")).toMatchObject({
      name: "Хроника",
      logo: { url: `${e2e.baseUrl}/favicon.svg` },
    });

    await page.goto("/home");
    await expect(page).toHaveTitle("Хроника | Начало");
    const sidebar = page.getByRole("main").getByRole("navigation", { name: "Категории" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Всички" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link")).toHaveCount(11);
    await expect(page.getByRole("button", { name: "Покажи категориите" })).toBeHidden();

    const hero = page.getByTestId("hero-card");
    await expect(hero).toBeVisible();
    expect((await hero.boundingBox())?.height).toBeCloseTo(320, 0);
    await expect(articleList(page).locator("article")).toHaveCount(4); // the hero is the first of page 1's five
    const trending = page.getByRole("region", { name: "НАБИРАЩИ ПОПУЛЯРНОСТ" });
    await expect(trending.getByRole("listitem")).toHaveCount(3);
    const secondary = page.getByRole("region", { name: "ПРЕПОРЪЧАНО" });
    await expect(secondary.getByRole("listitem")).toHaveCount(4);
    // Scrolled to the end, the trending panel has stuck beside the list only, never over the secondary row.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [panel, row] = [await trending.boundingBox(), await secondary.boundingBox()];
        return panel!.y + panel!.height <= row!.y;
      })
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    // bg-BG dates with the time of day (issue 29): "днес, 14:35", "вчера, 09:10", "24.11.2026 г., 21:50".
    await expect(page.getByText(/^(\d{2}\.\d{2}\.\d{4} г\.|днес|вчера), \d{2}:\d{2}$/).first()).toBeVisible();
    await expectArticleLinks(page.getByRole("main"));

    // No layout shift: every image has its size; those below the fold load lazily.
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
      })),
    );
    expect(images.length).toBeGreaterThan(8);
    for (const image of images) expect(Number(image.width) * Number(image.height)).toBeGreaterThan(0);
    await expect(secondary.locator("img").first()).toHaveAttribute("loading", "lazy");
    await expect(hero.locator("img")).toHaveAttribute("loading", "eager");
    await expectNoHorizontalOverflow(page);

    await heroTitle(page).click();
    await expect(page).toHaveURL(/\/article\/\d+-[a-z0-9-]+$/);
  });

  test("tabs change the URL and the list, survive a reload and keep the category", async ({ page }) => {
    await page.goto("/home");
    const newest = [await heroTitle(page).textContent(), ...(await listTitles(page))];
    await expect(tabs(page).getByRole("link", { name: "НОВИ" })).toHaveAttribute("aria-current", "page");

    await tabs(page).getByRole("link", { name: "НАЙ-ПРЕГЛЕЖДАНИ" }).click();
    await expect(page).toHaveURL(/\/home\?tab=views$/);
    await expect(tabs(page).getByRole("link", { name: "НАЙ-ПРЕГЛЕЖДАНИ" })).toHaveAttribute("aria-current", "page");
    const mostViewed = [await heroTitle(page).textContent(), ...(await listTitles(page))];
    expect(mostViewed).not.toEqual(newest);

    await tabs(page).getByRole("link", { name: "НАЙ-КОМЕНТИРАНИ" }).click();
    await expect(page).toHaveURL(/\/home\?tab=comments$/);
    // The URL moves first; the list is the new one once the tab shows as current.
    await expect(tabs(page).getByRole("link", { name: "НАЙ-КОМЕНТИРАНИ" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const mostCommented = [await heroTitle(page).textContent(), ...(await listTitles(page))];
    expect(mostCommented).not.toEqual(newest);

    await page.reload();
    await expect(tabs(page).getByRole("link", { name: "НАЙ-КОМЕНТИРАНИ" })).toHaveAttribute("aria-current", "page");
    expect([await heroTitle(page).textContent(), ...(await listTitles(page))]).toEqual(mostCommented);

    // A category keeps the tab, and Всички goes back with it.
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Категории" })
      .getByRole("link", { name: sport })
      .click();
    await expect(page).toHaveURL(`${sportPath}?tab=comments`);
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Категории" })
      .getByRole("link", { name: "Всички" })
      .click();
    await expect(page).toHaveURL(/\/home\?tab=comments$/);

    await tabs(page).getByRole("link", { name: "НОВИ" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a category page: its own title, breadcrumb, list and a 404 for an unknown category", async ({ page }) => {
    await page.goto("/home");
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Категории" })
      .getByRole("link", { name: sport })
      .click();
    await expect(page).toHaveURL(sportPath);
    await expect(page).toHaveTitle(`Хроника | ${sport}`);
    await expect(page.getByRole("heading", { level: 1, name: sport })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Навигация" });
    await expect(breadcrumb.getByRole("link", { name: "Начало" })).toHaveAttribute("href", "/home");
    await expect(breadcrumb.getByText(sport)).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("main").getByRole("navigation", { name: "Категории" }).getByRole("link", { name: sport }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `Последни новини от категория ${sport}`,
    );

    // Every listed article carries the category (not always as its first one).
    for (const link of await articleList(page).locator("h2 a").all()) {
      const href = await link.getAttribute("href");
      const response = await page.request.get(`/api/articles/${articleIdOf(href!)}`);
      expect((await response.json()).categories).toContain(sport);
    }

    await breadcrumb.getByRole("link", { name: "Начало" }).click();
    await expect(page).toHaveURL(/\/home$/);

    const response = await page.goto("/category/Няма-такава");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страницата не е намерена" })).toBeVisible();
    await expect(page).toHaveTitle("Хроника | Страницата не е намерена");
  });

  test("paging: next, the last page, ellipses, and back", async ({ page }) => {
    await page.goto("/home");
    await expect(pager(page).getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByTestId("pager-gap")).toHaveCount(1);
    await expect(pager(page).getByRole("link", { name: "Страница 10" })).toBeVisible();
    const firstPage = await listTitles(page);

    await pager(page).getByRole("link", { name: "Следваща страница" }).click();
    await expect(page).toHaveURL(/\/home\?page=2$/);
    await expect(page.getByTestId("hero-card")).toHaveCount(0);
    await expect(articleList(page).locator("article")).toHaveCount(5);
    const secondPage = await listTitles(page);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    await page.goto("/home?page=5");
    await expect(pager(page).getByTestId("pager-gap")).toHaveCount(2);
    for (const n of [1, 4, 6, 10])
      await expect(pager(page).getByRole("link", { name: `Страница ${n}`, exact: true })).toBeVisible();
    await expect(pager(page).getByRole("link", { name: "Страница 2", exact: true })).toHaveCount(0);

    await pager(page).getByRole("link", { name: "Страница 10", exact: true }).click();
    await expect(page).toHaveURL(/\/home\?page=10$/);
    await expect(articleList(page).locator("article")).toHaveCount(1); // 46 = 9 × 5 + 1
    await expect(pager(page).getByRole("link", { name: "Следваща страница" })).toHaveCount(0);

    await pager(page).getByRole("link", { name: "Предишна страница" }).click();
    await expect(page).toHaveURL(/\/home\?page=9$/);

    // The tab is kept while paging.
    await page.goto("/home?tab=views");
    await pager(page).getByRole("link", { name: "Страница 2", exact: true }).click();
    await expect(page).toHaveURL(/\/home\?tab=views&page=2$/);
  });

  test("navigating shows a loading state", async ({ page }) => {
    await page.goto("/home");
    // The tab is a plain link (decision 0088): its page is held back a moment, as on a slow phone.
    await page.route(
      (url) => url.pathname === "/home" && url.searchParams.get("tab") === "views",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    const shown = await watchStatusBeforeLeaving(page, "Зареждане на статиите...");
    await tabs(page).getByRole("link", { name: "НАЙ-ПРЕГЛЕЖДАНИ" }).click();
    await expect(page).toHaveURL(/tab=views/);
    expect(await shown()).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Зареждане на статиите..." })).toHaveCount(0);
  });

  test("a skip link is the first Tab stop and brings the keyboard to the news in a few presses", async ({ page }) => {
    await page.goto("/home");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Към основното съдържание" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    // The three tabs, then the lead story (it was 17 presses).
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(heroTitle(page)).toBeFocused();
  });

  test("the keyboard focus shows as one ring around the hero card and around each listed article", async ({ page }) => {
    const ring = async (card: Locator) =>
      card.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    await page.goto("/home");
    await tabs(page).getByRole("link", { name: "НАЙ-КОМЕНТИРАНИ" }).focus();
    await page.keyboard.press("Tab");
    await expect(heroTitle(page)).toBeFocused();
    expect(await ring(page.getByTestId("hero-card"))).toBe("solid 2px");

    // A title wrapped over lines (and clamped) gets no broken outline of its own: its card is ringed.
    await page.keyboard.press("Tab");
    const row = articleList(page).locator("article").first();
    await expect(row.locator("h2 a")).toBeFocused();
    expect(await ring(row)).toBe("solid 2px");
    expect(await row.locator("h2 a").evaluate((a) => getComputedStyle(a).outlineStyle)).toBe("none");
    expect(await ring(page.getByTestId("hero-card"))).toMatch(/^none /);
  });

  for (const width of [320, 375]) {
    test(`at ${width} px all three tabs are on the screen, none cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/home");
      const nav = tabs(page);
      expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const name of ["НОВИ", "НАЙ-ПРЕГЛЕЖДАНИ", "НАЙ-КОМЕНТИРАНИ"]) {
        const tab = nav.getByRole("link", { name });
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = (await tab.boundingBox())!;
        // Inside the page's 16 px side margins, not touching the screen's edge.
        expect(box.x, name).toBeGreaterThanOrEqual(16);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width - 16);
        // The whole label shows: nothing clipped inside the tab.
        expect(
          await tab.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
          name,
        ).toBe(true);
      }
      await expectNoHorizontalOverflow(page);
    });
  }

  test("a page past the last is the 404 page, for pages, categories and their data requests", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/home?page=999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страницата не е намерена" })).toBeVisible();
    await expect(page).toHaveTitle("Хроника | Страницата не е намерена");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    for (const path of [
      "/home?page=11",
      "/home?tab=views&page=999",
      `${sportPath}?page=999`,
      "/home.data?page=999",
      `${sportPath}.data?page=999`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // The last page and page 1 stay.
    for (const path of ["/home?page=10", sportPath, "/home.data?page=10"])
      expect((await request.get(path)).status(), path).toBe(200);
  });

  test("a broken image shows a placeholder", async ({ page }) => {
    await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/home");
    await expect(page.getByTestId("hero-card").getByTestId("image-placeholder")).toBeVisible();
    await expect(page.getByTestId("hero-card").locator("img")).toHaveCount(0);
  });

  test("search as you type: Cyrillic, Latin, overflow, no results, clearing and the keyboard", async ({ page }) => {
    await page.goto("/home");
    const box = searchBox(page);
    const results = page.getByRole("region", { name: "Резултати от търсенето" });

    await box.fill("София");
    await expect(results.getByRole("link").first()).toBeVisible();
    const cyrillic = await results.getByRole("link").allTextContents();
    expect(cyrillic.length).toBeGreaterThan(0);
    expect(cyrillic.some((text) => text.includes("София"))).toBe(true);
    await expectArticleLinks(results);

    await box.fill("sofia");
    await expect(results.getByRole("link")).toHaveCount(cyrillic.length);
    await expect(results.getByRole("link").first()).toContainText("София");

    await box.fill("а");
    await expect(results.getByText(/^Има още \d+ резултата\. Моля, прецизирайте търсенето\.$/)).toBeVisible();
    await expect(results.locator("a[href^='/article/']")).toHaveCount(15);

    await box.fill("xyzqqwv");
    await expect(results.getByText("Няма намерени резултати", { exact: true })).toBeVisible();

    await box.fill("   ");
    await expect(results).toHaveCount(0);

    // Keyboard: Down reaches the results, Escape closes them, Enter opens one.
    await box.fill("sofia");
    await expect(results.getByRole("link").first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(results.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(results).toHaveCount(0);
    await expect(box).toBeFocused();
    await box.press("End");
    await box.press("Space"); // typing opens the results again
    await expect(results.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(results.getByRole("link").first()).toBeFocused();
    const href = await results.getByRole("link").first().getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("dark mode on the category page", async ({ page }) => {
    await page.goto(sportPath);
    await page.getByRole("button", { name: "Тъмен режим" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Светъл режим" })).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no serious accessibility violations at 1280 px, ${theme}`, async ({ page }) => {
      await setTheme(page, theme);
      for (const path of ["/home", sportPath, "/home?tab=views&page=5"]) {
        await page.goto(path);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        else await expect(page.locator("html")).not.toHaveClass(/dark/);
        await expectNoSeriousAxeViolations(page, page.url(), { tags: homeAxeTags });
      }
      await searchBox(page).fill("sofia");
      await expect(
        page.getByRole("region", { name: "Резултати от търсенето" }).getByRole("link").first(),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page, page.url(), { tags: homeAxeTags });
    });
  }
});

test.describe("home page on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the sidebar is a drawer: opened by the header toggle, closed by Escape or a choice, focus returned", async ({
    page,
  }) => {
    await page.goto("/home");
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole("main").getByRole("navigation", { name: "Категории" })).toBeHidden();
    await expect(searchBox(page)).toBeHidden();

    const toggle = page.getByRole("button", { name: "Покажи категориите" });
    await toggle.click();
    const drawer = page.getByRole("dialog", { name: "Категории" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Всички" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole("button", { name: "Затвори категориите" }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole("link", { name: sport }).click();
    await expect(page).toHaveURL(sportPath);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: sport })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("search is a full-screen overlay", async ({ page }) => {
    await page.goto("/home");
    const open = page.getByRole("button", { name: "Търсене", exact: true });
    await open.click();
    const overlay = page.getByRole("dialog", { name: "Търсене" });
    await expect(overlay).toBeVisible();
    const box = overlay.getByRole("searchbox", { name: "Търсене в статиите" });
    await expect(box).toBeFocused();
    const size = await overlay.boundingBox();
    expect(size?.width).toBe(375);
    expect(size?.height).toBe(812);

    await box.fill("sofia");
    await expect(overlay.getByRole("link").first()).toContainText("София");
    await box.fill("xyzqqwv");
    await expect(overlay.getByText("Няма намерени резултати", { exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(box).toHaveValue("");
    await box.fill("sofia");
    await overlay.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/article\/\d+-[a-z0-9-]+$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no serious accessibility violations and no overflow at 375 px, ${theme}`, async ({ page }) => {
      await setTheme(page, theme);
      for (const path of ["/home", sportPath]) {
        await page.goto(path);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousAxeViolations(page, page.url(), { tags: homeAxeTags });
      }
      await page.getByRole("button", { name: "Покажи категориите" }).click();
      await expect(page.getByRole("dialog", { name: "Категории" })).toBeVisible();
      await expectNoSeriousAxeViolations(page, page.url(), { tags: homeAxeTags });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Търсене", exact: true }).click();
      await page.getByRole("dialog", { name: "Търсене" }).getByRole("searchbox").fill("sofia");
      await expect(page.getByRole("dialog", { name: "Търсене" }).getByRole("link").first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, page.url(), { tags: homeAxeTags });
    });
  }
});
