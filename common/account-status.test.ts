import { describe, expect, it } from "vitest";
import { isAwaitingApproval } from "./account-status.ts";

describe("an account awaiting approval (decision 0052)", () => {
  it("is inactive and has never been used", () => {
    expect(isAwaitingApproval({ isActive: false, lastActivity: null })).toBe(true);
    expect(isAwaitingApproval({ isActive: false, lastActivity: "2026-11-20T10:00:00.000Z" })).toBe(false);
    expect(isAwaitingApproval({ isActive: true, lastActivity: null })).toBe(false);
  });
});
