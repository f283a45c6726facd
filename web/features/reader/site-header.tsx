import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";

export function Logo({ name }: { name: string }) {
  return (
    <a href="/home" className="font-serif text-2xl font-black tracking-tight text-brand-600 sm:text-3xl">
      {name}
    </a>
  );
}

/** A plain public header: logo and theme switch (the home page's own header, with search and categories, is home/home-header.tsx). */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo name={siteName} />
        <ThemeSwitch />
      </div>
    </header>
  );
}
