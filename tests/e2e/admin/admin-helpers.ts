import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { e2e, expect, openSignedIn } from "../fixtures.ts";

/** A unique suffix, so tests never depend on each other's data. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A bearer token for API setup and checks (not what the test is about). */
export async function tokenFor(
  request: APIRequestContext,
  door: "admin" | "journalist",
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post(`/api/${door}/auth/login`, { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  return (await response.json()).token;
}

export const ownerToken = (request: APIRequestContext) =>
  tokenFor(request, "admin", e2e.owner.username, e2e.owner.password);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createUser(
  request: APIRequestContext,
  token: string,
  user: { username: string; password: string; name?: string; role?: "Journalist" | "Editor" | "Admin" },
): Promise<{ id: number }> {
  const response = await request.post("/api/admin/users", {
    headers: bearer(token),
    data: { status: "Active", role: "Journalist", ...user },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A published article by the token's owner (staff may write through the journalist API). */
export async function createArticle(
  request: APIRequestContext,
  token: string,
  title: string,
  isPublished = true,
): Promise<number> {
  const response = await request.post("/api/journalist/articles", {
    headers: bearer(token),
    data: {
      title,
      categories: ["Политика"],
      description: "Тестова статия",
      sections: [{ type: "paragraph", content: "<p>Текст на тестовата статия.</p>" }],
      isPublished,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return body.articleId ?? body.id;
}

export async function createCategory(request: APIRequestContext, token: string, name: string): Promise<number> {
  const response = await request.post("/api/admin/categories", { headers: bearer(token), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).categoryId;
}

export async function publicCategoryNames(request: APIRequestContext): Promise<string[]> {
  const body = await (await request.get("/api/categories")).json();
  return (Array.isArray(body) ? body : body.categories).map((c: { name: string }) => c.name);
}

/** Opens the admin dashboard (or `landing`) with the Owner signed in. */
export async function signInOwner(page: Page, landing?: string) {
  await openSignedIn(page, "admin", e2e.owner, landing);
}

/** The Owner signed in on every page the context opens, without a sign-in per page. */
export async function ownerOnEveryPage(context: BrowserContext, token: string) {
  await context.addInitScript((t) => {
    localStorage.setItem("authToken", t);
    localStorage.setItem("userType", "admin");
  }, token);
}

/** A second browser context for another person (their own local storage). */
export async function otherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2e.baseUrl, locale: "bg-BG", timezoneId: "Europe/Sofia" });
  return context.newPage();
}

/** Confirms the open confirmation dialog, checking its text. */
export async function confirmDialog(page: Page, text: string, button: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
