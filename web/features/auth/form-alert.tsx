import { CircleAlert } from "lucide-react";

/** A form's error banner; screen readers read it out as soon as it appears. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-brand-600/30 bg-brand-50 px-3.5 py-3 text-sm font-medium text-brand-800 dark:border-brand-500/40 dark:bg-brand-800/20 dark:text-brand-100"
    >
      <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
