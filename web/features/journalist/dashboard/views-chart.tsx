import { journalistTexts } from "#common/messages.ts";
import type { DailyViews } from "#common/schemas/journalist.ts";

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Daily views of the journalist's articles as bars, with a text summary for screen readers. */
export function ViewsChart({ days }: { days: DailyViews["days"] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const best = days.reduce((a, b) => (b.views > a.views ? b : a), days[0] ?? { day: "", views: 0 });
  const width = 900;
  const height = 160;
  const slot = width / Math.max(1, days.length);
  return (
    <figure className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="text-base font-bold text-zinc-900 dark:text-zinc-50">{journalistTexts.chartTitle}</figcaption>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{journalistTexts.chartSummary(total, dayLabel(best.day), best.views)}</p>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-4 h-44 w-full" role="img" aria-label={journalistTexts.chartSummary(total, dayLabel(best.day), best.views)}>
        {days.map((d, i) => {
          const barHeight = (d.views / max) * height;
          return (
            <g key={d.day}>
              <rect x={i * slot + slot * 0.15} y={height - barHeight} width={slot * 0.7} height={Math.max(barHeight, 1)} rx={2} className="fill-brand-600 dark:fill-red-400">
                <title>{`${dayLabel(d.day)}: ${d.views}`}</title>
              </rect>
              {i % 5 === 0 && (
                <text x={i * slot + slot / 2} y={height + 15} textAnchor="middle" className="fill-zinc-500 text-[11px] dark:fill-zinc-400">
                  {dayLabel(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
