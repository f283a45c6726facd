import { describe, expect, it } from "vitest";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import { createWriterBypass } from "./writer-bypass.ts";

const clock = createTestClock(Date.UTC(2026, 10, 25, 12));
const appClock = () => new Date(clock.now());
const bypass = createWriterBypass(
  createTokenService("a-secret-that-is-long-enough-for-the-test-0123456789").mac,
  appClock,
);
const valueOf = (cookie: string) => cookie.split(";")[0]!;

describe("the writer's page-cache bypass", () => {
  it("admits the cookie the server made, until it expires", () => {
    const cookie = bypass.cookieFor(false);
    expect(cookie).toMatch(
      new RegExp(
        `^${pageCachePolicy.bypassCookie}=\\d+\\.[\\w-]{43}; Path=/; Max-Age=${pageCachePolicy.bypassSeconds}; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(bypass.cookieFor(true)).toMatch(/; Secure$/);
    expect(bypass.admits(`theme=dark; ${valueOf(cookie)}`)).toBe(true);
    clock.advance(pageCachePolicy.bypassSeconds * 1000 + 1);
    expect(bypass.admits(valueOf(cookie))).toBe(false);
  });

  it("admits nothing anybody can make: fresh=1, a changed expiry, another secret's signature", () => {
    const [expires, signature] = valueOf(bypass.cookieFor(false)).split("=")[1]!.split(".");
    const other = createWriterBypass(
      createTokenService("another-secret-that-is-long-enough-0123456789-abcdef").mac,
      appClock,
    );
    for (const cookie of [
      "fresh=1",
      `fresh=${Number(expires) + 60_000}.${signature}`,
      valueOf(other.cookieFor(false)),
      `refresh=${expires}.${signature}`,
      undefined,
    ]) {
      expect(bypass.admits(cookie), String(cookie)).toBe(false);
    }
  });
});
