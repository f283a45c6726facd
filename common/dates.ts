import { homeTexts } from "./messages.ts";

/** Every date format of SPEC.md §9, in one place. Inputs are ISO strings or Dates. */

export const invalidDateText = "Невалидна дата";

function parse(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const homeFormat = new Intl.DateTimeFormat("bg-BG", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Sofia",
});

/** Public home page: bg-BG day/month/year (SPEC.md §1), Bulgarian time. */
export function formatHomeDate(value: string | Date | null | undefined): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  return date ? homeFormat.format(date) : invalidDateText;
}

const articleFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
  timeZone: "Etc/GMT-2", // fixed UTC+2 (the sign of Etc/ zones is inverted)
});

/** Article page: en-GB day/month/2-digit year in fixed UTC+2; a value with a comma is shown as is (SPEC.md §9). */
export function formatArticleDate(value: string | null | undefined): string {
  if (!value) return homeTexts.noDate;
  if (value.includes(",")) return value;
  const date = parse(value);
  return date ? articleFormat.format(date) : invalidDateText;
}

const journalistFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});
const threeHoursMs = 3 * 60 * 60 * 1000;

/** Journalist screens: shifted back 3 hours, day/month/year with 24-hour time, en-GB (SPEC.md §9). */
export function formatJournalistDate(value: string | null | undefined): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  return date ? journalistFormat.format(new Date(date.getTime() - threeHoursMs)) : invalidDateText;
}

const sofiaDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Sofia of an instant, YYYY-MM-DD: the unit of the daily view statistics. */
export function sofiaDay(at: Date): string {
  return sofiaDayFormat.format(at);
}
