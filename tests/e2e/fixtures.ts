import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { articlePath, parseArticleSegment } from "#common/page-paths.ts";
import { e2e } from "./e2e-env.ts";

// An API answer the test provokes on purpose (a wrong password's 401, a refused upload's 415) is logged by Chromium as
// "Failed to load resource"; those are allowed, every other console error fails the test.
const expectedResourceErrors =
  /Failed to load resource: the server responded with a status of (401|403|404|409|413|415|429)/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !expectedResourceErrors.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, e2e };

/**
 * An article's canonical address, `/article/{id}-{slug}` (decision 0113), as a path or the end of
 * a URL: every link to a published article is written so.
 */
export const canonicalArticlePath = /\/article\/\d+-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A published article's canonical address (a path), with the slug the API gives it. */
export async function canonicalPathOf(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`/api/articles/${id}`);
  expect(answer.status(), `article ${id}`).toBe(200);
  return articlePath({ id, slug: ((await answer.json()) as { slug: string | null }).slug });
}

/** The article a link or address leads to, whatever the spelling of its address. */
export function articleIdOf(href: string): number {
  const segment = new URL(href, e2e.baseUrl).pathname.split("/")[2];
  const id = parseArticleSegment(segment)?.id;
  expect(id, `an article's address: ${href}`).toBeDefined();
  return id!;
}

/** Signs in through a login form like a person would. */
export async function signIn(page: Page, path: "/login" | "/admin/login", username: string, password: string) {
  if (!page.url().includes(path)) await page.goto(path);
  await page.getByLabel("Потребителско име").fill(username);
  await page.getByLabel("Парола", { exact: true }).fill(password);
  await page.getByRole("button", { name: path === "/login" ? "Вход в панела" : "Вход", exact: true }).click();
}

/**
 * Opens a staff door's landing page signed in, without the login form: for tests about what comes
 * after it (the form itself is tested in auth/sign-in.spec.ts; going through it costs two page
 * loads). The token the login API gives is put where the form puts it, once for this tab, so that
 * signing out later in the test stays signed out.
 */
export async function openSignedIn(
  page: Page,
  door: "admin" | "journalist",
  who: { username: string; password: string },
  landing = door === "admin" ? "/admin" : "/journalist/dashboard",
) {
  const response = await page.request.post(`/api/${door}/auth/login`, {
    data: { username: who.username, password: who.password },
  });
  expect(response.status(), `login of ${who.username}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript(
    ({ token, door }) => {
      if (sessionStorage.getItem("e2e-signed-in")) return;
      sessionStorage.setItem("e2e-signed-in", "yes");
      localStorage.setItem("authToken", token);
      localStorage.setItem("userType", door);
    },
    { token, door },
  );
  await page.goto(landing);
  const path = new URL(landing, e2e.baseUrl).pathname;
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 30_000 });
}

/**
 * Makes the window as tall as the page, so that a drag never scrolls it: dnd-kit scrolls a
 * scrollable page instead of moving (arrow keys past its middle, the pointer near its edges), and
 * where that starts depends on the machine's fonts and the page's exact height.
 */
export async function fitWindowToPage(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: height + 200 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
}

/**
 * Picks up the focused dnd-kit handle with Space. Its keyboard sensor listens for the arrow keys
 * only from a timer it sets on pick-up; a key pressed before that timer ran is lost (on a busy
 * machine the test is that quick), so this waits for a timer set after that one.
 */
export async function pickUpWithKeyboard(page: Page) {
  await page.keyboard.press("Space");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Watches the page for a status with `text` (a loading banner) until it is left. A reader's page is
 * left by a plain link (decision 0088), and Playwright waits for the next page before it looks at
 * anything, so the page itself notes it, in the tab's session storage, which the next page keeps.
 * Returns whether it was shown.
 */
export async function watchStatusBeforeLeaving(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    sessionStorage.removeItem("status-before-leaving");
    const seen = () =>
      [...document.querySelectorAll<HTMLElement>('[role="status"]')].some(
        (status) => status.textContent?.includes(wanted) && status.checkVisibility(),
      );
    new MutationObserver(() => seen() && sessionStorage.setItem("status-before-leaving", wanted)).observe(
      document.body,
      { childList: true, subtree: true },
    );
  }, text);
  return async () => (await page.evaluate(() => sessionStorage.getItem("status-before-leaving"))) === text;
}
