import { staffDateTexts } from "../messages/staff.ts";

/**
 * Dates and times as the staff type them (issue 29, points 4 and 5): a day as dd.mm.yyyy and a
 * time as HH:MM on the 24-hour clock, whatever the browser's language, read as Bulgarian time
 * (Europe/Sofia); the two edges of summer time said, never resolved silently; and the readable
 * echo ("Ще се публикува в събота, 28 ноември 2026 г., 04:30").
 */

/** A calendar day, as the API's filters take it: "2026-11-28". */
export type IsoDay = string;
export type DayResult = { ok: true; day: IsoDay } | { ok: false; error: string };
export type TimeResult = { ok: true; hour: number; minute: number } | { ok: false; error: string };

const pad = (n: number) => String(n).padStart(2, "0");

function realDay(year: number, month: number, day: number): IsoDay | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A day typed as dd.mm.yyyy (also with / or -, a one-digit day or month, a two-digit year, the
 * written "г."), or pasted as 2026-11-28.
 */
export function parseDay(text: string): DayResult {
  const value = text.trim();
  const typed = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\s*(?:г\.?)?$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!typed && !iso) return { ok: false, error: staffDateTexts.dayInvalid };
  const [year, month, day] = typed
    ? [Number(typed[3]!.length === 2 ? `20${typed[3]}` : typed[3]), Number(typed[2]), Number(typed[1])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const found = realDay(year, month, day);
  return found ? { ok: true, day: found } : { ok: false, error: staffDateTexts.dayNotReal(value) };
}

/** A time typed on the 24-hour clock: 04:30, 4:30, 04.30 or 0430. */
export function parseTime(text: string): TimeResult {
  const value = text.trim();
  const match = /^(\d{1,2})[:.](\d{2})\s*(?:ч\.?)?$/.exec(value) ?? /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return { ok: false, error: staffDateTexts.timeInvalid };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return { ok: false, error: staffDateTexts.timeInvalid };
  return { ok: true, hour, minute };
}

/** An API day as the field shows it: "28.11.2026" (empty for none or a broken one). */
export function formatDayInput(day: IsoDay | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
}

const sofia = "Europe/Sofia";
const wallParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: sofia,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const longDay = new Intl.DateTimeFormat("bg-BG", {
  timeZone: sofia,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const clock = new Intl.DateTimeFormat("bg-BG", {
  timeZone: sofia,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant's wall time in Sofia: { day: "2026-11-28", time: "04:30" }. */
export function sofiaWallTime(at: Date): { day: IsoDay; time: string } {
  const part = (type: string) => wallParts.formatToParts(at).find((p) => p.type === type)?.value ?? "00";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/**
 * A moment in the audit log's details (issue 29): Sofia's wall time with its offset, as the screen
 * around it shows times in Sofia, "2026-11-28 04:30 (Sofia, UTC+2)".
 */
export function auditMoment(at: Date): string {
  const wall = sofiaWallTime(at);
  const [hh, mm] = wall.time.split(":").map(Number) as [number, number];
  const wallMs = Date.UTC(
    Number(wall.day.slice(0, 4)),
    Number(wall.day.slice(5, 7)) - 1,
    Number(wall.day.slice(8, 10)),
    hh,
    mm,
  );
  const offset = Math.round((wallMs - Math.floor(at.getTime() / 60_000) * 60_000) / 3_600_000);
  return `${wall.day} ${wall.time} (Sofia, UTC+${offset})`;
}

/** "събота, 28 ноември 2026 г.": a day in words (of an instant in Sofia, or an API day). */
export function dayInWords(day: IsoDay | Date): string {
  if (day instanceof Date) return longDay.format(day);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Noon UTC is the same calendar day in Sofia.
  return longDay.format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** "в събота, 28 ноември 2026 г., 04:30" (with "във" before в and ф, as Bulgarian says it). */
export function momentInWords(at: Date): string {
  const day = longDay.format(at);
  return `${/^[вф]/i.test(day) ? "във" : "в"} ${day}, ${clock.format(at)}`;
}

/** What a day and a time in Sofia mean: one moment, none (summer time skips it), or two (the hour repeats). */
export type SofiaMoment =
  | { kind: "one"; at: Date }
  | {
      kind: "skipped";
      error: string;
      /** The same moment as the clocks read it after the jump: 03:30 → 04:30. */ suggested: Date;
      suggestedTime: string;
    }
  | { kind: "repeated"; question: string; first: Date; second: Date };

/**
 * A day and a time read as Bulgarian time (Europe/Sofia, UTC+2 in winter, UTC+3 in summer). On
 * the last Sunday of March 03:00-03:59 does not exist: said, with the time it would be after the
 * jump; on the last Sunday of October 03:00-03:59 happens twice: the person is asked which.
 */
export function sofiaMoment(day: IsoDay, hour: number, minute: number): SofiaMoment {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const time = `${pad(hour)}:${pad(minute)}`;
  const readings = [3, 2]
    .map((offset) => new Date(asUtc - offset * 3_600_000))
    .filter((candidate) => {
      const wall = sofiaWallTime(candidate);
      return wall.day === day && wall.time === time;
    });
  if (readings.length === 2)
    return {
      kind: "repeated",
      question: staffDateTexts.repeatedHour(time, dayInWords(day)),
      first: readings[0]!,
      second: readings[1]!,
    };
  if (readings.length === 1) return { kind: "one", at: readings[0]! };
  const suggested = new Date(asUtc - 2 * 3_600_000);
  const suggestedTime = sofiaWallTime(suggested).time;
  return {
    kind: "skipped",
    error: staffDateTexts.skippedHour(time, dayInWords(day), suggestedTime),
    suggested,
    suggestedTime,
  };
}
