import { useEffect, useRef } from "react";

/**
 * Calls `apply(value)` once `value` has stayed unchanged for `delayMs` (SPEC.md §4: the admin
 * date filters apply after 800 ms). Nothing is applied for the first value.
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
