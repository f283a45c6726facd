import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/** A new password or a deactivation ends every session signed before it (issue 17, point 6). */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createStaff({ role: "Owner", username: "owner" });
}, 60_000);
afterAll(() => t.close());

const me = (token: string) => t.injectAs(token, { url: "/api/journalist/auth/me" }).then((r) => r.statusCode);
const update = (id: number, payload: object, by: string = owner.token) =>
  t.injectAs(by, { method: "PUT", url: `/api/admin/users/${id}`, payload });
const signIn = (username: string, password: string) =>
  t.app
    .inject({ method: "POST", url: "/api/journalist/auth/login", payload: { username, password } })
    .then((r) => r.json().token as string);

describe("sessions end with a new password or a deactivation", () => {
  it("an admin's new password for a journalist ends the journalist's sessions; the new password signs in", async () => {
    const writer = await t.createStaff({ username: "writer" });
    const other = await signIn("writer", writer.password);
    expect(await me(writer.token)).toBe(200);
    expect((await update(writer.user.id, { password: "a-new-password-1" })).statusCode).toBe(200);
    expect(await me(writer.token)).toBe(401);
    expect(await me(other)).toBe(401);
    expect(await me(await signIn("writer", "a-new-password-1"))).toBe(200);
  });

  it("a deactivation ends the sessions for good: they stay ended after the account is active again", async () => {
    const writer = await t.createStaff({ username: "paused" });
    expect((await update(writer.user.id, { isActive: false })).statusCode).toBe(200);
    expect(await me(writer.token)).toBe(403);
    expect((await update(writer.user.id, { isActive: true })).statusCode).toBe(200);
    expect(await me(writer.token)).toBe(401);
    expect(await me(await signIn("paused", writer.password))).toBe(200);
  });

  it("changing one's own password keeps the session that changed it (with a new token) and ends the others", async () => {
    const elsewhere = await signIn("owner", owner.password);
    const res = await update(owner.user.id, { password: "owner-new-password" });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token?: string };
    expect(token).toBeTypeOf("string");
    expect(await me(token!)).toBe(200);
    expect(await me(owner.token)).toBe(401);
    expect(await me(elsewhere)).toBe(401);
    // Renaming oneself ends nothing.
    const renamed = await update(owner.user.id, { name: "Собственик" }, token!);
    expect(renamed.json().token).toBeUndefined();
    expect(await me(token!)).toBe(200);
  });
});
