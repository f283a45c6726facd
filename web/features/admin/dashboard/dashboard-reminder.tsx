import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** A dashboard note that something waits for the editor, with the way to it. */
export function DashboardReminder({
  icon: Icon,
  text,
  to,
  linkLabel,
}: {
  icon: LucideIcon;
  text: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <aside className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/30">
      <Icon aria-hidden className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="min-w-0 flex-1 text-sm font-semibold text-amber-950 dark:text-amber-100">{text}</p>
      <Link
        to={to}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-amber-200"
      >
        {linkLabel}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </aside>
  );
}
