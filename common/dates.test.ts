import { describe, expect, it } from "vitest";
import {
  formatAdminDate,
  formatAdminDateTime,
  formatArticleDate,
  formatArticleDay,
  formatHomeDate,
  formatJournalistDate,
  formatListDate,
  relativeTime,
  formatSofiaTimestamp,
  toSofiaIso,
} from "./dates.ts";

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

  it("lists: minutes within the hour, then always the time of day in Sofia: today, yesterday, the date (issue 29)", () => {
    const now = new Date("2026-11-25T12:47:00Z"); // 14:47 in Sofia
    expect(formatListDate("2026-11-25T12:46:30Z", now, formatHomeDate)).toBe("току-що");
    expect(formatListDate("2026-11-25T12:35:00Z", now, formatHomeDate)).toBe("преди 12 мин");
    expect(formatListDate("2026-11-25T11:47:00Z", now, formatHomeDate)).toBe("днес, 13:47");
    // 00:10 in Sofia is today there, though yesterday in UTC.
    expect(formatListDate("2026-11-24T22:10:00Z", now, formatHomeDate)).toBe("днес, 00:10");
    expect(formatListDate("2026-11-24T21:50:00Z", now, formatHomeDate)).toBe("вчера, 23:50");
    expect(formatListDate("2026-11-23T21:50:00Z", now, formatHomeDate)).toBe("23.11.2026 г., 23:50");
    expect(formatListDate("2026-11-22T07:05:00Z", now, formatArticleDay)).toBe("22/11/26, 09:05");
    // A time ahead of the reader's clock (a scheduled piece, a clock behind) is a time, not "minutes ago".
    expect(formatListDate("2026-11-25T13:30:00Z", now, formatHomeDate)).toBe("днес, 15:30");
    expect(formatListDate(null, now, formatHomeDate)).toBe("Няма дата");
  });

  it("machine-readable times at Sofia's offset: +02:00 in winter, +03:00 in summer (issue 29)", () => {
    expect(toSofiaIso("2026-11-25T12:35:00Z")).toBe("2026-11-25T14:35:00+02:00");
    expect(toSofiaIso(new Date("2026-07-01T21:59:30.500Z"))).toBe("2026-07-02T00:59:30+03:00");
    // Around the changes: 03:59:59 summer time, then 03:00 winter time; 02:59:59 winter, then 04:00 summer.
    expect(toSofiaIso("2026-10-25T00:59:59Z")).toBe("2026-10-25T03:59:59+03:00");
    expect(toSofiaIso("2026-10-25T01:00:00Z")).toBe("2026-10-25T03:00:00+02:00");
    expect(toSofiaIso("2026-03-29T00:59:59Z")).toBe("2026-03-29T02:59:59+02:00");
    expect(toSofiaIso("2026-03-29T01:00:00Z")).toBe("2026-03-29T04:00:00+03:00");
    expect(toSofiaIso(null)).toBeNull();
    expect(toSofiaIso("not a date")).toBeNull();
  });

  it("lists: yesterday across the changes of summer time", () => {
    // 29 March 2026, 10:00 in Sofia (summer time began at 03:00 that night): the 28th is yesterday.
    expect(formatListDate("2026-03-28T21:30:00Z", new Date("2026-03-29T07:00:00Z"), formatHomeDate)).toBe(
      "вчера, 23:30",
    );
    // 25 October 2026, 23:30 in Sofia (winter time since 04:00): the 24th is yesterday, the 23rd is not.
    expect(formatListDate("2026-10-24T05:00:00Z", new Date("2026-10-25T21:30:00Z"), formatHomeDate)).toBe(
      "вчера, 08:00",
    );
    expect(formatListDate("2026-10-23T05:00:00Z", new Date("2026-10-25T21:30:00Z"), formatHomeDate)).toBe(
      "23.10.2026 г., 08:00",
    );
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

describe("formatSofiaTimestamp", () => {
  it("writes Sofia's wall-clock time to the second with the offset, on both sides of summer time", () => {
    expect(formatSofiaTimestamp(new Date("2026-11-25T12:35:07Z"))).toBe("2026-11-25 14:35:07 +02:00");
    expect(formatSofiaTimestamp(new Date("2026-07-01T12:00:05Z"))).toBe("2026-07-01 15:00:05 +03:00");
    // Summer time starts at 03:00 Sofia time on the last Sunday of March (2026-03-29) and ends at 04:00 on the last of October (2026-10-25).
    expect(formatSofiaTimestamp(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29 02:59:59 +02:00");
    expect(formatSofiaTimestamp(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29 04:00:00 +03:00");
    expect(formatSofiaTimestamp(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25 03:30:00 +03:00");
    expect(formatSofiaTimestamp(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25 03:30:00 +02:00");
    // The day changes at Sofia's midnight, not UTC's.
    expect(formatSofiaTimestamp(new Date("2026-12-31T22:00:00.999Z"))).toBe("2027-01-01 00:00:00 +02:00");
  });
});
