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
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Sofia",
});

/**
 * Article page and comments: en-GB day/month/2-digit year with the time of day, Bulgarian time
 * (docs/decisions/0063); a value with a comma is shown as is (SPEC.md §9).
 */
export function formatArticleDate(value: string | null | undefined): string {
  if (!value) return homeTexts.noDate;
  if (value.includes(",")) return value;
  const date = parse(value);
  return date ? articleFormat.format(date) : invalidDateText;
}

const articleDayFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: "Europe/Sofia" });

/** The article page's date without the time (its lists of related articles): en-GB dd/mm/yy, Bulgarian time. */
export function formatArticleDay(value: string | null | undefined): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  return date ? articleDayFormat.format(date) : invalidDateText;
}

const journalistFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Sofia",
});

/** Journalist screens: day/month/year with 24-hour time, en-GB, Bulgarian time (SPEC.md §9 without its shift; decision 0063). */
export function formatJournalistDate(value: string | null | undefined): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  return date ? journalistFormat.format(date) : invalidDateText;
}

const timeOfDayFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Sofia" });
const hourMs = 60 * 60 * 1000;

/**
 * A date in a list of news, as of `now`: "преди 12 мин" within the last hour, the time of day
 * ("14:35") for the rest of today in Sofia, and `dayFormat`'s date before that.
 */
export function formatListDate(value: string | null | undefined, now: Date, dayFormat: (value: string) => string): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  if (!date) return invalidDateText;
  const elapsed = now.getTime() - date.getTime();
  // A clock a little behind the server's still reads "just now", not a time in the future.
  if (elapsed > -60_000 && elapsed < 60_000) return homeTexts.justNow;
  if (elapsed > 0 && elapsed < hourMs) return homeTexts.minutesAgo(Math.floor(elapsed / 60_000));
  if (sofiaDay(date) === sofiaDay(now)) return timeOfDayFormat.format(date);
  return dayFormat(value);
}

const sofiaDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Sofia of an instant, YYYY-MM-DD: the unit of the daily view statistics. */
export function sofiaDay(at: Date): string {
  return sofiaDayFormat.format(at);
}
