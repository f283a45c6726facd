import { Send } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { liveDeskTexts } from "#common/messages/live.ts";
import type { LiveEntry } from "#common/schemas/live.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormError } from "#web/components/ui/form-error.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { ParagraphEditor } from "../builder/paragraph-editor.tsx";
import type { LiveIntent } from "./live-desk-data.ts";
import { entryFields, liveEntryProblem } from "./live-entry-rules.ts";
import { LivePictureField, type LivePicture } from "./live-picture-field.tsx";

export const deskCard =
  "rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900";

/** Ctrl+Enter (⌘Enter), in any keyboard layout. */
export const isSendShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key === "Enter";

const composerTextId = "live-composer-text";

/**
 * The quick composer of a live coverage (issue 37): a text with the builder's paragraph editor (its
 * toolbar and shortcuts), an optional picture with its description, "Ключов момент", posted in one
 * step with the button or Ctrl+Enter from any of its fields; it empties itself once posted, ready
 * for the next entry. A refusal is said above it in the server's words, and what was written stays.
 */
export function LiveComposer() {
  const [content, setContent] = useState("");
  const [picture, setPicture] = useState<LivePicture | null>(null);
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The editor keeps what it was given at its start: a new one for each entry.
  const [round, setRound] = useState(0);
  const action = useAction<LiveIntent, LiveEntry>({
    toasts: "notices",
    onResult: (result) => {
      if (!result.ok) return setError(result.error);
      setContent("");
      setPicture(null);
      setPinned(false);
      setRound((n) => n + 1);
    },
  });
  const posting = action.pending?.intent === "post";

  // The next entry is written where the last one was.
  useEffect(() => {
    if (round === 0) return;
    const frame = requestAnimationFrame(() => document.getElementById(composerTextId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [round]);

  function post() {
    if (posting) return;
    const fields = entryFields(content, picture);
    const problem = liveEntryProblem(fields);
    setError(problem);
    if (!problem) void action.submit({ intent: "post", pinned, ...fields });
  }

  return (
    <form
      aria-labelledby="live-composer-title"
      noValidate
      className={`${deskCard} space-y-4`}
      onSubmit={(event) => {
        event.preventDefault();
        post();
      }}
      // Before the editor's own Ctrl+Enter (a line break) and from every field of the form.
      onKeyDownCapture={(event) => {
        if (!isSendShortcut(event)) return;
        event.preventDefault();
        event.stopPropagation();
        post();
      }}
    >
      <h2 id="live-composer-title" className="text-lg font-bold">
        {liveDeskTexts.composer}
      </h2>
      <FormError message={error ?? undefined} />
      <ParagraphEditor
        key={round}
        id={composerTextId}
        value={content}
        onChange={(html) => {
          setContent(html);
          setError(null);
        }}
        labelledBy="live-composer-title"
        placeholder={liveDeskTexts.placeholder}
      />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{liveDeskTexts.image}</legend>
        <LivePictureField
          picture={picture}
          onChange={(next) => {
            setPicture(next);
            setError(null);
          }}
        />
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {liveDeskTexts.pin}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <span className="hidden text-xs text-zinc-600 sm:inline dark:text-zinc-400">{liveDeskTexts.shortcut}</span>
          <Button type="submit" disabled={posting} aria-keyshortcuts="Control+Enter">
            <Send aria-hidden className="h-4 w-4" />
            {posting ? liveDeskTexts.posting : liveDeskTexts.post}
          </Button>
        </div>
      </div>
    </form>
  );
}
