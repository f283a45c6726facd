import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "#server/db/schema.ts";
import { rateLimits } from "#common/limits.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Brute force is slowed per account and per address, and no stranger can lock a user out of
 * their own sign-in from their own address; refusals are one audit row per burst (issue 17, point 4).
 */

const signInRules = {
  perAccountAndAddress: rateLimits.signIn.accountAndAddress.max,
  perAddress: rateLimits.signIn.address.max,
  perAccount: rateLimits.signIn.account.max,
};

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  owner = await t.createStaff({ role: "Owner", username: "owner" });
}, 60_000);
afterAll(() => t.close());

/** A sign-in at the admin door from a reader's address, as a trusted proxy reports it. */
const signIn = (username: string, password: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: { username, password },
    headers: { "x-forwarded-for": address },
  });

describe("sign-in limits", () => {
  it("slows one account from one address, and lets its owner in from their own address", async () => {
    for (let i = 0; i < signInRules.perAccountAndAddress; i++)
      expect((await signIn("owner", `guess-${i}`, "198.51.100.1")).statusCode).toBe(401);
    const attacker = await signIn("owner", owner.password, "198.51.100.1");
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn("owner", owner.password, "192.0.2.10")).statusCode).toBe(200);
  });

  it("slows an address that tries many accounts, and nobody else", async () => {
    for (let i = 0; i < signInRules.perAddress; i++) await signIn(`nobody${i}`, "wrong-password", "198.51.100.2");
    expect((await signIn("owner", owner.password, "198.51.100.2")).statusCode).toBe(429);
    expect((await signIn("owner", owner.password, "192.0.2.10")).statusCode).toBe(200);
  });

  it("under an attack spread over many addresses, refuses new addresses but not the ones the account signs in from", async () => {
    const victim = await t.createStaff({ role: "Admin", username: "victim" });
    expect((await signIn("victim", victim.password, "192.0.2.20")).statusCode).toBe(200);
    for (let i = 0; i < signInRules.perAccount; i++)
      expect((await signIn("victim", "wrong-password", `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await signIn("victim", victim.password, "198.51.100.3")).statusCode).toBe(429);
    expect((await signIn("victim", victim.password, "192.0.2.20")).statusCode).toBe(200);
  });

  it("writes the refusals of a burst as one audit row with their count", async () => {
    await t.createStaff({ role: "Admin", username: "flooded" });
    const address = "198.51.100.4";
    for (let i = 0; i < 300; i++) await signIn("flooded", `guess-${i}`, address);
    const rows = () =>
      t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.username, "flooded"), eq(auditLogs.ipAddress, address)));
    const written = await rows();
    // The failures up to the limit one by one, then one row for the burst.
    expect(written).toHaveLength(signInRules.perAccountAndAddress + 1);
    const refused = signInRules.perAccountAndAddress;
    await expect
      .poll(async () => (await rows()).map((r) => r.details).at(-1), { timeout: 10_000 })
      .toMatch(new RegExp(`, ${300 - refused} attempts in this burst$`));
  });
});
