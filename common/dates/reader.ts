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
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  texts: { missing: string; invalid: string },
) {
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
 * A date in a list of news, as of `now`, always with the time of day in Sofia (issue 29, point 17):
 * "преди 12 мин" within the last hour, "днес, 14:35" for the rest of today, "вчера, 09:10" for
 * yesterday, and `dayFormat`'s date with the time before that ("24.11.2026 г., 21:50").
 */
export function formatListDate(
  value: string | null | undefined,
  now: Date,
  dayFormat: (value: string) => string,
): string {
  if (!value) return homeTexts.noDate;
  const date = parse(value);
  if (!date) return invalidDateText;
  const elapsed = now.getTime() - date.getTime();
  // A clock a little behind the server's still reads "just now", not a time in the future.
  if (elapsed > -minute && elapsed < minute) return homeTexts.justNow;
  if (elapsed > 0 && elapsed < hour) return homeTexts.minutesAgo(Math.floor(elapsed / minute));
  const day = sofiaDay(date);
  if (day === sofiaDay(now)) return homeTexts.todayAt(timeOfDay(date));
  // Noon of today less a day is yesterday in Sofia, whichever side of a change of summer time.
  if (day === sofiaDay(new Date(Date.parse(`${sofiaDay(now)}T12:00:00Z`) - dayMs)))
    return homeTexts.yesterdayAt(timeOfDay(date));
  return homeTexts.dayAt(dayFormat(value), timeOfDay(date));
}

const sofiaDayFormat = sofiaFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Sofia of an instant, YYYY-MM-DD: the unit of the daily view statistics. */
export function sofiaDay(at: Date): string {
  return sofiaDayFormat().format(at);
}

const sofiaSeconds = sofiaFormat("en-GB", {
  ...day,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant in ISO 8601 at Sofia's offset, "2026-11-25T14:35:00+02:00" (+03:00 in summer): when
 * the newsroom published, as search engines and link previews read it (issue 29, point 17: the
 * structured data and `article:published_time` said UTC). Null for none or an unreadable one.
 */
export function toSofiaIso(value: DateInput): string | null {
  if (!value) return null;
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const parts = Object.fromEntries(
    sofiaSeconds()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${wall}${sign}${hours}:${minutes}`;
}
