import { Check, Copy, Phone } from "lucide-react";
import { useState } from "react";
import { articleTexts } from "#common/messages.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { viberForwardUrl } from "./share-targets.ts";

const texts = articleTexts.viberShare;

/**
 * The Viber share popup on a computer (SPEC.md §9, 660×460): Viber has no web page to share from,
 * and viber:// does nothing without its desktop app, so this page offers the app and, for a reader
 * without it, the link to copy.
 */
export function ViberSharePage({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      // SPEC.md §8: a failed copy is only logged.
      console.warn("copy failed", error);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-3 px-5 py-4">
      <div className="flex items-center gap-3">
        <span aria-hidden className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[#7360F2] text-white">
          <Phone className="h-5 w-5" />
        </span>
        <h1 className="text-xl font-bold">{texts.title}</h1>
      </div>
      <p className="text-zinc-700 dark:text-zinc-300">{texts.intro}</p>
      <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 font-serif font-bold leading-snug dark:border-zinc-800 dark:bg-zinc-900">{title}</p>
      <a href={viberForwardUrl(`${title} ${url}`)} className={buttonClasses("primary", "lg", "self-start")}>
        {texts.open}
      </a>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.noApp}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="sr-only" htmlFor="viber-share-link">
          {texts.linkLabel}
        </label>
        <input
          id="viber-share-link"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
        <button type="button" onClick={() => void copy()} className={buttonClasses("secondary", "md")}>
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {articleTexts.copyLink}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {copied ? articleTexts.linkCopied : ""}
      </p>
      <a href="https://www.viber.com/download/" target="_blank" rel="noopener noreferrer" className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
        {texts.download}
      </a>
    </main>
  );
}
