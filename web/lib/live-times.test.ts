import { describe, expect, it } from "vitest";
import { liveEntryTime } from "./live-times.ts";

describe("liveEntryTime", () => {
  it("is the time of day in Sofia for an entry of Sofia's today", () => {
    const now = new Date("2026-11-30T20:00:00Z"); // 22:00 in Sofia (winter, +02:00)
    expect(liveEntryTime("2026-11-30T19:45:00Z", now)).toBe("21:45");
    expect(liveEntryTime("2026-11-29T22:10:00Z", now)).toBe("00:10"); // past midnight in Sofia: today
  });

  it("adds the date for an entry of another day in Sofia", () => {
    const now = new Date("2026-11-30T20:00:00Z");
    expect(liveEntryTime("2026-11-29T21:50:00Z", now)).toBe("29/11/26, 23:50");
    // 23:30 UTC is already the next day in Sofia.
    expect(liveEntryTime("2026-11-30T22:30:00Z", new Date("2026-11-30T21:00:00Z"))).toBe("01/12/26, 00:30");
  });

  it("follows summer time", () => {
    const now = new Date("2026-07-01T09:00:00Z"); // 12:00 in Sofia (+03:00)
    expect(liveEntryTime("2026-07-01T06:05:00Z", now)).toBe("09:05");
  });
});
