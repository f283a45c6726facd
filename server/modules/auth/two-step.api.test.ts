import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#common/limits.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";
import { auditLogs, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

// A fixed moment, on a step's boundary plus 10 s: nothing depends on today's date or the machine's zone.
const clock = createTestClock(Date.UTC(2026, 2, 10, 9, 0, 10));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

let address = 0;
/** Each test signs in from an address of its own, so the limits of one don't reach another. */
const newAddress = () => `192.0.2.${++address}`;

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() + offsetSteps * 30_000 });

const cyrillic = /\p{Script=Cyrillic}/u;

type Enrolled = TestUser & { secret: string; backupCodes: string[] };

/** Turns the second step on for an account, through the API: start, confirm with a current code. */
async function enrol(staff: TestUser): Promise<Enrolled> {
  const setup = await t.injectAs(staff, { method: "POST", url: "/api/journalist/two-step/setup" });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await t.injectAs(staff, {
    method: "POST",
    url: "/api/journalist/two-step/confirm",
    payload: { code: codeAt(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  const body = confirm.json();
  // The next code is of the next step: the confirming one is used up.
  clock.advance(30_000);
  return { ...staff, token: body.token, secret, backupCodes: body.backupCodes };
}

const passwordStep = (door: "admin" | "journalist", staff: TestUser, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/${door}/auth/login`,
    payload: { username: staff.user.username, password: staff.password },
    remoteAddress,
  });

const codeStep = (door: "admin" | "journalist", challenge: string, code: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: `/api/${door}/auth/two-step`, payload: { challenge, code }, remoteAddress });

async function challengeOf(staff: TestUser, remoteAddress: string, door: "admin" | "journalist" = "journalist") {
  const res = await passwordStep(door, staff, remoteAddress);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ twoStep: "code", challenge: expect.any(String), expiresAt: expect.any(String) });
  return body.challenge as string;
}

describe("enrolment", () => {
  it("starts with a secret, an otpauth:// address and a QR code, and is on only once a code confirms it", async () => {
    const staff = await t.createStaff();
    const setup = await t.injectAs(staff, { method: "POST", url: "/api/journalist/two-step/setup" });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}.*period=30/);
    expect(uri).toContain(encodeURIComponent(staff.user.username));
    expect(qrSvg).toMatch(/^<svg[^>]*>/);

    // Not on yet: the password alone still signs in.
    const before = await passwordStep("journalist", staff, newAddress());
    expect(before.json()).toHaveProperty("token");

    const wrong = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/confirm",
      payload: { code: codeAt(secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(twoStepErrors.codeWrong);

    const malformed = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/confirm",
      payload: { code: "12ab" },
    });
    expect(malformed.statusCode).toBe(400);
    // A body that breaks its schema: "invalid input" (the screens' Bulgarian), the field's own text.
    expect(malformed.json().fields).toEqual({ code: twoStepErrors.codeMalformed });

    const confirm = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/confirm",
      payload: { code: codeAt(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const { backupCodes, token } = confirm.json();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(backupCodes).size).toBe(10);

    // Turning it on ends the other sessions; the one that did it goes on with its new token.
    expect((await t.injectAs(staff, { url: "/api/journalist/auth/me" })).statusCode).toBe(401);
    const status = await t.injectAs(token, { url: "/api/journalist/two-step" });
    expect(status.json()).toMatchObject({ enabled: true, backupCodesLeft: 10, required: false });
    expect((await t.injectAs(token, { url: "/api/journalist/auth/me" })).json().twoStep).toBe(true);

    // Stored: the secret encrypted, the backup codes hashed.
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.backupCodeHashes).toHaveLength(10);
    for (const code of backupCodes) expect(row!.backupCodeHashes.join()).not.toContain(code.replace("-", ""));

    const again = await t.injectAs(token, { method: "POST", url: "/api/journalist/two-step/setup" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(twoStepErrors.alreadyOn);
  });

  it("refuses a confirmation without a started set-up", async () => {
    const staff = await t.createStaff();
    const res = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/confirm",
      payload: { code: "123456" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(twoStepErrors.noSetupStarted);
  });
});

describe("sign-in with the second step", () => {
  it("asks for a code after the password and gives a session for a right one", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const challenge = await challengeOf(staff, from);
    // The challenge is no session.
    expect((await t.injectAs(challenge, { url: "/api/journalist/auth/me" })).statusCode).toBe(401);
    const res = await codeStep("journalist", challenge, codeAt(staff.secret), from);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: staff.user.id, twoStep: true });
    expect((await t.injectAs(body.token, { url: "/api/journalist/auth/me" })).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, staff.user.id))
      .orderBy(auditLogs.id)
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({ action: "LOGIN_SUCCESS", details: "journalist login (two-step: app code)" });
  });

  it("works at the admin door too, and a challenge of one door is not taken at the other", async () => {
    const admin = await enrol(await t.createStaff({ role: "Admin" }));
    const from = newAddress();
    const challenge = await challengeOf(admin, from, "admin");
    const other = await codeStep("journalist", challenge, codeAt(admin.secret), from);
    expect(other.statusCode).toBe(401);
    expect(other.json().error).toBe(twoStepErrors.challengeInvalid);
    const res = await codeStep("admin", challenge, codeAt(admin.secret), from);
    expect(res.statusCode).toBe(200);
    expect((await t.injectAs(res.json().token, { url: "/api/admin/auth/me" })).statusCode).toBe(200);
  });

  it("accepts a code one step off either way and refuses two steps off", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    // Past the step the enrolment used.
    clock.advance(60_000);
    for (const offset of [-1, 1]) {
      const res = await codeStep("journalist", await challengeOf(staff, from), codeAt(staff.secret, offset), from);
      expect(res.statusCode).toBe(200);
      clock.advance(90_000);
    }
    for (const offset of [-2, 2]) {
      const res = await codeStep("journalist", await challengeOf(staff, from), codeAt(staff.secret, offset), from);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: twoStepErrors.codeWrong, code: "two_step_code_wrong" });
    }
  });

  it("never takes a code twice, nor an earlier step's code after a later one", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const code = codeAt(staff.secret);
    expect((await codeStep("journalist", await challengeOf(staff, from), code, from)).statusCode).toBe(200);
    const again = await codeStep("journalist", await challengeOf(staff, from), code, from);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: twoStepErrors.codeReused, code: "two_step_code_reused" });
    const earlier = await codeStep("journalist", await challengeOf(staff, from), codeAt(staff.secret, -1), from);
    expect(earlier.json().error).toBe(twoStepErrors.codeReused);
    clock.advance(30_000);
  });

  it("takes a backup code once, in any spelling", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const backup = staff.backupCodes[0]!;
    const typed = ` ${backup.toLowerCase().replace("-", " ")} `;
    const res = await codeStep("journalist", await challengeOf(staff, from), typed, from);
    expect(res.statusCode).toBe(200);
    const status = await t.injectAs(res.json().token, { url: "/api/journalist/two-step" });
    expect(status.json().backupCodesLeft).toBe(9);
    const again = await codeStep("journalist", await challengeOf(staff, from), backup, from);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(twoStepErrors.codeReused);
    const unknown = await codeStep("journalist", await challengeOf(staff, from), "ABCDE-FGHJK", from);
    expect(unknown.json().error).toBe(twoStepErrors.codeWrong);
  });

  it("refuses an expired challenge and a forged one, in Bulgarian", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const challenge = await challengeOf(staff, from);
    clock.advance(5 * 60_000 + 1_000);
    const late = await codeStep("journalist", challenge, codeAt(staff.secret), from);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: twoStepErrors.challengeExpired, code: "two_step_challenge_expired" });
    const forged = await codeStep("journalist", `${challenge.slice(0, -4)}AAAA`, codeAt(staff.secret), from);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(twoStepErrors.challengeInvalid);
    // A session token is no challenge.
    const session = await codeStep("journalist", staff.token, codeAt(staff.secret), from);
    expect(session.json().error).toBe(twoStepErrors.challengeInvalid);
  });

  it("answers malformed codes with 400 and a Bulgarian text, never a 500", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const challenge = await challengeOf(staff, from);
    for (const code of ["", "12345", "1234567", "abc", "12345678901", "ЖЖЖЖЖЖ", "x".repeat(40)]) {
      const res = await codeStep("journalist", challenge, code, from);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error, code).toMatch(cyrillic);
    }
    for (const payload of [{ challenge }, { challenge, code: 123456 }, { challenge, code: "x".repeat(41) }, {}]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/journalist/auth/two-step",
        payload,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("counts wrong, reused and malformed codes towards the sign-in limits", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const max = rateLimits.signIn.accountAndAddress.max;
    const used = codeAt(staff.secret);
    expect((await codeStep("journalist", await challengeOf(staff, from), used, from)).statusCode).toBe(200);
    const challenge = await challengeOf(staff, from);
    const wrongs = [used, "000000", "abc"];
    for (let i = 0; i < max; i++) {
      const res = await codeStep("journalist", challenge, wrongs[i % wrongs.length]!, from);
      expect([400, 401]).toContain(res.statusCode);
    }
    // Even the right code is refused now, and the password step with it.
    const limited = await codeStep("journalist", challenge, codeAt(staff.secret, 1), from);
    expect(limited.statusCode).toBe(429);
    expect((await passwordStep("journalist", staff, from)).statusCode).toBe(429);
    // Another address of the same account is not locked out.
    const elsewhere = newAddress();
    expect(
      (await codeStep("journalist", await challengeOf(staff, elsewhere), codeAt(staff.secret, 1), elsewhere))
        .statusCode,
    ).toBe(200);
    const failures = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, staff.user.id));
    expect(failures.filter((row) => row.action === "LOGIN_FAILED").length).toBeGreaterThanOrEqual(max);
    clock.advance(60_000);
  });
});

describe("turning it off and new backup codes", () => {
  it("needs a code or the password, and ends the other sessions", async () => {
    const staff = await enrol(await t.createStaff());
    const from = newAddress();
    const signedIn = (await codeStep("journalist", await challengeOf(staff, from), codeAt(staff.secret), from)).json();
    clock.advance(30_000);

    const none = await t.injectAs(staff, { method: "POST", url: "/api/journalist/two-step/disable", payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ code: twoStepErrors.proofRequired });
    const wrongPassword = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/disable",
      payload: { password: "not-the-password" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toBe(twoStepErrors.wrongPassword);

    const fresh = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/backup-codes",
      payload: { code: codeAt(staff.secret) },
    });
    expect(fresh.statusCode).toBe(200);
    const newCodes: string[] = fresh.json().backupCodes;
    expect(newCodes).toHaveLength(10);
    clock.advance(30_000);

    const off = await t.injectAs(staff, {
      method: "POST",
      url: "/api/journalist/two-step/disable",
      payload: { code: newCodes[0] },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.injectAs(signedIn.token, { url: "/api/journalist/auth/me" })).statusCode).toBe(401);
    expect((await t.injectAs(off.json().token, { url: "/api/journalist/auth/me" })).json().twoStep).toBe(false);
    // The password alone signs in again.
    expect((await passwordStep("journalist", staff, from)).json()).toHaveProperty("token");
  });
});

describe("the Owner's requirement", () => {
  it("is nobody by default; admins or all staff are then led to the set-up at their next sign-in", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    const admin = await t.createStaff({ role: "Admin" });
    const journalist = await t.createStaff();
    const from = newAddress();
    expect((await t.injectAs(owner, { url: "/api/admin/two-step" })).json()).toEqual({ requirement: "nobody" });

    const set = await t.injectAs(owner, {
      method: "PUT",
      url: "/api/admin/two-step",
      payload: { requirement: "admins" },
    });
    expect(set.statusCode).toBe(200);
    expect((await passwordStep("journalist", journalist, from)).json().twoStepSetup).toBeUndefined();
    const forced = await passwordStep("admin", admin, from);
    expect(forced.statusCode).toBe(200);
    const { token, twoStepSetup } = forced.json();
    expect(twoStepSetup).toBe(true);

    // The session reaches the set-up alone, on the server.
    for (const url of ["/api/admin/dashboard", "/api/admin/articles", "/api/journalist/articles"]) {
      const res = await t.injectAs(token, { url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: twoStepErrors.setupRequired, code: "two_step_setup_required" });
    }
    expect((await t.injectAs(token, { url: "/api/admin/auth/me" })).statusCode).toBe(200);
    expect((await t.injectAs(token, { url: "/api/journalist/two-step" })).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    const setup = await t.injectAs(token, { method: "POST", url: "/api/journalist/two-step/setup" });
    const confirm = await t.injectAs(token, {
      method: "POST",
      url: "/api/journalist/two-step/confirm",
      payload: { code: codeAt(setup.json().secret) },
    });
    expect(confirm.statusCode).toBe(200);
    // Its new token is a whole session, of the door it signed in at.
    expect((await t.injectAs(confirm.json().token, { url: "/api/admin/dashboard" })).statusCode).toBe(200);
    clock.advance(30_000);

    // Required: it can't be turned off.
    const off = await t.injectAs(confirm.json().token, {
      method: "POST",
      url: "/api/journalist/two-step/disable",
      payload: { password: admin.password },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(twoStepErrors.requiredCannotTurnOff);

    await t.injectAs(owner, { method: "PUT", url: "/api/admin/two-step", payload: { requirement: "staff" } });
    expect((await passwordStep("journalist", journalist, from)).json().twoStepSetup).toBe(true);
    await t.injectAs(owner, { method: "PUT", url: "/api/admin/two-step", payload: { requirement: "nobody" } });
    expect((await passwordStep("journalist", journalist, from)).json().twoStepSetup).toBeUndefined();
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, owner.user.id));
    expect(audit.map((row) => row.details)).toContain("Two-step sign-in required of: nobody → admins");
  });

  it("is the Owner's alone, and refuses a value outside its choices", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    const admin = await t.createStaff({ role: "Admin" });
    expect((await t.injectAs(admin, { url: "/api/admin/two-step" })).statusCode).toBe(403);
    const bad = await t.injectAs(owner, {
      method: "PUT",
      url: "/api/admin/two-step",
      payload: { requirement: "editors" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the Owner's reset", () => {
  it("turns another account's second step off, ends its sessions and is audited", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    const staff = await enrol(await t.createStaff());
    const admin = await t.createStaff({ role: "Admin" });
    const byAdmin = await t.injectAs(admin, { method: "DELETE", url: `/api/admin/users/${staff.user.id}/two-step` });
    expect(byAdmin.statusCode).toBe(403);
    const byJournalist = await t.injectAs(staff, {
      method: "DELETE",
      url: `/api/admin/users/${admin.user.id}/two-step`,
    });
    expect(byJournalist.statusCode).toBe(403);

    const reset = await t.injectAs(owner, { method: "DELETE", url: `/api/admin/users/${staff.user.id}/two-step` });
    expect(reset.statusCode).toBe(200);
    expect((await t.injectAs(staff, { url: "/api/journalist/auth/me" })).statusCode).toBe(401);
    expect((await passwordStep("journalist", staff, newAddress())).json()).toHaveProperty("token");
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, owner.user.id));
    expect(audit.map((row) => row.details)).toContain(
      `Reset two-step sign-in of ${staff.user.username}; their sessions ended`,
    );

    const notOn = await t.injectAs(owner, { method: "DELETE", url: `/api/admin/users/${staff.user.id}/two-step` });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().error).toBe(twoStepErrors.resetNotOn);
    const own = await t.injectAs(owner, { method: "DELETE", url: `/api/admin/users/${owner.user.id}/two-step` });
    expect(own.statusCode).toBe(409);
    expect((await t.injectAs(owner, { method: "DELETE", url: "/api/admin/users/999999/two-step" })).statusCode).toBe(
      404,
    );
  });
});
