import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { pagerTexts } from "#common/messages/reader.ts";
import { centredPages, pagesWithGaps, type PagerItem } from "./pager-pages.ts";

// The classes are put together from parts that never set the same property, so plain joining is
// enough: the pager is also part of the reader's islands, which carry no class merger (decision 0088).
const join = (...parts: (string | false)[]) => parts.filter(Boolean).join(" ");
// A little smaller on a phone, so seven cells fit in 320 px; the row wraps rather than widening the page.
const box =
  "inline-flex h-9 items-center justify-center rounded-lg text-sm font-semibold sm:h-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const cell = join(box, "min-w-9 px-1.5 sm:min-w-10 sm:px-2");
const idle = "text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800";
const chosen = "bg-brand-600 text-white";
const live = join(cell, idle);
const dead = join(cell, "text-zinc-400 dark:text-zinc-600");

type PagerProps = {
  page: number;
  totalPages: number;
  /** Pages as links (the reader's lists, which work without JavaScript)... */
  href?: (page: number) => string;
  /** ...or as buttons (the admin lists, whose page lives in their filters). */
  onPage?: (page: number) => void;
  /** "gaps": the first, the last and the neighbours of the current page; "centred": up to 5 around it (SPEC.md §9). */
  variant?: "gaps" | "centred";
  /** What the pages are of, for screen readers (by default "Страници"). */
  label?: string;
  className?: string;
};

/** The one pager of the site: previous, the pages (SPEC.md §9), next; nothing for a single page. */
export function Pager({
  page,
  totalPages,
  href,
  onPage,
  variant = "gaps",
  label = pagerTexts.pagination,
  className,
}: PagerProps) {
  if (totalPages <= 1) return null;
  const items: PagerItem[] = variant === "gaps" ? pagesWithGaps(page, totalPages) : centredPages(page, totalPages);

  /** A cell that goes to `target`: a link or a button; where there is nowhere to go, a dimmed one. */
  const go = (target: number, label: string | undefined, content: ReactNode, current = false) => {
    const possible = target >= 1 && target <= totalPages;
    if (href) {
      if (current)
        return (
          <span aria-current="page" className={join(cell, chosen)}>
            {content}
          </span>
        );
      if (!possible)
        return (
          <span aria-hidden className={dead}>
            {content}
          </span>
        );
      return (
        <a href={href(target)} aria-label={label} className={live}>
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={join(
          cell,
          current ? `${chosen} hover:bg-brand-600 dark:text-white dark:hover:bg-brand-600` : idle,
          "disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
        )}
        disabled={!possible}
        onClick={() => onPage?.(target)}
        aria-label={label}
        aria-current={current ? "page" : undefined}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={join("flex justify-center", className ?? false)}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>{go(page - 1, pagerTexts.previousPage, <ChevronLeft aria-hidden className="h-5 w-5" />)}</li>
        {items.map((item, i) =>
          item === "gap" ? (
            <li
              key={`gap-${i}`}
              data-testid="pager-gap"
              aria-hidden
              className={join(box, "min-w-5 px-0 text-zinc-500 sm:min-w-6 sm:px-2")}
            >
              …
            </li>
          ) : (
            <li key={item}>{go(item, pagerTexts.page(item), item, item === page)}</li>
          ),
        )}
        <li>{go(page + 1, pagerTexts.nextPage, <ChevronRight aria-hidden className="h-5 w-5" />)}</li>
      </ul>
    </nav>
  );
}
