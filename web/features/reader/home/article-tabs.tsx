import { Link } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { homeHref, homeTabs, type HomeTab } from "./home-url.ts";

/** НОВИ, НАЙ-ПРЕГЛЕЖДАНИ, НАЙ-КОМЕНТИРАНИ: links, so the choice is in the URL and can be shared. */
export function ArticleTabs({ category, current }: { category: string | null; current: HomeTab }) {
  return (
    <nav aria-label={homeTexts.sortLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-zinc-200 dark:border-zinc-800">
        {homeTabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={homeHref({ category, tab })}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex h-11 items-center border-b-[3px] px-2.5 text-xs font-black tracking-normal sm:px-4 sm:text-sm sm:tracking-wider ${
                  active
                    ? "border-brand-600 text-brand-700 dark:text-red-400"
                    : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-700 dark:hover:text-zinc-100"
                }`}
              >
                {homeTexts.tabs[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
