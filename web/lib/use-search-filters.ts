import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * A screen's filters kept in the URL's search params, where its clientLoader reads them and the
 * back button restores them: the current filters, and `set` that replaces them. Two changes before
 * the URL has caught up (quick selects) both count, each built on the latest. A change that comes
 * while the person is already on the way to another page (a search's pause ending after a click on
 * a link) is dropped, so it does not call them back.
 */
export function useSearchFilters<F>(
  parse: (params: URLSearchParams) => F,
  toParams: (filters: F) => URLSearchParams,
): [F, (next: F | ((latest: F) => F)) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const latest = useRef(filters);
  const navigation = useNavigation();
  // The URL catches up with `latest` only once no navigation is on its way: React Router renders
  // its state in a transition, so a render may show an earlier change's URL after a later change
  // was made (a select's list arrived as the direction was clicked), and taking it here would
  // drop that later change when the search's pause ends.
  useEffect(() => {
    if (navigation.state === "idle") latest.current = filters;
  }, [filters, navigation.state]);
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  const set = useCallback(
    (next: F | ((latest: F) => F)) => {
      if (leaving.current) return;
      latest.current = typeof next === "function" ? (next as (latest: F) => F)(latest.current) : next;
      setParams(toParams(latest.current), { preventScrollReset: true });
    },
    [setParams, toParams],
  );
  return [filters, set];
}
