/** How far something has come (an upload, an import), with its text above the bar. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="w-full min-w-0">
      <p className="mb-1.5 text-sm font-medium text-zinc-700 tabular-nums dark:text-zinc-300">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
