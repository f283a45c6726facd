import { journalistTexts } from "#common/messages/journalist.ts";
import type { DailyViews } from "#common/schemas/journalist.ts";

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Daily views of the journalist's articles as bars, with a summary in words (also for screen
 * readers) that tells the 30 days apart from the all-time total on the card above. The
 * bars are boxes in a flex row, so the chart fills its card on a phone as on a wide screen.
 */
export function ViewsChart({
  days,
  allTime,
}: {
  days: DailyViews["days"];
  /** The all-time total the card above shows, which the 30 days are part of. */ allTime: number;
}) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const best = days.reduce((a, b) => (b.views > a.views ? b : a), days[0] ?? { day: "", views: 0 });
  // Issue 29: the caption says what its number counts, beside the card's all-time one.
  const summary = journalistTexts.chartSummary(total, allTime, dayLabel(best.day), best.views);
  return (
    <figure className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="text-base font-bold text-zinc-900 dark:text-zinc-50">
        {journalistTexts.chartTitle}
      </figcaption>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{summary}</p>
      <div role="img" aria-label={summary} className="mt-4">
        <div className="flex h-40 items-end gap-px border-b border-zinc-200 sm:gap-1 dark:border-zinc-700">
          {days.map((d) => (
            <div
              key={d.day}
              title={`${dayLabel(d.day)}: ${d.views}`}
              className="min-h-px flex-1 rounded-t-sm bg-brand-600 dark:bg-red-400"
              style={{ height: `${(d.views / max) * 100}%` }}
            />
          ))}
        </div>
        <div aria-hidden className="mt-1 flex gap-px text-[11px] text-zinc-600 sm:gap-1 dark:text-zinc-400">
          {days.map((d, i) => (
            <span key={d.day} className="relative flex-1">
              {i % 5 === 0 && <span className="absolute left-0 whitespace-nowrap">{dayLabel(d.day)}</span>}
            </span>
          ))}
        </div>
        <div className="h-4" />
      </div>
    </figure>
  );
}
