import { useEffect } from "react";

/** Locks the page's scrolling while the component is mounted, on screens at least `minWidthPx` wide. */
export function useBodyScrollLock(minWidthPx: number) {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${minWidthPx}px)`);
    const body = document.body;
    const previous = body.style.overflow;
    const apply = () => {
      body.style.overflow = query.matches ? "hidden" : previous;
    };
    apply();
    query.addEventListener("change", apply);
    return () => {
      query.removeEventListener("change", apply);
      body.style.overflow = previous;
    };
  }, [minWidthPx]);
}
