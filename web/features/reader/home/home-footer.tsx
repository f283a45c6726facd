import { site } from "#common/messages.ts";

export function HomeFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-8 sm:flex-row sm:items-baseline sm:gap-3">
        <span className="font-serif text-xl font-black text-brand-600 dark:text-red-400">{siteName}</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{site.tagline}</span>
      </div>
    </footer>
  );
}
