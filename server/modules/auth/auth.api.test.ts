import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerTexts } from "#common/messages/auth.ts";
import { auditLogs, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (door: "admin" | "journalist", body: unknown, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: `/api/${door}/auth/login`, payload: body as object, remoteAddress });

/** An account that has been used, then switched off (one never used awaits approval instead). */
async function usedThenDeactivated(staff: TestUser): Promise<TestUser> {
  await t.db.update(users).set({ lastActivity: new Date(), isActive: false }).where(eq(users.id, staff.user.id));
  return staff;
}

describe("admin login", () => {
  it("signs in an Owner and an Admin with a token and the user", async () => {
    for (const role of ["Owner", "Admin"] as const) {
      const staff = await t.createStaff({ role });
      const res = await login("admin", { username: staff.user.username, password: staff.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ id: staff.user.id, role, isActive: true, status: "Active" });
      expect(body.user).not.toHaveProperty("passwordHash");
      const me = await t.app.inject({ url: "/api/admin/auth/me", headers: { authorization: `Bearer ${body.token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe(staff.user.username);
    }
  });

  it("refuses a Journalist with 403 insufficient permissions", async () => {
    const journalist = await t.createStaff();
    const res = await login("admin", { username: journalist.user.username, password: journalist.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "insufficient permissions", code: "forbidden" });
  });

  it("answers 401 invalid credentials for a wrong password and for an unknown name alike", async () => {
    const admin = await t.createStaff({ role: "Admin" });
    const wrong = await login("admin", { username: admin.user.username, password: "not-the-password" });
    const unknown = await login("admin", { username: "nobody-here", password: "whatever-123" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "invalid credentials", code: "invalid_credentials" });
    }
  });

  it("answers 403 account is deactivated for an inactive account with the right password", async () => {
    const inactive = await usedThenDeactivated(await t.createStaff({ role: "Admin" }));
    const res = await login("admin", { username: inactive.user.username, password: inactive.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "account is deactivated", code: "account_deactivated" });
  });

  it("matches the username regardless of case", async () => {
    const admin = await t.createStaff({ role: "Admin", username: "Redaktor.Glaven" });
    const res = await login("admin", { username: "redaktor.glaven", password: admin.password });
    expect(res.statusCode).toBe(200);
  });

  it("answers 400 for missing, empty, mistyped or malformed input", async () => {
    expect((await login("admin", {})).statusCode).toBe(400);
    expect((await login("admin", { username: "", password: "" })).statusCode).toBe(400);
    expect((await login("admin", { username: 5, password: ["x"] })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "owner", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty("error");
    const body = (await login("admin", { username: "", password: "x" })).json();
    expect(body.fields).toHaveProperty("username");
  });
});

describe("journalist login", () => {
  it("admits every active staff role", async () => {
    for (const role of ["Journalist", "Admin", "Owner"] as const) {
      const staff = await t.createStaff({ role });
      const res = await login("journalist", { username: staff.user.username, password: staff.password });
      expect(res.statusCode, role).toBe(200);
      const me = await t.app.inject({
        url: "/api/journalist/auth/me",
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it("refuses an inactive journalist", async () => {
    const inactive = await usedThenDeactivated(await t.createStaff());
    const res = await login("journalist", { username: inactive.user.username, password: inactive.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("account is deactivated");
  });
});

describe("every authenticated call re-checks the account", () => {
  it("401 without a token, with a garbage token, or with a token signed by another key", async () => {
    expect((await t.app.inject({ url: "/api/admin/auth/me" })).statusCode).toBe(401);
    expect((await t.injectAs("garbage", { url: "/api/admin/auth/me" })).statusCode).toBe(401);
    const forged =
      "eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhZG1pbiIsInN1YiI6IjEiLCJpc3MiOiJocm9uaWthIn0.3w0L0Zt1bV2qKp3Qe4s5Yx6nJb8hXo9Wc1uR2d3F4g4";
    expect((await t.injectAs(forged, { url: "/api/admin/auth/me" })).statusCode).toBe(401);
  });

  it("refuses a deactivated account at once, with the token it already holds", async () => {
    const admin = await t.createStaff({ role: "Admin" });
    expect((await t.injectAs(admin, { url: "/api/admin/auth/me" })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, admin.user.id));
    const res = await t.injectAs(admin, { url: "/api/admin/auth/me" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("account is deactivated");
  });

  it("refuses the token of a deleted account with 401", async () => {
    const journalist = await t.createStaff();
    await t.db.delete(users).where(eq(users.id, journalist.user.id));
    expect((await t.injectAs(journalist, { url: "/api/journalist/auth/me" })).statusCode).toBe(401);
  });

  it("keeps a Journalist out of the admin profile with 403", async () => {
    const journalist = await t.createStaff();
    expect((await t.injectAs(journalist, { url: "/api/admin/auth/me" })).statusCode).toBe(403);
  });

  it("records the last activity", async () => {
    const journalist = await t.createStaff();
    await t.injectAs(journalist, { url: "/api/journalist/auth/me" });
    const [row] = await t.db.select().from(users).where(eq(users.id, journalist.user.id));
    expect(row!.lastActivity).toBeInstanceOf(Date);
  });
});

describe("audit of logins", () => {
  it("writes LOGIN_SUCCESS and LOGIN_FAILED with the user, the reason and the IP address", async () => {
    const admin = await t.createStaff({ role: "Admin" });
    await login("admin", { username: admin.user.username, password: admin.password }, "198.51.100.23");
    await login("admin", { username: admin.user.username, password: "wrong-password" }, "198.51.100.24");
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, admin.user.id));
    const success = rows.find((r) => r.action === "LOGIN_SUCCESS");
    const failure = rows.find((r) => r.action === "LOGIN_FAILED");
    expect(success).toMatchObject({ entityType: "AUTH", username: admin.user.username, ipAddress: "198.51.100.23" });
    expect(failure).toMatchObject({ entityType: "AUTH", ipAddress: "198.51.100.24" });
    expect(failure!.details).toContain("invalid credentials");
  });

  it("logs a failed login for an unknown name too", async () => {
    await login("journalist", { username: "ghost-user", password: "whatever-1" }, "198.51.100.99");
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.username, "ghost-user"), eq(auditLogs.action, "LOGIN_FAILED")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ipAddress).toBe("198.51.100.99");
  });
});

describe("login throttling", () => {
  it("answers 429 with Retry-After after repeated failures for one account from one address, even with the right password", async () => {
    const target = await t.createStaff({ role: "Admin" });
    for (let i = 0; i < 10; i++) {
      const res = await login("admin", { username: target.user.username, password: `guess-${i}` }, "192.0.2.1");
      expect(res.statusCode).toBe(401);
    }
    const locked = await login("admin", { username: target.user.username, password: target.password }, "192.0.2.1");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error).toBe("too many requests");
  });

  it("answers 429 after repeated failures from one IP across many names", async () => {
    const ip = "192.0.2.250";
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await login("journalist", { username: `spray-${i}`, password: "password-1" }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});

const applicant = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: "dobra-parola-1",
  name: "Нов Автор",
  email: `${username}@example.bg`,
  ...extra,
});

describe("registration", () => {
  it("by default creates an inactive Journalist awaiting approval, with the name and e-mail given, without a token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: applicant("nov.avtor", { name: "  Петя Колева ", email: " Petya.Koleva@Example.bg " }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(registerTexts.success);
    expect(body.user).toMatchObject({
      username: "nov.avtor",
      role: "Journalist",
      isActive: false,
      name: "Петя Колева",
      email: "Petya.Koleva@Example.bg",
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored).toMatchObject({ name: "Петя Колева", email: "Petya.Koleva@Example.bg" });
    expect(body.token).toBeUndefined();
    const attempt = await login("journalist", { username: "nov.avtor", password: "dobra-parola-1" });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().error).toBe("account awaits approval");
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "CREATE"), eq(auditLogs.entityType, "USER")));
    expect(audit.find((a) => a.entityId === String(body.user.id))?.details).toBe(
      'registered as "Петя Колева" <Petya.Koleva@Example.bg> (awaiting approval)',
    );
  });

  it("asks for a name and a valid e-mail, in Bulgarian, and takes an e-mail only once in any case (issue 29, point 8)", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "bez.ime", password: "dobra-parola-1" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      name: registerTexts.nameRequired,
      email: registerTexts.emailRequired,
    });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: applicant("los.imeil", { name: " ", email: "ne-e-imeil" }),
    });
    expect(bad.json().fields).toMatchObject({ name: registerTexts.nameRequired, email: registerTexts.emailInvalid });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/register",
          payload: applicant("parvi", { email: "edin@example.bg" }),
        })
      ).statusCode,
    ).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: applicant("vtori", { email: "EDIN@example.bg" }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: registerTexts.emailTaken, code: "conflict" });
  });

  it("answers 409 for a name that exists, in any case", async () => {
    await t.createStaff({ username: "zaet.avtor" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: applicant("ZAET.avtor"),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "username already exists", code: "conflict" });
  });

  it("answers 400 with the failing fields for a short password or a bad name", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: applicant("a b", { password: "short", email: "a.b@example.bg" }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["password", "username"]);
  });
});

describe("registration modes", () => {
  it("open: the account is active and signed in at once", async () => {
    const open = await createTestApp({ REGISTRATION: "open" });
    try {
      const res = await open.app.inject({ method: "POST", url: "/api/register", payload: applicant("otvoren") });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.isActive).toBe(true);
      const me = await open.injectAs(res.json().token, { url: "/api/journalist/auth/me" });
      expect(me.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("closed: 403 registration is closed", async () => {
    const closed = await createTestApp({ REGISTRATION: "closed" });
    try {
      const res = await closed.app.inject({ method: "POST", url: "/api/register", payload: applicant("zatvoren") });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("registration is closed");
    } finally {
      await closed.close();
    }
  });
});
