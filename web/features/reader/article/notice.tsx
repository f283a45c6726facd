import { CheckCircle2 } from "lucide-react";
import { createStore, useStore } from "#web/islands/store.ts";

const shownMs = 3500;

const noticeText = createStore("");
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message to the reader (link copied, comment posted) in the page's Notice, gone by itself. */
export function showNotice(message: string) {
  clearTimeout(timer);
  noticeText.set(message);
  timer = setTimeout(() => noticeText.set(""), shownMs);
}

/**
 * The toast of DESIGN.md §5 (never window.alert), an island of the article page: any island shows
 * a message in it with `showNotice`. The live region is always in the page, so screen readers
 * announce the text when it appears.
 */
export function Notice() {
  const text = useStore(noticeText);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {text && (
        <p className="pointer-events-auto inline-flex max-w-md items-center gap-2 rounded-full bg-zinc-900 px-5 py-3 text-sm font-medium text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900">
          <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0 text-emerald-400 dark:text-emerald-600" />
          {text}
        </p>
      )}
    </div>
  );
}
