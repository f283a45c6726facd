import { describe, expect, it } from "vitest";
import { rateLimits } from "#common/limits.ts";
import { HttpError } from "./errors.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { addressKey } from "./reader-address.ts";

function limiterAt(start = Date.UTC(2026, 10, 25, 12, 0, 0)) {
  let time = start;
  const limiter = createRateLimiter({ now: () => time, addressKey });
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe("rate limiter", () => {
  it("allows a rule's max in its window, then refuses with the seconds until one more is allowed", () => {
    const { limiter, advance } = limiterAt();
    const { max, windowMs } = rateLimits.comment.reader;
    for (let i = 0; i < max; i++)
      expect(limiter.reserve("comment", { reader: "r", address: `a${i}` }).refused).toBe(false);
    const refused = limiter.reserve("comment", { reader: "r", address: "other" });
    expect(refused).toMatchObject({ refused: true, strategy: "comment", scope: "reader", key: "r" });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    // The window, and at most a tenth more (the uses are kept in tenths of the window).
    expect(wait).toBeGreaterThanOrEqual(windowMs / 1000);
    expect(wait).toBeLessThanOrEqual((windowMs * 1.1) / 1000 + 1);
    // A refusal counts nothing: the other address was not charged.
    advance(wait * 1000);
    expect(limiter.reserve("comment", { reader: "r", address: "other" }).refused).toBe(false);
  });

  it("checks every rule in order and counts under none of them when one is full", () => {
    const { limiter } = limiterAt();
    const { max } = rateLimits.comment.address;
    for (let i = 0; i < max; i++) limiter.reserve("comment", { reader: `r${i}`, address: "shared" });
    expect(limiter.reserve("comment", { reader: "fresh", address: "shared" })).toMatchObject({
      refused: true,
      scope: "address",
    });
    // "fresh" was not counted: from another address it has its whole allowance.
    for (let i = 0; i < rateLimits.comment.reader.max; i++)
      expect(limiter.reserve("comment", { reader: "fresh", address: `x${i}` }).refused).toBe(false);
  });

  it("gives a released use back, once", () => {
    const { limiter } = limiterAt();
    const max = rateLimits.like.address.max;
    const uses = Array.from({ length: max }, () => limiter.reserve("like", { address: "a" }));
    expect(limiter.reserve("like", { address: "a" }).refused).toBe(true);
    const first = uses[0]!;
    if (first.refused) throw new Error("unexpected refusal");
    first.release();
    first.release();
    expect(limiter.reserve("like", { address: "a" }).refused).toBe(false);
    expect(limiter.reserve("like", { address: "a" }).refused).toBe(true);
  });

  it("counts but does not check the rules named unchecked, and forgets a key on reset", () => {
    const { limiter } = limiterAt();
    const { max } = rateLimits.signIn.account;
    for (let i = 0; i < max; i++)
      limiter.reserve("signIn", { accountAndAddress: `owner\n${i}`, address: `${i}`, account: "owner" });
    const keys = { accountAndAddress: "owner\nhome", address: "home", account: "owner" };
    expect(limiter.reserve("signIn", keys)).toMatchObject({ refused: true, scope: "account" });
    expect(limiter.reserve("signIn", keys, { unchecked: ["account"] }).refused).toBe(false);
    limiter.reset("signIn", "account", "owner");
    expect(limiter.reserve("signIn", keys).refused).toBe(false);
  });

  it("throws the strategy's 429 from take", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < rateLimits.search.address.max; i++) limiter.take("search", { address: "a" });
    let thrown: unknown;
    try {
      limiter.take("search", { address: "a" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      statusCode: 429,
      code: "rate_limited",
      message: expect.stringMatching(/^Твърде много търсения/),
    });
    expect(Number((thrown as HttpError).headers?.["retry-after"])).toBeGreaterThan(0);
  });

  it("never allows more than max in any window, with uses spread over time", () => {
    const { limiter, advance } = limiterAt(Date.UTC(2026, 10, 25, 12, 0, 7));
    const { max, windowMs } = rateLimits.comment.reader;
    const allowed: number[] = [];
    let now = 0;
    for (let step = 0; step < 1000; step++) {
      if (!limiter.reserve("comment", { reader: "r", address: `a${step}` }).refused) allowed.push(now);
      advance(977);
      now += 977;
    }
    for (let i = max; i < allowed.length; i++) expect(allowed[i]! - allowed[i - max]!).toBeGreaterThanOrEqual(windowMs);
    expect(allowed.length).toBeGreaterThan((1000 * 977 * max) / windowMs / 1.2);
  });

  it("keys an IPv6 address by its /64", () => {
    const { limiter } = limiterAt();
    expect(limiter.address("2001:db8:1:2::1")).toBe(limiter.address("2001:db8:1:2:ffff:eeee:dddd:cccc"));
    expect(limiter.address("2001:db8:1:3::1")).not.toBe(limiter.address("2001:db8:1:2::1"));
  });
});
