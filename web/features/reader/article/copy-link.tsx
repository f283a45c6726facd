import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { articleTexts } from "#common/messages/reader.ts";
import { plainButtonClasses } from "#web/components/ui/button.tsx";

const texts = articleTexts.viberShare;

/** The article's link to select and a button that copies it, saying so (an island of the Viber page). */
export function CopyLink({ url }: { url: string }) {
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
    <>
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
        <button type="button" onClick={() => void copy()} className={plainButtonClasses("secondary", "md")}>
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {articleTexts.copyLink}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {copied ? articleTexts.linkCopied : ""}
      </p>
    </>
  );
}
