import { describe, expect, it } from "vitest";
import { createSlidingWindowLimiter } from "./sliding-window-limiter.ts";

const rules = [{ prefix: "user:", max: 3, windowMs: 60_000 }];

describe("login throttle", () => {
  it("locks a key after its allowed failures until the oldest leaves the window", () => {
    const throttle = createSlidingWindowLimiter(rules);
    const keys = ["user:ana"];
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter(keys, 1000 * i)).toBe(0);
      throttle.record(keys, 1000 * i);
    }
    expect(throttle.retryAfter(keys, 3000)).toBe(57);
    expect(throttle.retryAfter(keys, 60_500)).toBe(0);
  });

  it("forgets a key on reset (a successful login)", () => {
    const throttle = createSlidingWindowLimiter(rules);
    throttle.record(["user:ivo"], 0);
    throttle.record(["user:ivo"], 0);
    throttle.reset("user:ivo");
    throttle.record(["user:ivo"], 0);
    expect(throttle.retryAfter(["user:ivo"], 1)).toBe(0);
  });

  it("ignores keys no rule covers", () => {
    const throttle = createSlidingWindowLimiter(rules);
    for (let i = 0; i < 10; i++) throttle.record(["ip:1.2.3.4"], 0);
    expect(throttle.retryAfter(["ip:1.2.3.4"], 1)).toBe(0);
  });
});
