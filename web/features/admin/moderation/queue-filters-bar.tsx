import { X } from "lucide-react";
import { moderationTexts } from "#common/messages/moderation.ts";
import { DateRange } from "../ui/date-range.tsx";
import { FilterField, SearchInput } from "../ui/fields.tsx";
import { useTypedFilters } from "../ui/use-typed-filters.ts";
import type { QueueFilters } from "./queue-filters.ts";

type Props = {
  filters: QueueFilters;
  /** The title of the article the list is narrowed to, when it is. */
  articleTitle: string | null;
  onChange: (change: Partial<QueueFilters>) => void;
};

/** The queue's filters: text or name (after a pause), the days (after 800 ms, SPEC.md §4), the article. */
export function QueueFiltersBar({ filters, articleTitle, onChange }: Props) {
  const { search, setSearch, dates, setDates } = useTypedFilters(filters, onChange);

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterField label={moderationTexts.searchLabel} htmlFor="moderation-search" className="col-span-2">
          <SearchInput
            id="moderation-search"
            placeholder={moderationTexts.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => e.key === "Enter" && onChange({ search })}
          />
        </FilterField>
        <DateRange idPrefix="moderation" value={dates} onChange={setDates} />
      </div>
      {filters.article && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-zinc-100 py-1 pr-1 pl-3 font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100">
            <span className="min-w-0 break-words">
              {moderationTexts.articleFilter(articleTitle ?? `№${filters.article}`)}
            </span>
            <button
              type="button"
              onClick={() => onChange({ article: "" })}
              aria-label={moderationTexts.clearArticleFilter}
              title={moderationTexts.clearArticleFilter}
              className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-zinc-700"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
