import { expectInlineScriptsAllowedByHash } from "../csp.ts";
import { e2e, expect, test } from "../fixtures.ts";

test.describe("public site basics", () => {
  test("/ redirects to /home, which the server renders with the demo articles", async ({ page, request }) => {
    const html = await (await request.get("/home")).text();
    expect(html).toContain("<title>Хроника | Начало</title>");
    const links = html.match(/href="\/article\/\d+-[a-z0-9-]+"/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(10);

    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    const first = page.locator("main h2 a").first();
    const title = (await first.textContent())?.trim();
    expect(title).toBeTruthy();
    await first.click();
    await expect(page).toHaveURL(/\/article\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("an unknown path is the 404 page, with status 404 from the server", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страницата не е намерена" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Хроника | Страницата не е намерена");
    await page.getByRole("link", { name: "Към началната страница" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a malformed address is the 404 page, not a JSON error; the API keeps its JSON", async ({ page, request }) => {
    for (const path of ["/%ZZ", "/category/%ZZ", "/home/%E0%A4%A"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toContain("text/html");
      await expect(page.getByRole("heading", { name: "Страницата не е намерена" })).toBeVisible();
    }
    const article = await page.goto("/article/%FF");
    expect(article?.status()).toBe(404);
    await expect(page.getByText("СТРАНИЦАТА КОЯТО ТЪРСИТЕ НЕ БЕШЕ НАМЕРЕНА")).toBeVisible();
    const api = await request.get("/api/articles/%ZZ");
    expect(api.status()).toBe(400);
    expect(api.headers()["content-type"]).toContain("application/json");
  });

  test("a missing article answers 404 with the article failure view", async ({ page }) => {
    const response = await page.goto("/article/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("СТРАНИЦАТА КОЯТО ТЪРСИТЕ НЕ БЕШЕ НАМЕРЕНА")).toBeVisible();
  });

  test("dark mode is toggled and stays across a reload, painted by the server", async ({ page, request }) => {
    await page.goto("/home");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/(^| )dark/);
    await page.getByRole("button", { name: "Тъмен режим" }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Светъл режим" })).toBeVisible();
    const served = await (await request.get("/home", { headers: { cookie: "theme=dark" } })).text();
    expect(served).toMatch(/<html lang="bg" class="dark"/);
    await page.getByRole("button", { name: "Светъл режим" }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/(^| )dark/);
  });

  test("without a choice the system's dark preference applies from the first paint, before any script; a choice then wins (issue 29)", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, colorScheme: "dark", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/article/2");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // zinc-950, painted by the stylesheet alone (no script ran).
    expect(await background()).toBe("oklch(0.141 0.005 285.823)");
    await expect(page.getByRole("button", { name: "Светъл режим" })).toBeVisible();
    await context.close();

    const scripted = await browser.newContext({ baseURL: e2e.baseUrl, colorScheme: "dark" });
    const reader = await scripted.newPage();
    await reader.goto("/home");
    await expect(reader.locator("html")).toHaveClass("system-theme");
    await reader.getByRole("button", { name: "Светъл режим" }).click();
    await expect(reader.locator("html")).not.toHaveClass(/dark|system-theme/);
    await reader.reload();
    expect(await reader.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
    await expect(reader.getByRole("button", { name: "Тъмен режим" })).toBeVisible();
    await scripted.close();
    // The cache keeps the three apart: the system's, and each choice.
    expect(await (await request.get("/home")).text()).toMatch(
      /<html lang="bg" class="system-theme" style="color-scheme:light dark"/,
    );
  });

  test("built assets are cached for a year and pages carry a CSP that allows their own inline scripts", async ({
    request,
  }) => {
    const response = await request.get("/home");
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    expectInlineScriptsAllowedByHash(html, csp);
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  });
});
