import type { ComponentProps } from "react";

/** The look of every text input: readable size, clear border, a brand focus ring, a red invalid state. */
export const inputClasses =
  "block h-12 w-full rounded-lg border border-zinc-300 bg-white px-3.5 text-base text-zinc-900 placeholder:text-zinc-400 transition-colors focus:border-brand-600 focus:outline-hidden focus:ring-4 focus:ring-brand-600/15 aria-invalid:border-brand-600 dark:focus:ring-brand-500/25 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500";

export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${inputClasses} ${className}`} {...props} />;
}

export function Label({ className = "", ...props }: ComponentProps<"label">) {
  return (
    <label className={`mb-1.5 block text-sm font-semibold text-zinc-800 dark:text-zinc-200 ${className}`} {...props} />
  );
}
