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
  // The URLs of this screen's own changes still on their way, oldest first, after the one shown
  // when the first of them was made.
  const onTheWay = useRef<string[]>([]);
  const navigation = useNavigation();
  // React Router renders its state in transitions, so a render may show an earlier URL after a
  // later change was made: while a navigation is on its way, or once idle with one of this screen's
  // earlier changes (its list arrived as the next change was made). Taking either as the latest
  // would drop the later change. Any other URL (the back button, a link) is the latest.
  useEffect(() => {
    if (navigation.state !== "idle") return;
    const shown = params.toString();
    const way = onTheWay.current;
    if (way.length > 0 && shown !== way[way.length - 1] && way.includes(shown)) return;
    onTheWay.current = [];
    latest.current = filters;
  }, [filters, params, navigation.state]);
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  const set = useCallback(
    (next: F | ((latest: F) => F)) => {
      if (leaving.current) return;
      latest.current = typeof next === "function" ? (next as (latest: F) => F)(latest.current) : next;
      const wanted = toParams(latest.current);
      if (onTheWay.current.length === 0) onTheWay.current.push(params.toString());
      onTheWay.current.push(wanted.toString());
      setParams(wanted, { preventScrollReset: true });
    },
    [params, setParams, toParams],
  );
  return [filters, set];
}
