import { adminTexts, homeTexts } from "./messages.ts";

/** Every date format of SPEC.md §9, in one place. Inputs are ISO strings or Dates. */

export const invalidDateText = "Невалидна дата";

type DateInput = string | Date | null | undefined;

function parse(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A format of SPEC.md §9 in Bulgarian time (decision 0063): the date as `options` write it in
 * `locale`, `missing` for none and `invalid` for one that does not parse.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, texts: { missing: string; invalid: string }) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/Sofia" });
  return (value: DateInput): string => {
    if (!value) return texts.missing;
    const date = parse(value);
    return date ? format.format(date) : texts.invalid;
  };
}

const day = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const readerTexts = { missing: homeTexts.noDate, invalid: invalidDateText };
// The admin screens say "no date" for a value they cannot read, too.
const adminDateTexts = { missing: adminTexts.noDate, invalid: adminTexts.noDate };

/** Public home page: bg-BG day/month/year (SPEC.md §1), Bulgarian time. */
export const formatHomeDate = dateFormat("bg-BG", day, readerTexts);

const articleFormat = dateFormat("en-GB", { ...day, year: "2-digit", ...time }, readerTexts);

/** Article page and comments: en-GB dd/mm/yy with the time of day; a value with a comma is shown as is (SPEC.md §9). */
export function formatArticleDate(value: string | null | undefined): string {
  return value?.includes(",") ? value : articleFormat(value);
}

/** The article page's date without the time (its list of related articles): en-GB dd/mm/yy. */
export const formatArticleDay = dateFormat("en-GB", { ...day, year: "2-digit" }, readerTexts);

/** Journalist screens: day/month/year with 24-hour time, en-GB (SPEC.md §9 without its 3-hour shift). */
export const formatJournalistDate = dateFormat("en-GB", { ...day, ...time }, readerTexts);

/** A date in the admin screens: bg-BG day/month/year. */
export const formatAdminDate = dateFormat("bg-BG", day, adminDateTexts);

/** A moment in the admin screens (audit log, comments): bg-BG date with 24-hour time. */
export const formatAdminDateTime = dateFormat("bg-BG", { ...day, ...time }, adminDateTexts);

const timeOfDay = dateFormat("en-GB", time, readerTexts);

const minute = 60_000;
const hour = 60 * minute;
const dayMs = 24 * hour;

/**
 * SPEC.md §9's relative time (admin users' last activity): under 60 minutes in minutes, under 24
 * hours in hours, under 7 days in days, under 30 days in weeks, otherwise the date. A missing
 * value reads "never".
 */
export function relativeTime(value: DateInput, now: Date = new Date()): string {
  if (!value) return adminTexts.never;
  const date = parse(value);
  if (!date) return adminTexts.noDate;
  // A clock a little ahead of ours is still "just now", not a future time.
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < minute) return adminTexts.justNow;
  if (elapsed < hour) return adminTexts.minutesAgo(Math.floor(elapsed / minute));
  if (elapsed < dayMs) return adminTexts.hoursAgo(Math.floor(elapsed / hour));
  if (elapsed < 7 * dayMs) return adminTexts.daysAgo(Math.floor(elapsed / dayMs));
  if (elapsed < 30 * dayMs) return adminTexts.weeksAgo(Math.floor(elapsed / (7 * dayMs)));
  return formatAdminDate(date);
}

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
  if (elapsed > -minute && elapsed < minute) return homeTexts.justNow;
  if (elapsed > 0 && elapsed < hour) return homeTexts.minutesAgo(Math.floor(elapsed / minute));
  if (sofiaDay(date) === sofiaDay(now)) return timeOfDay(date);
  return dayFormat(value);
}

const sofiaDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Sofia of an instant, YYYY-MM-DD: the unit of the daily view statistics. */
export function sofiaDay(at: Date): string {
  return sofiaDayFormat.format(at);
}

/** The time of day in Sofia, 24-hour "14:35" (the builder's "Запазено в 14:35", issue 20). */
export const formatTimeOfDay = timeOfDay;

const sofiaParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Sofia",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as a `datetime-local` field's value in Sofia time: "2026-11-25T14:35". */
export function toSofiaLocalInput(at: Date): string {
  const part = (type: string) => sofiaParts.formatToParts(at).find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/**
 * A `datetime-local` value read as Sofia time, whatever the browser's zone (decision 0063), or
 * null. In the hour summer time skips (03:00-04:00 on its last Sunday of March) the time is
 * moved on by that hour; in the hour that repeats in October, the first (summer) one is meant.
 */
export function fromSofiaLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Sofia is UTC+2 or UTC+3: of the two readings, the first whose Sofia wall time is the value.
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (toSofiaLocalInput(candidate) === value) return candidate;
  }
  return new Date(asUtc - 2 * 3_600_000);
}
