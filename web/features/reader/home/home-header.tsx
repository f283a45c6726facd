import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { Island } from "#web/islands/island.tsx";
import { Logo } from "../site-header.tsx";
import type { HomeTab } from "./home-url.ts";

type HomeHeaderProps = {
  siteName: string;
  categories: { id: number; name: string }[];
  category: string | null;
  tab: HomeTab;
};

/**
 * The header of the home and category pages: search, logo, theme, and on mobile the category and
 * search buttons. The four controls are islands, hydrated when the browser is idle or the reader
 * reaches for one first (decision 0088).
 */
export function HomeHeader({ siteName, categories, category, tab }: HomeHeaderProps) {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-6">
        <Island name="category-drawer" props={{ categories, current: category, tab }} when="idle" />
        <Logo name={siteName} />
        <Island name="search-box" props={{ className: "ml-auto hidden w-full max-w-md md:block" }} when="idle" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <Island name="search-overlay" props={{}} when="idle" />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
