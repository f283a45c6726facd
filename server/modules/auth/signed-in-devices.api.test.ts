import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionErrors, sessionTexts } from "#common/messages/sessions.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { auditLogs } from "#server/db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

// Issue 35, point 4 (decision 0133): the signed-in devices a staff account sees and ends.
const clock = createTestClock(Date.UTC(2026, 6, 1, 7, 0, 0));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

const chromeOnLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const safariOnIPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let address = 0;
/** Signs in through the door's form API, as a browser would: a session of its own. */
async function signIn(staff: TestUser, userAgent: string, door: "admin" | "journalist" = "journalist") {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/${door}/auth/login`,
    payload: { username: staff.user.username, password: staff.password },
    headers: { "user-agent": userAgent },
    remoteAddress: `198.51.100.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const as = (token: string, method: "GET" | "DELETE" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const list = async (token: string) => {
  const res = await as(token, "GET", "/api/journalist/sessions");
  expect(res.statusCode, res.body).toBe(200);
  type Listed = { id: string; device: string; door: string; current: boolean; addressHash: string; lastUsedAt: string };
  // The session createStaff made (its browser is "tests", a device nobody knows) is left out.
  return (res.json().sessions as Listed[]).filter((session) => session.device !== sessionTexts.unknownDevice);
};
const works = async (token: string) => (await as(token, "GET", "/api/journalist/auth/me")).statusCode;

describe("signed-in devices", () => {
  it("lists each sign-in with its browser, door and network key, the asking one marked, and never the address", async () => {
    const staff = await t.createStaff({ role: "Admin" });
    const laptop = await signIn(staff, chromeOnLinux, "admin");
    clock.advance(60_000);
    const phone = await signIn(staff, safariOnIPhone);
    const sessions = await list(phone);
    expect(sessions.map(({ device, door, current }) => ({ device, door, current }))).toEqual([
      { device: "Safari на iOS 17.5", door: "journalist", current: true },
      { device: "Chrome 131 на Linux", door: "admin", current: false },
    ]);
    for (const session of sessions) {
      expect(session.addressHash).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(JSON.stringify(session)).not.toContain("198.51.100");
    }
    expect((await list(laptop)).find((s) => s.current)?.device).toBe("Chrome 131 на Linux");
  });

  it("ends another device: its token is refused at once, and the audit log says so", async () => {
    const staff = await t.createStaff();
    const laptop = await signIn(staff, chromeOnLinux);
    const phone = await signIn(staff, safariOnIPhone);
    const other = (await list(laptop)).find((s) => !s.current)!;
    const ended = await as(laptop, "DELETE", `/api/journalist/sessions/${other.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(sessionTexts.ended);
    expect(await works(phone)).toBe(401);
    expect((await as(phone, "GET", "/api/journalist/auth/me")).json().error).toBe(serverErrors.invalidToken);
    expect(await works(laptop)).toBe(200);
    expect((await list(laptop)).map((s) => s.device)).toEqual(["Chrome 131 на Linux"]);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, staff.user.id), eq(auditLogs.action, "DELETE")));
    expect(audit.map((row) => row.details)).toEqual(["Ended a session: Safari на iOS 17.5 (journalist)"]);

    // Ended once is ended: again, or one of another account, is "no such session" in Bulgarian.
    const again = await as(laptop, "DELETE", `/api/journalist/sessions/${other.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(sessionErrors.notFound);
    const stranger = await t.createStaff();
    const strangers = await signIn(stranger, chromeOnLinux);
    const mine = (await list(laptop))[0]!;
    expect((await as(strangers, "DELETE", `/api/journalist/sessions/${mine.id}`)).statusCode).toBe(404);
    expect(await works(laptop)).toBe(200);
  });

  it("signing out ends the session itself", async () => {
    const staff = await t.createStaff();
    const token = await signIn(staff, chromeOnLinux);
    const own = (await list(token)).find((session) => session.current)!;
    expect((await as(token, "DELETE", `/api/journalist/sessions/${own.id}`)).statusCode).toBe(200);
    expect(await works(token)).toBe(401);
  });

  it("ends all the others: they are refused, this one goes on, and tokens from before sessions were kept end too", async () => {
    const staff = await t.createStaff();
    const here = await signIn(staff, chromeOnLinux);
    const phone = await signIn(staff, safariOnIPhone);
    const tablet = await signIn(staff, safariOnIPhone);
    // A token signed before this change named no session: it works until "end all others".
    const sessionless = await t.tokens.sign({ userId: staff.user.id, userType: "journalist", version: 0 });
    expect(await works(sessionless)).toBe(200);
    const res = await as(here, "POST", "/api/journalist/sessions/end-others");
    expect(res.statusCode, res.body).toBe(200);
    const { token, ended } = res.json();
    // The test's own session (createStaff's) and the two devices.
    expect(ended).toBe(3);
    expect([await works(phone), await works(tablet), await works(staff.token), await works(sessionless)]).toEqual([
      401, 401, 401, 401,
    ]);
    expect([await works(here), await works(token)]).toEqual([200, 200]);
    const left = await list(token);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ device: "Chrome 131 на Linux", current: true });

    // From a token that named no session, the answer's token is a session of its own.
    const veteran = await t.createStaff();
    const old = await t.tokens.sign({ userId: veteran.user.id, userType: "journalist", version: 0 });
    const renewed = (await as(old, "POST", "/api/journalist/sessions/end-others")).json().token as string;
    expect([await works(old), await works(renewed), await works(veteran.token)]).toEqual([401, 200, 401]);
    const sessions = (await as(renewed, "GET", "/api/journalist/sessions")).json().sessions;
    expect(sessions.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it("a new password or the second step turned on leaves only the session that did it", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    const here = await signIn(owner, chromeOnLinux, "admin");
    const elsewhere = await signIn(owner, safariOnIPhone, "admin");
    const [before] = (await list(here)).filter((s) => s.current);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/users/${owner.user.id}`,
      headers: { authorization: `Bearer ${here}` },
      payload: { password: "a-brand-new-password-1" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = changed.json().token as string;
    expect(await works(elsewhere)).toBe(401);
    const after = await list(renewed);
    expect(after).toHaveLength(1);
    // The same device, the same session: renewed, not made anew.
    expect(after[0]).toMatchObject({ id: before!.id, current: true });
  });

  it("writes the last use at most once a minute", async () => {
    const staff = await t.createStaff();
    const token = await signIn(staff, chromeOnLinux);
    const lastUse = async () => (await list(token)).find((session) => session.current)!.lastUsedAt;
    const first = await lastUse();
    clock.advance(30_000);
    expect(await lastUse()).toBe(first);
    clock.advance(31_000);
    await works(token);
    expect(await lastUse()).toBe(new Date(clock.now()).toISOString());
  });

  it("refuses a session id of the wrong shape with a 4xx, and a token naming a made-up session", async () => {
    const staff = await t.createStaff();
    const token = await signIn(staff, chromeOnLinux);
    expect((await as(token, "DELETE", `/api/journalist/sessions/${"x".repeat(65)}`)).statusCode).toBe(400);
    expect((await as(token, "DELETE", "/api/journalist/sessions/%00")).statusCode).toBeLessThan(500);
    const forged = await t.tokens.sign({
      userId: staff.user.id,
      userType: "journalist",
      version: staff.user.tokenVersion,
      sessionId: "A".repeat(22),
    });
    expect(await works(forged)).toBe(401);
  });
});
