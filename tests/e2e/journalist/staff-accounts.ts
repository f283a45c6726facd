import type { Page } from "@playwright/test";
import { e2e, expect } from "../fixtures.ts";

/**
 * A staff account of its own, made by the Owner through the API, for a test that changes how it
 * signs in (its second step, its sessions): the other staff tests keep theirs as they were.
 */
export async function newStaffAccount(page: Page, name: string, role: "Journalist" | "Admin" = "Journalist") {
  const username = `${role === "Admin" ? "admin" : "dvustepenen"}.${Date.now().toString(36)}`;
  const password = "edna-dulga-parola-123";
  const owner = await page.request.post("/api/admin/auth/login", { data: e2e.owner });
  const { token: ownerToken } = (await owner.json()) as { token: string };
  const created = await page.request.post("/api/admin/users", {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { username, password, name, ...(role === "Admin" ? { role } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { username, password, ownerToken };
}
