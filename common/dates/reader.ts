import { homeTexts } from "../messages/reader.ts";

/**
 * The date formats of the reader's pages, part of common/dates.ts (which exports them too): the
 * reader's islands import this file alone, with the reader's texts only (decision 0088).
 */

export const invalidDateText = "Невалидна дата";

export type DateInput = string | Date | null | undefined;

export function parse(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * An Intl.DateTimeFormat in Bulgarian time, made on first use: making one costs a phone's browser
 * several milliseconds, which a reader's page would otherwise spend on formats it never shows
 * (decision 0088).
 */
function sofiaFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/Sofia" }));
}

/**
 * A format of SPEC.md §9 in Bulgarian time (decision 0063): the date as `options` write it in
 * `locale`, `missing` for none and `invalid` for one that does not parse.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, texts: { missing: string; invalid: string }) {
  const format = sofiaFormat(locale, options);
  return (value: DateInput): string => {
    if (!value) return texts.missing;
    const date = parse(value);
    return date ? format().format(date) : texts.invalid;
  };
}

export const day = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
export const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
export const readerTexts = { missing: homeTexts.noDate, invalid: invalidDateText };

/** Public home page: bg-BG day/month/year (SPEC.md §1), Bulgarian time. */
export const formatHomeDate = dateFormat("bg-BG", day, readerTexts);

const articleFormat = dateFormat("en-GB", { ...day, year: "2-digit", ...time }, readerTexts);

/** Article page and comments: en-GB dd/mm/yy with the time of day; a value with a comma is shown as is (SPEC.md §9). */
export function formatArticleDate(value: string | null | undefined): string {
  return value?.includes(",") ? value : articleFormat(value);
}

/** The article page's date without the time (its list of related articles): en-GB dd/mm/yy. */
export const formatArticleDay = dateFormat("en-GB", { ...day, year: "2-digit" }, readerTexts);

const timeOfDay = dateFormat("en-GB", time, readerTexts);

/** The time of day in Sofia, 24-hour "14:35" (the builder's "Запазено в 14:35", issue 20). */
export const formatTimeOfDay = timeOfDay;

/** Lengths of time in milliseconds, for the relative times here and in dates.ts. */
export const minute = 60_000;
export const hour = 60 * minute;
export const dayMs = 24 * hour;

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

const sofiaDayFormat = sofiaFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Sofia of an instant, YYYY-MM-DD: the unit of the daily view statistics. */
export function sofiaDay(at: Date): string {
  return sofiaDayFormat().format(at);
}
