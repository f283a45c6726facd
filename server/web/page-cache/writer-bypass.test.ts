import { describe, expect, it } from "vitest";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import { createWriterBypass } from "./writer-bypass.ts";

const bypass = createWriterBypass(createTokenService("a-secret-that-is-long-enough-for-the-test-0123456789").mac);
const valueOf = (cookie: string) => cookie.split(";")[0]!;

describe("the writer's page-cache bypass", () => {
  it("admits the cookie the server made, until it expires", () => {
    const now = Date.now();
    const cookie = bypass.cookieFor(false, now);
    expect(cookie).toMatch(new RegExp(`^${pageCachePolicy.bypassCookie}=\\d+\\.[\\w-]{43}; Path=/; Max-Age=${pageCachePolicy.bypassSeconds}; HttpOnly; SameSite=Lax$`));
    expect(bypass.cookieFor(true, now)).toMatch(/; Secure$/);
    expect(bypass.admits(`theme=dark; ${valueOf(cookie)}`, now)).toBe(true);
    expect(bypass.admits(valueOf(cookie), now + pageCachePolicy.bypassSeconds * 1000 + 1)).toBe(false);
  });

  it("admits nothing anybody can make: fresh=1, a changed expiry, another secret's signature", () => {
    const now = Date.now();
    const [expires, signature] = valueOf(bypass.cookieFor(false, now)).split("=")[1]!.split(".");
    const other = createWriterBypass(createTokenService("another-secret-that-is-long-enough-0123456789-abcdef").mac);
    for (const cookie of [
      "fresh=1",
      `fresh=${Number(expires) + 60_000}.${signature}`,
      valueOf(other.cookieFor(false, now)),
      `refresh=${expires}.${signature}`,
      undefined,
    ]) {
      expect(bypass.admits(cookie, now), String(cookie)).toBe(false);
    }
  });
});
