import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "approval" });
  admin = await t.createStaff({ role: "Admin", username: "approver" });
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/journalist/auth/login", payload: { username, password } });

async function register(username: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username, password: "dobra-parola-2026", name: "Кандидат Журналист", email: `${username}@example.bg` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().user as { id: number; name: string | null; isActive: boolean };
}

describe("a self-registered journalist (decision 0052)", () => {
  it("is counted on the admin dashboard while awaiting approval (issue 29, point 8)", async () => {
    const before = (await t.injectAs(admin, { url: "/api/admin/dashboard" })).json().awaitingApproval as number;
    const applicant = await register("applicant.counted");
    expect((await t.injectAs(admin, { url: "/api/admin/dashboard" })).json().awaitingApproval).toBe(before + 1);
    await t.injectAs(admin, { method: "PUT", url: `/api/admin/users/${applicant.id}`, payload: { isActive: true } });
    expect((await t.injectAs(admin, { url: "/api/admin/dashboard" })).json().awaitingApproval).toBe(before);
  });

  it("is told at sign-in that the account awaits approval, and is activated by {isActive: true}", async () => {
    const applicant = await register("applicant.one");
    expect(applicant).toMatchObject({ name: "Кандидат Журналист", isActive: false });

    const early = await login("applicant.one", "dobra-parola-2026");
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe("account awaits approval");

    const approved = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${applicant.id}`,
      payload: { isActive: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      isActive: true,
      status: "Active",
      name: "Кандидат Журналист",
      email: "applicant.one@example.bg",
    });

    expect((await login("applicant.one", "dobra-parola-2026")).statusCode).toBe(200);
  });

  it("still needs a full name when the form sets one (SPEC.md §5), and keeps one once given", async () => {
    const applicant = await register("applicant.two");
    const empty = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${applicant.id}`,
      payload: { name: "  ", isActive: true },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Името е задължително за журналистите");

    const named = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${applicant.id}`,
      payload: { name: "Нова Журналистка", status: "Active" },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ name: "Нова Журналистка", isActive: true });
  });

  it("is told the account is deactivated once it has been used and switched off", async () => {
    const applicant = await register("applicant.three");
    await t.injectAs(admin, { method: "PUT", url: `/api/admin/users/${applicant.id}`, payload: { isActive: true } });
    expect((await login("applicant.three", "dobra-parola-2026")).statusCode).toBe(200);
    await t.injectAs(admin, { method: "PUT", url: `/api/admin/users/${applicant.id}`, payload: { isActive: false } });

    const refused = await login("applicant.three", "dobra-parola-2026");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("account is deactivated");
  });
});
