import { formatArticleDate, formatTimeOfDay, sofiaDay } from "#common/dates/reader.ts";

/**
 * When a live entry was posted, as its page shows it (issue 37): the time of day in Sofia ("21:45")
 * for an entry of the day `now` is in Sofia, and with its date, as the article page writes dates
 * (SPEC.md §9: "24/11/26, 21:45"), for an older one. `now` is the app's clock (the loader's
 * `context.now()`), never the machine's.
 */
export function liveEntryTime(value: string, now: Date): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return formatArticleDate(value);
  return sofiaDay(at) === sofiaDay(now) ? formatTimeOfDay(at) : formatArticleDate(value);
}
