import { useEffect, useState } from "react";
import { limits } from "#common/limits.ts";
import { useDebouncedEffect } from "#web/lib/use-debounced.ts";
import type { Dates } from "./date-range.tsx";

type SearchAndDates = { search: string; dateFrom: string; dateTo: string };

/**
 * A filter bar's search and date range as they are typed: each applied once it has paused (SPEC.md
 * §4: the search after 300 ms, the dates after 800 ms), and each following the URL when that
 * changes from outside (the back button, "clear filters").
 */
export function useTypedFilters(filters: SearchAndDates, onChange: (change: Partial<SearchAndDates>) => void) {
  const [search, setSearch] = useState(filters.search);
  const [dates, setDates] = useState<Dates>({ from: filters.dateFrom, to: filters.dateTo });
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => setDates({ from: filters.dateFrom, to: filters.dateTo }), [filters.dateFrom, filters.dateTo]);
  useDebouncedEffect(search, limits.searchDebounceMs, (value) => {
    if (value !== filters.search) onChange({ search: value });
  });
  useDebouncedEffect(dates, limits.adminDateFilterDebounceMs, ({ from, to }) => {
    if (from !== filters.dateFrom || to !== filters.dateTo) onChange({ dateFrom: from, dateTo: to });
  });
  return { search, setSearch, dates, setDates };
}
