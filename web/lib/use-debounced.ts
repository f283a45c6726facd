import { useEffect, useRef } from "react";

/**
 * The one debounce of the web app: calls `apply(value)` once `value` has stayed unchanged for
 * `delayMs` (SPEC.md §4 and §9: searches after 300 ms, the admin date filters after 800 ms, the
 * builder's draft after 1000 ms). Nothing is applied for the first value; `apply` may change
 * between renders, the latest one runs.
 */
export function useDebouncedEffect<T>(value: T, delayMs: number, apply: (value: T) => void) {
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => applyRef.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
}
