import type { APIRequestContext, Page } from "@playwright/test";
import { formatHomeDate, formatListDate } from "#common/dates.ts";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { islandFiles } from "../../../scripts/bench/page-weight.mjs";
import { canonicalPathOf, e2e, expect, test } from "../fixtures.ts";

/**
 * Issue 24, point 4 (decision 0088): a reader's page is the server's HTML with its interactive
 * parts hydrated as islands by one small entry, never React Router's client; each island works,
 * hydrated when the browser is idle, when it comes near the screen, or at the reader's first move
 * towards it, whichever is first.
 */

// Articles from the 25th on are no other test's (comments.spec.ts takes the 21st to the 23rd).
const ownIds = demoArticles.flatMap((a, i) => (a.draft || i < 24 ? [] : [i + 1]));
const islands = islandFiles("build/client");

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

/** Scrolls through the page, so that every island near the screen at some point is hydrated. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    }
  });
}

/** The browser never idle and nothing ever "near the screen": only the reader's own moves hydrate. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

test.describe("reader pages hydrate only their islands", () => {
  test("every reader's page loads the islands' entry, not React Router's client, and hydrates each of its islands", async ({
    page,
    request,
  }) => {
    const articleId = ownIds[0]!;
    const commentId = await postComment(request, articleId, "Островен читател", `Коментар за островите ${Date.now()}`);
    const paths = [
      "/home",
      `/category/${encodeURIComponent("Спорт")}`,
      `/article/${articleId}`,
      `/article/${articleId}/comments/${commentId}`,
      "/author/maria.ivanova",
      "/za-nas",
      "/search?q=sofia",
      "/no-such-page",
      `/share/viber/${articleId}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await scrollThrough(page);
      const names = await page
        .locator("hronika-island")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-island")));
      expect(names.length, path).toBeGreaterThan(0);
      await expect(page.locator("hronika-island:not([data-hydrated])"), `${path}: islands left unhydrated`).toHaveCount(
        0,
      );

      const state = await page.evaluate(() => ({
        router: "__reactRouterContext" in window || "__reactRouterManifest" in window,
        props: [...document.querySelectorAll("hronika-island")].every((element) => {
          try {
            return typeof JSON.parse(element.getAttribute("data-props") ?? "") === "object";
          } catch {
            return false;
          }
        }),
        inlineScripts: [...document.querySelectorAll("script:not([src])")].filter(
          (script) => !/json/.test(script.getAttribute("type") ?? ""),
        ).length,
        // What the page names to load with it (the dialogs' chunks load when they are opened).
        scripts: [
          ...document.querySelectorAll<HTMLScriptElement>("script[src]"),
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        ]
          .map((element) => new URL("src" in element ? element.src : element.href).pathname)
          .sort(),
      }));
      // One inline script: the early taps' catcher (issue 29, point 16).
      expect(state, path).toEqual({ router: false, props: true, inlineScripts: 1, scripts: [...islands].sort() });
    }
  });

  test("with the browser never idle, the reader's first move hydrates an island and reaches it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await neverIdle(page);
    await page.goto("/home");
    await expect(page.locator("hronika-island[data-hydrated]")).toHaveCount(0);

    // A click on the theme toggle: the pointer reaches it first.
    await page.getByRole("button", { name: "Тъмен режим" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Светъл режим" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);

    // Typing in the search box: the focus comes first.
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Търсене в статиите" });
    await box.focus();
    await page.keyboard.type("sofia");
    await expect(page.getByRole("region", { name: "Резултати от търсенето" }).getByRole("link").first()).toContainText(
      "София",
    );
    // The islands nobody went near stay as the server sent them.
    await expect(page.locator('hronika-island[data-island="search-overlay"]:not([data-hydrated])')).toHaveCount(1);
    await context.close();
  });

  test("taps before the islands' script has even run are carried out once it runs: theme, like, share, menu (issue 29)", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const articleId = ownIds[3]!;
    for (const width of [375, 1280]) {
      const phone = width < 768;
      const context = await browser.newContext({
        baseURL: e2e.baseUrl,
        viewport: { width, height: 900 },
        hasTouch: phone,
        isMobile: phone,
      });
      /** A page painted while its script is held back, as on a slow phone; `release` lets the script come. */
      const slowPage = async (path: string) => {
        const page = await context.newPage();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        // The document is parsed and painted; its "loaded" waits for the module script held back.
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator("footer")).toBeAttached();
        return { page, release };
      };
      const tap = (locator: ReturnType<Page["locator"]>) => (phone ? locator.tap() : locator.click());

      const article = await slowPage(`/article/${articleId}`);
      const like = article.page.getByRole("button", { name: /^Харесай статията/ });
      // The likes now: the cached page may show fewer (decision 0138).
      const before = (await (await context.request.get(`/api/articles/${articleId}/liked`)).json()).likes;
      await tap(article.page.getByRole("button", { name: "Тъмен режим" }));
      await tap(like);
      await expect(article.page.locator("hronika-island[data-hydrated]")).toHaveCount(0);
      expect(await article.page.evaluate(() => document.documentElement.className)).not.toMatch(/(^| )dark/);
      article.release();
      await expect(article.page.locator("html")).toHaveClass(/(^| )dark/);
      await expect(like).toHaveText(String(before + 1));

      const share = await slowPage(`/article/${articleId}`);
      await tap(share.page.getByRole("button", { name: "Сподели", exact: true }));
      share.release();
      await expect(share.page.getByRole("dialog", { name: "Сподели статията" })).toBeVisible();

      if (phone) {
        const home = await slowPage("/home");
        await tap(home.page.getByRole("button", { name: "Покажи категориите" }));
        home.release();
        await expect(home.page.getByRole("dialog", { name: "Категории" })).toBeVisible();
      }
      await context.close();
    }
  });

  test("the theme switch keeps the server's elements as it wakes and when pressed: a press is never lost to its icon being replaced", async ({
    page,
  }) => {
    await page.goto(`/article/${ownIds[1]}`);
    const island = page.locator('hronika-island[data-island="theme-toggle"]').first();
    const served = await island.innerHTML();
    await island.getByRole("button", { name: "Тъмен режим" }).click();
    await expect(page.locator("html")).toHaveClass(/(^| )dark( |$)/);
    await expect(island).toHaveAttribute("data-hydrated", "");
    expect(await island.innerHTML()).toBe(served);
    await expect(island.getByRole("button", { name: "Светъл режим" })).toBeVisible();
  });

  test("on a touch phone, a tap on the category toggle of a page not yet hydrated opens the drawer", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await neverIdle(page);
    await page.goto("/home");
    await page.getByRole("button", { name: "Покажи категориите" }).tap();
    await expect(page.getByRole("dialog", { name: "Категории" })).toBeVisible();
    await context.close();
  });

  test("the comments hydrate as they come near the screen, or when the reader goes to the form first, and post through the API", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const articleId = ownIds[1]!;
    await page.goto(`/article/${articleId}`);
    const comments = page.locator('hronika-island[data-island="comments"]');
    // Far below the first screen, not hydrated yet; the action bar above is.
    await expect(page.locator('hronika-island[data-island="action-bar"][data-hydrated]')).toHaveCount(1);
    await expect(comments).not.toHaveAttribute("data-hydrated");
    await page.locator("#comments").scrollIntoViewIfNeeded();
    await expect(comments).toHaveAttribute("data-hydrated", "");

    // Never near the screen: the focus on the form hydrates it, and the comment goes through the API.
    const other = await context.newPage();
    await neverIdle(other);
    await other.goto(`/article/${articleId}`);
    const form = other.locator("form").filter({ has: other.getByRole("button", { name: "Коментирай" }) });
    await form.getByLabel("Име", { exact: true }).fill("Читател на острови");
    await form.getByLabel("Коментар", { exact: true }).fill("Коментар, изпратен през API");
    const posted = other.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/articles/${articleId}/comments`),
    );
    await form.getByRole("button", { name: "Коментирай" }).click();
    await posted;
    await expect(other.locator("#comments > ol > li").first()).toContainText("Коментар, изпратен през API");
    // The action bar's count, another island, follows the comments'.
    const count = Number((await other.locator("#comments-title").textContent())!.replace(/\D+/g, ""));
    expect(count).toBeGreaterThan(0);
    await expect(other.getByRole("link", { name: `Коментари (${count})` })).toBeVisible();
    await context.close();
  });

  test("the comment form's checks load no script: no zod on focus, typing or a refused send (issue 29, point 17)", async ({
    page,
  }) => {
    await page.goto(`/article/${ownIds[3]!}`);
    await page.locator("#comments").scrollIntoViewIfNeeded();
    await expect(page.locator('hronika-island[data-island="comments"][data-hydrated]')).toHaveCount(1);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Коментирай" }) });
    const content = form.getByLabel("Коментар", { exact: true });
    await content.focus();
    await content.fill("Коментар без име");
    await form.getByRole("button", { name: "Коментирай" }).click();
    // Both checks ran, in the browser, with what the page already had.
    await expect(form.getByRole("alert")).toHaveText("Моля, въведете потребителско име");
    await form.getByLabel("Име", { exact: true }).fill("Читател");
    await content.fill("   ");
    await form.getByRole("button", { name: "Коментирай" }).click();
    await expect(form.getByRole("alert")).toHaveText("Моля, въведете коментар");
    expect(scripts).toEqual([]);
  });

  test("a comment's own page replies through the API with JavaScript and says how it went", async ({
    page,
    request,
  }) => {
    const articleId = ownIds[2]!;
    const commentId = await postComment(request, articleId, "Първи", `Коментар за отговор ${Date.now()}`);
    await page.goto(`/article/${articleId}/comments/${commentId}`);
    const form = page.locator("#reply form");
    await form.getByLabel("Име", { exact: true }).fill("Отговарящ");
    await form.getByLabel("Коментар", { exact: true }).fill("Отговор през API");
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/articles/${articleId}/comments`),
    );
    await form.getByRole("button", { name: "Отговори" }).click();
    expect((await posted).postDataJSON()).toEqual({
      username: "Отговарящ",
      content: "Отговор през API",
      parentId: commentId,
    });
    const status = page.locator("#reply").getByRole("status");
    await expect(status).toContainText("Отговорът е публикуван");
    await expect(status.getByRole("link", { name: "Обратно към коментарите" })).toHaveAttribute(
      "href",
      `${await canonicalPathOf(request, articleId)}#comment-${commentId}`,
    );
  });

  test("the not-found page's back button goes back, and the Viber page copies the article's link", async ({
    page,
    context,
  }) => {
    await page.goto("/home");
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Назад" }).click();
    await expect(page).toHaveURL(/\/home$/);

    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.baseUrl });
    await page.goto("/share/viber/1");
    await page.getByRole("button", { name: "Копирай линк" }).click();
    await expect(page.getByRole("status")).toHaveText("Линкът е копиран");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${e2e.baseUrl}${await canonicalPathOf(page.request, 1)}`,
    );
  });

  test("the lists' relative times move on while the page stays open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/home");
    const time = page.getByTestId("hero-card").locator("time");
    const published = (await time.getAttribute("datetime"))!;
    await expect(time).toHaveText(
      formatListDate(published, new Date(await page.evaluate(() => Date.now())), formatHomeDate),
    );
    // Two days on, today's time of day (or "преди N мин") is a date, with the time (issue 29).
    await page.clock.fastForward("48:00:00");
    await expect(time).toHaveText(
      formatListDate(published, new Date(await page.evaluate(() => Date.now())), formatHomeDate),
    );
    await expect(time).toHaveText(new RegExp(`^${formatHomeDate(published).replace(/\./g, "\\.")}, \\d{2}:\\d{2}$`));
  });

  test("a staff screen's link to the site loads the reader's page anew, without React Router", async ({ page }) => {
    await page.goto("/login");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    const loaded = page.waitForResponse(
      (r) => r.request().resourceType() === "document" && new URL(r.url()).pathname === "/home",
    );
    await page.getByRole("link", { name: "Към сайта" }).click();
    await loaded;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("hero-card")).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
});
