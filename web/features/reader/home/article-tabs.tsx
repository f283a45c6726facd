import { homeTexts } from "#common/messages/reader.ts";
import { homeHref, homeTabs, type HomeTab } from "./home-url.ts";

/**
 * НОВИ, НАЙ-ПРЕГЛЕЖДАНИ, НАЙ-КОМЕНТИРАНИ: links, so the choice is in the URL and can be shared.
 * On a phone the three share the width and a long name breaks after its hyphen, so none is ever cut
 * off or pushed past the screen's edge (320 px is the narrowest width served).
 */
export function ArticleTabs({ category, current }: { category: string | null; current: HomeTab }) {
  return (
    // The page's words may break anywhere (decision 0098); the tabs' names only after their hyphen.
    <nav aria-label={homeTexts.sortLabel} className="wrap-normal">
      <ul className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800">
        {homeTabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className="flex min-w-0 flex-auto sm:flex-none">
              <a
                href={homeHref({ category, tab })}
                aria-current={active ? "page" : undefined}
                className={`-mb-px flex min-h-12 w-full items-center justify-center border-b-[3px] px-1.5 py-1 text-center text-xs leading-tight font-black tracking-normal sm:min-h-11 sm:px-4 sm:text-sm sm:tracking-wider ${
                  active
                    ? "border-brand-600 text-brand-700 dark:text-red-400"
                    : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-700 dark:hover:text-zinc-100"
                }`}
              >
                {homeTexts.tabs[tab]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
