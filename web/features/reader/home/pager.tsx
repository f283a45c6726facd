import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { homeHref, type HomeLocation } from "./home-url.ts";
import { pagerItems } from "./pager-items.ts";

const cell = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-1.5 text-sm font-semibold sm:h-10 sm:min-w-10 sm:px-2";
const linkCell = `${cell} text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800`;

/** Page links of the list: previous, the first, the last and the current page's neighbours with ellipses, next. */
export function Pager({ location, page, totalPages }: { location: Omit<HomeLocation, "page">; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => homeHref({ ...location, page: p });
  return (
    <nav aria-label={homeTexts.pagination} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} aria-label={homeTexts.previousPage} className={linkCell}>
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </Link>
          ) : (
            <span aria-hidden className={`${cell} text-zinc-400 dark:text-zinc-600`}>
              <ChevronLeft className="h-5 w-5" />
            </span>
          )}
        </li>
        {pagerItems(page, totalPages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} data-testid="pager-gap" aria-hidden className={`${cell} min-w-5 px-0 text-zinc-500 sm:min-w-6`}>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${cell} bg-brand-600 text-white`}>
                  {item}
                </span>
              ) : (
                <Link to={href(item)} aria-label={homeTexts.pageLabel(item)} className={linkCell}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} aria-label={homeTexts.nextPage} className={linkCell}>
              <ChevronRight aria-hidden className="h-5 w-5" />
            </Link>
          ) : (
            <span aria-hidden className={`${cell} text-zinc-400 dark:text-zinc-600`}>
              <ChevronRight className="h-5 w-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
