import { Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** Compact controls for filter bars (the forms use the larger web/components/ui inputs). */
export const fieldClasses =
  "block h-10 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 transition-colors focus:border-brand-600 focus:outline-hidden focus:ring-4 focus:ring-brand-600/15 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:[color-scheme:dark]";

export function FilterField({
  label,
  htmlFor,
  children,
  className = "",
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={htmlFor} className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400">
        {label}
      </label>
      {children}
    </div>
  );
}

export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "pr-8", className)} {...props} />;
}

export function SearchInput({ className = "", ...props }: ComponentProps<"input">) {
  return (
    <div className={cn("relative min-w-0", className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-400"
      />
      <input type="search" className={cn(fieldClasses, "pl-9")} {...props} />
    </div>
  );
}

/** A search box named for screen readers by a hidden label (its placeholder says what it searches). */
export function SearchField({ id, label, ...props }: { id: string; label: string } & ComponentProps<"input">) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchInput id={id} {...props} />
    </>
  );
}

/** One choice of a filter drop-down: the value the URL keeps, and its label. */
export type FilterOption<Value extends string = string> = { value: Value; label: string };

/**
 * A labelled drop-down of a filter bar: its choices, led by "all" (the empty value) when given.
 * The value it reports is the option's, typed as the caller's filter field.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  onChange,
  options,
  all,
  className,
}: {
  id: string;
  label: string;
  value: Value | "";
  onChange: (value: Value) => void;
  options: readonly FilterOption<Value>[];
  /** The label of the empty choice that filters nothing. */
  all?: string;
  className?: string;
}) {
  return (
    <FilterField label={label} htmlFor={id} className={className}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}
