import { AlertTriangle, Inbox, RotateCw } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

/** A screen (or panel) still loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center px-4 py-10">
      <Spinner label={label} />
    </div>
  );
}

/** SPEC.md §8 Admin screens: an error banner with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertTriangle aria-hidden className="h-5 w-5 shrink-0 text-red-600 dark:text-red-400" />
      <p className="min-w-0 flex-1 text-sm font-medium">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} className="shrink-0">
          <RotateCw aria-hidden className="h-4 w-4" />
          {adminTexts.retry}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show, and why. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Inbox aria-hidden className="h-10 w-10 text-zinc-400 dark:text-zinc-500" />
      <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      {children}
    </div>
  );
}

/** The white (dark: zinc) panel every admin screen is built of. */
export function Panel({
  children,
  className = "",
  ...rest
}: { children: ReactNode; className?: string } & HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn(
        "rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...rest}
    >
      {children}
    </section>
  );
}

/** A panel's title bar: the heading (its id labels the panel), and what stands beside it, or below with `w-full`. */
export function PanelHeader({
  id,
  title,
  count,
  children,
  className,
  live,
}: {
  id?: string;
  title: ReactNode;
  /** How many the panel lists, in brackets after the title; none while unknown. */
  count?: string | number;
  children?: ReactNode;
  className?: string;
  live?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800",
        className,
      )}
    >
      <h2
        id={id}
        className="text-base font-bold text-zinc-900 dark:text-zinc-50"
        aria-live={live ? "polite" : undefined}
      >
        {title}
        {count !== undefined && (
          <span className="ml-2 text-sm font-medium text-zinc-500 dark:text-zinc-400">({count})</span>
        )}
      </h2>
      {children}
    </div>
  );
}

const badgeTones = {
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  zinc: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200",
  brand: "bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-red-200",
  blue: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}
