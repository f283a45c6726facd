import { ChevronLeft, ChevronRight } from "lucide-react";
import { adminTexts } from "#common/messages.ts";
import { centredPages, pagesWithGaps, type PagerItem } from "./pager-pages.ts";

// A little smaller on a phone, so seven buttons fit in 320 px; the row wraps rather than widening the page.
const cell =
  "inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-1.5 text-sm font-semibold sm:min-w-10 sm:px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Page buttons: "gaps" (first, last, neighbours) or "centred" (up to 5 around the current page). */
export function Pager({
  page,
  totalPages,
  onPage,
  variant = "gaps",
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  variant?: "gaps" | "centred";
}) {
  if (totalPages <= 1) return null;
  const items: PagerItem[] = variant === "gaps" ? pagesWithGaps(page, totalPages) : centredPages(page, totalPages);
  const arrow = `${cell} text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-zinc-300 dark:hover:bg-zinc-800`;
  return (
    <nav aria-label={adminTexts.pagination} className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
      <button type="button" className={arrow} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={adminTexts.previousPage}>
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </button>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-zinc-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-label={adminTexts.page(item)}
                aria-current={item === page ? "page" : undefined}
                className={`${cell} ${
                  item === page ? "bg-brand-600 text-white" : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={arrow} disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={adminTexts.nextPage}>
        <ChevronRight aria-hidden className="h-5 w-5" />
      </button>
    </nav>
  );
}
