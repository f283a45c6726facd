import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { HeaderSearch } from "./header-search.tsx";

export function Logo({ name }: { name: string }) {
  return (
    <a href="/home" className="font-serif text-2xl font-black tracking-tight text-brand-600 sm:text-3xl">
      {name}
    </a>
  );
}

/** A plain public header: logo, search and theme switch (the home page's own header, with categories too, is home/home-header.tsx). */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-6">
        <Logo name={siteName} />
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 md:gap-3">
          <HeaderSearch boxClassName="w-full max-w-sm" />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
