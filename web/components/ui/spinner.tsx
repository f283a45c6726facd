import { LoaderCircle } from "lucide-react";

/** A loading indicator that screen readers announce (role="status"), with visible text. */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={`inline-flex items-center gap-3 text-sm font-medium text-zinc-600 dark:text-zinc-400 ${className}`}
    >
      <LoaderCircle aria-hidden className="h-6 w-6 animate-spin text-brand-600 motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}

/** A spinner in the middle of the screen: while a whole page or area is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-zinc-50 px-6 dark:bg-zinc-950">
      <Spinner label={label} />
    </div>
  );
}
