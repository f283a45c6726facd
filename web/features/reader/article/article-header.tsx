import { ArrowLeft } from "lucide-react";
import { articleTexts, homeTexts } from "#common/messages/reader.ts";
import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { HeaderSearch } from "../header-search.tsx";
import { Logo } from "../site-header.tsx";

/** The article page's header (SPEC.md §2): a way back to /home, the logo, the search (issue 29) and the theme switch. */
export function ArticleHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4">
        <a
          href="/home"
          aria-label={articleTexts.backToHome}
          className="inline-flex h-10 items-center gap-1.5 justify-self-start rounded-full px-2 text-sm font-semibold text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 sm:px-3 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" />
          <span className="hidden sm:inline">{homeTexts.home}</span>
        </a>
        <Logo name={siteName} />
        <div className="flex min-w-0 items-center justify-end gap-1 justify-self-stretch md:gap-3">
          <HeaderSearch boxClassName="w-full max-w-64" />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
