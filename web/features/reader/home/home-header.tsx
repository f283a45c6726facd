import { ThemeToggle } from "#web/components/ui/theme-toggle.tsx";
import { Logo } from "../site-header.tsx";
import { CategoryDrawer } from "./category-drawer.tsx";
import type { HomeTab } from "./home-url.ts";
import { SearchBox } from "./search/search-box.tsx";
import { SearchOverlay } from "./search/search-overlay.tsx";

type HomeHeaderProps = { siteName: string; categories: { id: number; name: string }[]; category: string | null; tab: HomeTab };

/** The header of the home and category pages: search, logo, theme, and on mobile the category and search buttons. */
export function HomeHeader({ siteName, categories, category, tab }: HomeHeaderProps) {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-6">
        <CategoryDrawer categories={categories} current={category} tab={tab} />
        <Logo name={siteName} />
        <SearchBox className="ml-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <SearchOverlay />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
