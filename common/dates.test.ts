import { describe, expect, it } from "vitest";
import { formatArticleDate, formatHomeDate, formatJournalistDate } from "./dates.ts";

describe("date formats of SPEC.md §9", () => {
  it("home: bg-BG day.month.year in Bulgarian time", () => {
    expect(formatHomeDate("2026-11-22T23:30:00Z")).toBe("23.11.2026 г.");
    expect(formatHomeDate("2026-07-01T08:00:00Z")).toBe("01.07.2026 г.");
    expect(formatHomeDate(null)).toBe("Няма дата");
    expect(formatHomeDate("not a date")).toBe("Невалидна дата");
  });

  it("article: en-GB dd/mm/yy in fixed UTC+2, a value with a comma unchanged", () => {
    expect(formatArticleDate("2026-11-22T22:30:00Z")).toBe("23/11/26");
    expect(formatArticleDate("2026-07-01T21:59:00Z")).toBe("01/07/26");
    expect(formatArticleDate("22 ноември, 2026")).toBe("22 ноември, 2026");
    expect(formatArticleDate(undefined)).toBe("Няма дата");
  });

  it("journalist: shifted back 3 hours, dd/mm/yyyy with 24-hour time", () => {
    expect(formatJournalistDate("2026-11-22T14:05:00Z")).toBe("22/11/2026, 11:05");
    expect(formatJournalistDate("2026-11-22T01:00:00Z")).toBe("21/11/2026, 22:00");
    expect(formatJournalistDate("")).toBe("Няма дата");
    expect(formatJournalistDate("garbage")).toBe("Невалидна дата");
  });
});
