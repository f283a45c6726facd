import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List, Search } from "lucide-react";
import { limits } from "#common/limits.ts";
import { journalistTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { useTypedFilter } from "#web/lib/use-typed-filter.ts";
import type { ListFilters } from "./my-articles-query.ts";

const field = "h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900";

export type ViewMode = "list" | "grid";

const statusOptions: { value: ListFilters["status"]; label: string }[] = [
  { value: "all", label: journalistTexts.statusAll },
  { value: "published", label: journalistTexts.statusPublished },
  { value: "draft", label: journalistTexts.statusDraft },
  { value: "scheduled", label: newsroomTexts.statusScheduled },
];

const sortOptions: { value: ListFilters["sortBy"]; label: string }[] = [
  { value: "date", label: journalistTexts.sortDate },
  { value: "title", label: journalistTexts.sortTitle },
  { value: "views", label: journalistTexts.sortViews },
];

/** A drop-down of the toolbar with its label beside it. */
function ToolbarSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: { value: Value; label: string }[];
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="shrink-0">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as Value)} className={cn(field, "w-full")}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type Props = {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
};

/** Search (after a 300 ms pause), status, sort field, direction, and list or grid (SPEC.md §2 My articles). */
export function MyArticlesToolbar({ filters, onChange, view, onView }: Props) {
  const [search, setSearch] = useTypedFilter(filters.search, limits.searchDebounceMs, (search) => onChange({ search }));
  const ascending = filters.sortOrder === "asc";
  return (
    <div className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-[minmax(14rem,1fr)_auto_auto_auto_auto] dark:border-zinc-800 dark:bg-zinc-900">
      <label className="relative sm:col-span-2 lg:col-span-4 xl:col-span-1">
        <span className="sr-only">{journalistTexts.searchPlaceholder}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
        />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={journalistTexts.searchPlaceholder}
          className={cn(field, "w-full pl-9")}
        />
      </label>
      <ToolbarSelect
        label={journalistTexts.statusFilter}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions}
      />
      <ToolbarSelect
        label={journalistTexts.sortBy}
        value={filters.sortBy}
        onChange={(sortBy) => onChange({ sortBy })}
        options={sortOptions}
      />
      <button
        type="button"
        onClick={() => onChange({ sortOrder: ascending ? "desc" : "asc" })}
        className={buttonClasses("secondary")}
        aria-label={ascending ? journalistTexts.ascending : journalistTexts.descending}
      >
        {ascending ? (
          <ArrowUpNarrowWide aria-hidden className="h-4 w-4" />
        ) : (
          <ArrowDownWideNarrow aria-hidden className="h-4 w-4" />
        )}
        <span>{ascending ? journalistTexts.ascending : journalistTexts.descending}</span>
      </button>
      <div role="group" aria-label={`${journalistTexts.list} / ${journalistTexts.grid}`} className="flex gap-1">
        {(["list", "grid"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
            className={buttonClasses(view === mode ? "primary" : "secondary")}
          >
            {mode === "list" ? (
              <List aria-hidden className="h-4 w-4" />
            ) : (
              <LayoutGrid aria-hidden className="h-4 w-4" />
            )}
            {mode === "list" ? journalistTexts.list : journalistTexts.grid}
          </button>
        ))}
      </div>
    </div>
  );
}
