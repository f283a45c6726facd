import { describe, expect, it } from "vitest";
import { staffDateTexts } from "../messages/staff.ts";
import {
  auditMoment,
  dayInWords,
  formatDayInput,
  momentInWords,
  parseDay,
  parseTime,
  sofiaMoment,
  sofiaWallTime,
} from "./staff-input.ts";

describe("days and times as the staff type them (issue 29, point 4)", () => {
  it("reads a day as dd.mm.yyyy, with the usual variations, whatever the browser's language", () => {
    expect(parseDay("28.11.2026")).toEqual({ ok: true, day: "2026-11-28" });
    expect(parseDay(" 8.1.2027 г. ")).toEqual({ ok: true, day: "2027-01-08" });
    expect(parseDay("28/11/26")).toEqual({ ok: true, day: "2026-11-28" });
    expect(parseDay("2026-11-28")).toEqual({ ok: true, day: "2026-11-28" });
    expect(parseDay("29.02.2028")).toEqual({ ok: true, day: "2028-02-29" });
  });

  it("refuses what is not a day, and a day that does not exist, saying which", () => {
    expect(parseDay("11/28/2026")).toEqual({ ok: false, error: staffDateTexts.dayNotReal("11/28/2026") });
    expect(parseDay("31.04.2026")).toEqual({ ok: false, error: staffDateTexts.dayNotReal("31.04.2026") });
    expect(parseDay("29.02.2027")).toEqual({ ok: false, error: staffDateTexts.dayNotReal("29.02.2027") });
    expect(parseDay("утре")).toEqual({ ok: false, error: staffDateTexts.dayInvalid });
    expect(parseDay("")).toEqual({ ok: false, error: staffDateTexts.dayInvalid });
  });

  it("reads a time on the 24-hour clock and refuses a 12-hour one", () => {
    expect(parseTime("04:30")).toEqual({ ok: true, hour: 4, minute: 30 });
    expect(parseTime("4.30")).toEqual({ ok: true, hour: 4, minute: 30 });
    expect(parseTime("2359")).toEqual({ ok: true, hour: 23, minute: 59 });
    expect(parseTime("16:05 ч.")).toEqual({ ok: true, hour: 16, minute: 5 });
    for (const bad of ["04:30 AM", "24:00", "12:60", "4", ""])
      expect(parseTime(bad), bad).toEqual({ ok: false, error: staffDateTexts.timeInvalid });
  });

  it("shows an API day as the field does, and days and moments in words", () => {
    expect(formatDayInput("2026-11-28")).toBe("28.11.2026");
    expect(formatDayInput("")).toBe("");
    expect(dayInWords("2026-11-28")).toBe("събота, 28 ноември 2026 г.");
    expect(momentInWords(new Date("2026-11-28T02:30:00Z"))).toBe("в събота, 28 ноември 2026 г., 04:30");
    expect(momentInWords(new Date("2026-12-01T10:00:00Z"))).toBe("във вторник, 1 декември 2026 г., 12:00");
    expect(staffDateTexts.scheduleEcho(momentInWords(new Date("2026-11-28T02:30:00Z")))).toBe(
      "Ще се публикува в събота, 28 ноември 2026 г., 04:30",
    );
  });
});

describe("moments in the audit log's details (issue 29, point 9)", () => {
  it("writes Sofia's wall time with its offset, in winter and in summer", () => {
    expect(auditMoment(new Date("2026-11-28T02:30:00Z"))).toBe("2026-11-28 04:30 (Sofia, UTC+2)");
    expect(auditMoment(new Date("2027-07-01T09:00:00Z"))).toBe("2027-07-01 12:00 (Sofia, UTC+3)");
    expect(auditMoment(new Date("2027-10-31T00:30:00Z"))).toBe("2027-10-31 03:30 (Sofia, UTC+3)");
    expect(auditMoment(new Date("2027-10-31T01:30:00Z"))).toBe("2027-10-31 03:30 (Sofia, UTC+2)");
  });
});

describe("the edges of summer time in Sofia (issue 29, point 5)", () => {
  it("reads an ordinary wall time as one moment, in winter (UTC+2) and in summer (UTC+3)", () => {
    expect(sofiaMoment("2026-11-28", 4, 30)).toEqual({ kind: "one", at: new Date("2026-11-28T02:30:00Z") });
    expect(sofiaMoment("2027-07-01", 12, 0)).toEqual({ kind: "one", at: new Date("2027-07-01T09:00:00Z") });
    // Just before and after the spring jump, and either side of the repeated hour.
    expect(sofiaMoment("2027-03-28", 2, 59)).toEqual({ kind: "one", at: new Date("2027-03-28T00:59:00Z") });
    expect(sofiaMoment("2027-03-28", 4, 0)).toEqual({ kind: "one", at: new Date("2027-03-28T01:00:00Z") });
    expect(sofiaMoment("2027-10-31", 2, 59)).toEqual({ kind: "one", at: new Date("2027-10-30T23:59:00Z") });
    expect(sofiaMoment("2027-10-31", 4, 0)).toEqual({ kind: "one", at: new Date("2027-10-31T02:00:00Z") });
  });

  it("says that 03:30 on 28 March 2027 does not exist, and offers 04:30", () => {
    const moment = sofiaMoment("2027-03-28", 3, 30);
    expect(moment).toMatchObject({
      kind: "skipped",
      suggestedTime: "04:30",
      suggested: new Date("2027-03-28T01:30:00Z"),
    });
    expect(moment.kind === "skipped" && moment.error).toBe(
      staffDateTexts.skippedHour("03:30", "неделя, 28 март 2027 г.", "04:30"),
    );
    expect(sofiaMoment("2027-03-28", 3, 0)).toMatchObject({ kind: "skipped", suggestedTime: "04:00" });
  });

  it("asks which 03:30 on 31 October 2027 is meant: the first (summer) or the second (winter)", () => {
    const moment = sofiaMoment("2027-10-31", 3, 30);
    expect(moment).toEqual({
      kind: "repeated",
      question: staffDateTexts.repeatedHour("03:30", "неделя, 31 октомври 2027 г."),
      first: new Date("2027-10-31T00:30:00Z"),
      second: new Date("2027-10-31T01:30:00Z"),
    });
    expect(sofiaWallTime(new Date("2027-10-31T00:30:00Z"))).toEqual({ day: "2027-10-31", time: "03:30" });
    expect(sofiaWallTime(new Date("2027-10-31T01:30:00Z"))).toEqual({ day: "2027-10-31", time: "03:30" });
  });
});
