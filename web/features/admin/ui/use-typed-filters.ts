import { limits } from "#common/limits.ts";
import { useTypedFilter } from "#web/lib/use-typed-filter.ts";
import { sameDates } from "./date-range.tsx";

type SearchAndDates = { search: string; dateFrom: string; dateTo: string };

/** A filter bar's search and date range as they are typed (SPEC.md §4: the search after 300 ms, the dates after 800 ms). */
export function useTypedFilters(filters: SearchAndDates, onChange: (change: Partial<SearchAndDates>) => void) {
  const [search, setSearch] = useTypedFilter(filters.search, limits.searchDebounceMs, (search) => onChange({ search }));
  const [dates, setDates] = useTypedFilter(
    { from: filters.dateFrom, to: filters.dateTo },
    limits.adminDateFilterDebounceMs,
    ({ from, to }) => onChange({ dateFrom: from, dateTo: to }),
    sameDates,
  );
  return { search, setSearch, dates, setDates };
}
