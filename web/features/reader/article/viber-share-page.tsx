import { Phone } from "lucide-react";
import { articleTexts } from "#common/messages/reader.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Island } from "#web/islands/island.tsx";
import { viberForwardUrl } from "./share-targets.ts";

const texts = articleTexts.viberShare;

/**
 * The Viber share popup on a computer (SPEC.md §9, 660×460): Viber has no web page to share from,
 * and viber:// does nothing without its desktop app, so this page offers the app and, for a reader
 * without it, the link to copy.
 */
export function ViberSharePage({ title, url }: { title: string; url: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-3 px-5 py-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[#7360F2] text-white"
        >
          <Phone className="h-5 w-5" />
        </span>
        <h1 className="text-xl font-bold">{texts.title}</h1>
      </div>
      <p className="text-zinc-700 dark:text-zinc-300">{texts.intro}</p>
      <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 font-serif font-bold leading-snug dark:border-zinc-800 dark:bg-zinc-900">
        {title}
      </p>
      <a href={viberForwardUrl(`${title} ${url}`)} className={buttonClasses("primary", "lg", "self-start")}>
        {texts.open}
      </a>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.noApp}</p>
      <Island name="copy-link" props={{ url }} />
      <a
        href="https://www.viber.com/download/"
        target="_blank"
        rel="noopener noreferrer"
        className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300"
      >
        {texts.download}
      </a>
    </main>
  );
}
