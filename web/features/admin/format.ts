import { adminTexts } from "#common/messages.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

function parse(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateFormat = new Intl.DateTimeFormat("bg-BG", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Sofia" });
const dateTimeFormat = new Intl.DateTimeFormat("bg-BG", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Europe/Sofia",
});

/** A date in the admin screens: bg-BG day/month/year, Bulgarian time. */
export function formatAdminDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : adminTexts.noDate;
}

/** A moment in the admin screens (audit log): bg-BG date with 24-hour time, Bulgarian time. */
export function formatAdminDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : adminTexts.noDate;
}

/**
 * SPEC.md §9's relative time: under 60 minutes in minutes, under 24 hours in hours, under 7 days
 * in days, under 30 days in weeks, otherwise the date. A missing value reads "never".
 */
export function relativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return adminTexts.never;
  const date = parse(value);
  if (!date) return adminTexts.noDate;
  // A clock a little ahead of ours is still "just now", not a future time.
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < minute) return adminTexts.justNow;
  if (elapsed < hour) return adminTexts.minutesAgo(Math.floor(elapsed / minute));
  if (elapsed < day) return adminTexts.hoursAgo(Math.floor(elapsed / hour));
  if (elapsed < 7 * day) return adminTexts.daysAgo(Math.floor(elapsed / day));
  if (elapsed < 30 * day) return adminTexts.weeksAgo(Math.floor(elapsed / (7 * day)));
  return formatAdminDate(date);
}
