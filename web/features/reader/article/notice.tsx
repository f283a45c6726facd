import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

const shownMs = 3500;

/** A short message for the reader (link copied, comment posted): shown, then gone by itself. */
export function useNotice() {
  const [text, setText] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((message: string) => {
    clearTimeout(timer.current);
    setText(message);
    timer.current = setTimeout(() => setText(""), shownMs);
  }, []);
  return [text, show] as const;
}

/**
 * The toast of DESIGN.md §5 (never window.alert). The live region is always in the page, so
 * screen readers announce the text when it appears.
 */
export function Notice({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {text && (
        <p className="pointer-events-auto inline-flex max-w-md items-center gap-2 rounded-full bg-zinc-900 px-5 py-3 text-sm font-medium text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900">
          <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0 text-emerald-400 dark:text-emerald-600" />
          {text}
        </p>
      )}
    </div>
  );
}
