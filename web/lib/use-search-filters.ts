import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * A screen's filters kept in the URL's search params, where its clientLoader reads them and the
 * back button restores them: the current filters, and `set` that replaces them. Two changes before
 * the URL has caught up (quick selects) both count, each built on the latest.
 */
export function useSearchFilters<F>(parse: (params: URLSearchParams) => F, toParams: (filters: F) => URLSearchParams): [F, (next: F | ((latest: F) => F)) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const set = useCallback(
    (next: F | ((latest: F) => F)) => {
      latest.current = typeof next === "function" ? (next as (latest: F) => F)(latest.current) : next;
      setParams(toParams(latest.current), { preventScrollReset: true });
    },
    [setParams, toParams],
  );
  return [filters, set];
}
