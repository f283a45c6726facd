import { adminTexts } from "./messages/admin.ts";
import { staffDateTexts } from "./messages/staff.ts";
import {
  dateFormat,
  day,
  dayMs,
  formatTimeOfDay,
  hour,
  minute,
  parse,
  readerTexts,
  sofiaDay,
  time,
  type DateInput,
} from "./dates/reader.ts";

/** Every date format of SPEC.md §9, in one place. Inputs are ISO strings or Dates. */

// The reader's formats live in dates/reader.ts, which the reader's islands import alone (decision 0088).
export {
  formatArticleDate,
  formatArticleDay,
  formatHomeDate,
  formatListDate,
  formatTimeOfDay,
  invalidDateText,
  sofiaDay,
  toSofiaIso,
} from "./dates/reader.ts";

// The admin screens say "no date" for a value they cannot read, too.
const adminDateTexts = { missing: adminTexts.noDate, invalid: adminTexts.noDate };

/** Journalist screens: day/month/year with 24-hour time, en-GB (SPEC.md §9 without its 3-hour shift). */
export const formatJournalistDate = dateFormat("en-GB", { ...day, ...time }, readerTexts);

/** A date in the admin screens: bg-BG day/month/year. */
export const formatAdminDate = dateFormat("bg-BG", day, adminDateTexts);

/** A moment in the admin screens (audit log, comments): bg-BG date with 24-hour time. */
export const formatAdminDateTime = dateFormat("bg-BG", { ...day, ...time }, adminDateTexts);

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

const sofiaSeconds = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Sofia",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant as a record of it for a file (the audit CSV, issue 29 point 9): Sofia's wall-clock
 * time, as the screens show it, to the second and with its offset from UTC, which says whether it
 * was summer time: "2026-11-25 14:35:07 +02:00". It sorts as text and reads the same anywhere.
 */
export function formatSofiaTimestamp(at: Date): string {
  const parts = Object.fromEntries(sofiaSeconds.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}

/**
 * A moment as a sentence says it, as of `now`, in Sofia time (issue 29): "в 03:33" on the same
 * day, "на 24.11.2026 г. в 03:33" on another.
 */
export function sayMoment(value: Date | string, now: Date): string {
  const at = value instanceof Date ? value : new Date(value);
  const clock = formatTimeOfDay(at);
  return sofiaDay(at) === sofiaDay(now)
    ? staffDateTexts.atTime(clock)
    : staffDateTexts.onDayAtTime(formatAdminDate(at), clock);
}

// Staff date and time fields (issue 29): dd.mm.yyyy and HH:MM read as Sofia time, and the edges
// of summer time asked, not guessed (the datetime-local reading of issue 20 is gone with its field).
export {
  auditMoment,
  dayInWords,
  formatDayInput,
  momentInWords,
  parseDay,
  parseTime,
  sofiaMoment,
  sofiaWallTime,
  type IsoDay,
  type SofiaMoment,
} from "./dates/staff-input.ts";
