import { describe, expect, it } from "vitest";
import { formatAdminDate, formatAdminDateTime, formatArticleDate, formatArticleDay, formatHomeDate, formatJournalistDate, formatListDate, relativeTime } from "./dates.ts";

describe("date formats of SPEC.md §9", () => {
  it("home: bg-BG day.month.year in Bulgarian time", () => {
    expect(formatHomeDate("2026-11-22T23:30:00Z")).toBe("23.11.2026 г.");
    expect(formatHomeDate("2026-07-01T08:00:00Z")).toBe("01.07.2026 г.");
    expect(formatHomeDate(null)).toBe("Няма дата");
    expect(formatHomeDate("not a date")).toBe("Невалидна дата");
  });

  it("article: en-GB dd/mm/yy with the time, in Bulgarian time; a value with a comma unchanged", () => {
    expect(formatArticleDate("2026-11-22T22:30:00Z")).toBe("23/11/26, 00:30");
    expect(formatArticleDate("2026-11-25T12:35:00Z")).toBe("25/11/26, 14:35");
    // Summer time: UTC+3.
    expect(formatArticleDate("2026-07-01T21:59:00Z")).toBe("02/07/26, 00:59");
    expect(formatArticleDate("22 ноември, 2026")).toBe("22 ноември, 2026");
    expect(formatArticleDate(undefined)).toBe("Няма дата");
    expect(formatArticleDay("2026-07-01T21:59:00Z")).toBe("02/07/26");
  });

  it("journalist: dd/mm/yyyy with 24-hour time in Bulgarian time, no shift", () => {
    // Saved at 01:17 in Sofia (the old shift showed 20:17 the day before).
    expect(formatJournalistDate("2026-11-21T23:17:00Z")).toBe("22/11/2026, 01:17");
    expect(formatJournalistDate("2026-11-22T14:05:00Z")).toBe("22/11/2026, 16:05");
    expect(formatJournalistDate("")).toBe("Няма дата");
    expect(formatJournalistDate("garbage")).toBe("Невалидна дата");
  });

  it("follows summer time at both of its edges (last Sundays of March and October)", () => {
    expect(formatJournalistDate("2026-03-29T00:59:00Z")).toBe("29/03/2026, 02:59");
    expect(formatJournalistDate("2026-03-29T01:00:00Z")).toBe("29/03/2026, 04:00");
    expect(formatJournalistDate("2026-10-25T00:59:00Z")).toBe("25/10/2026, 03:59");
    expect(formatJournalistDate("2026-10-25T01:00:00Z")).toBe("25/10/2026, 03:00");
  });

  it("lists: minutes within the hour, the time for the rest of today in Sofia, the date before", () => {
    const now = new Date("2026-11-25T12:47:00Z"); // 14:47 in Sofia
    expect(formatListDate("2026-11-25T12:46:30Z", now, formatHomeDate)).toBe("току-що");
    expect(formatListDate("2026-11-25T12:35:00Z", now, formatHomeDate)).toBe("преди 12 мин");
    expect(formatListDate("2026-11-25T11:47:00Z", now, formatHomeDate)).toBe("13:47");
    // 00:10 in Sofia is today there, though yesterday in UTC.
    expect(formatListDate("2026-11-24T22:10:00Z", now, formatHomeDate)).toBe("00:10");
    expect(formatListDate("2026-11-24T21:50:00Z", now, formatHomeDate)).toBe("24.11.2026 г.");
    expect(formatListDate("2026-11-24T21:50:00Z", now, formatArticleDay)).toBe("24/11/26");
    // A time ahead of the reader's clock (a scheduled piece, a clock behind) is a time, not "minutes ago".
    expect(formatListDate("2026-11-25T13:30:00Z", now, formatHomeDate)).toBe("15:30");
    expect(formatListDate(null, now, formatHomeDate)).toBe("Няма дата");
  });
});

const now = new Date("2026-03-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe("relativeTime", () => {
  it("counts minutes under an hour", () => {
    expect(relativeTime(ago(30_000), now)).toBe("току-що");
    expect(relativeTime(ago(min), now)).toBe("преди 1 минута");
    expect(relativeTime(ago(59 * min + 59_000), now)).toBe("преди 59 минути");
  });

  it("counts hours under a day, days under a week, weeks under 30 days", () => {
    expect(relativeTime(ago(hour), now)).toBe("преди 1 час");
    expect(relativeTime(ago(23 * hour + 59 * min), now)).toBe("преди 23 часа");
    expect(relativeTime(ago(day), now)).toBe("преди 1 ден");
    expect(relativeTime(ago(6 * day + 23 * hour), now)).toBe("преди 6 дни");
    expect(relativeTime(ago(7 * day), now)).toBe("преди 1 седмица");
    expect(relativeTime(ago(29 * day + 23 * hour), now)).toBe("преди 4 седмици");
  });

  it("shows the date from 30 days on", () => {
    expect(relativeTime(ago(30 * day), now)).toBe(formatAdminDate(ago(30 * day)));
    expect(relativeTime("2025-01-02T10:00:00Z", now)).toBe("02.01.2025 г.");
  });

  it("reads a missing value as never, a broken one as no date, a future one as just now", () => {
    expect(relativeTime(null, now)).toBe("Никога");
    expect(relativeTime("not a date", now)).toBe("Няма дата");
    expect(relativeTime(new Date(now.getTime() + 5 * min), now)).toBe("току-що");
  });
});

describe("admin date formats", () => {
  it("shows Bulgarian time, day first", () => {
    expect(formatAdminDate("2026-03-14T23:30:00Z")).toBe("15.03.2026 г.");
    expect(formatAdminDateTime("2026-03-14T23:30:00Z")).toMatch(/^15\.03\.2026 г\.,? 01:30/);
    expect(formatAdminDate(null)).toBe("Няма дата");
  });
});
