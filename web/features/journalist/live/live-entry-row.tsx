import { Pencil, Pin, PinOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { liveDeskTexts, liveReaderTexts } from "#common/messages/live.ts";
import type { LiveEntry } from "#common/schemas/live.ts";
import { LiveEntryContent, LiveEntryStamp } from "#web/components/live-entry-content.tsx";
import { Button } from "#web/components/ui/button.tsx";
import type { ConfirmOptions } from "#web/components/ui/confirm-dialog.tsx";
import { FormError } from "#web/components/ui/form-error.tsx";
import { liveEntryTime } from "#web/lib/live-times.ts";
import { ParagraphEditor } from "../builder/paragraph-editor.tsx";
import { isSendShortcut } from "./live-composer.tsx";
import type { LiveIntent } from "./live-desk-data.ts";
import { entryFields, liveEntryProblem } from "./live-entry-rules.ts";
import { LivePictureField, type LivePicture } from "./live-picture-field.tsx";

const entryImageSizes = "(min-width: 640px) 448px, calc(100vw - 5rem)";

/** What the desk does with its entries (one action for them all, so that a deleted entry's result is still said). */
export type EntryActions = {
  /** The intent under way, if any. */
  pending: LiveIntent | null;
  submit: (intent: LiveIntent) => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The entry edited in place, and why its last save was refused. */
  editing: number | null;
  editError: string | null;
  onEditing: (entryId: number | null) => void;
};

/**
 * One entry on the desk (issue 37): its time, author and key moment's mark, what it says, and what
 * can be done with it: edited in place, pinned or unpinned, deleted after a confirmation.
 */
export function LiveEntryRow({ entry, now, actions }: { entry: LiveEntry; now: Date; actions: EntryActions }) {
  const id = useId();
  const { pending, submit, editing } = actions;
  const busy = pending !== null && "entryId" in pending && pending.entryId === entry.id;
  const time = liveEntryTime(entry.createdAt, now);

  async function remove() {
    const sure = await actions.confirm({
      message: liveDeskTexts.deleteConfirm,
      confirmLabel: liveDeskTexts.delete,
      destructive: true,
    });
    if (sure) submit({ intent: "delete", entryId: entry.id });
  }

  return (
    <article
      aria-labelledby={`${id}-time`}
      data-testid="live-desk-entry"
      className={`border-l-4 py-1 pl-4 ${entry.pinned ? "border-amber-500" : "border-zinc-200 dark:border-zinc-700"} ${busy && pending?.intent !== "edit" ? "opacity-60" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <LiveEntryStamp entry={entry} time={time} timeId={`${id}-time`} />
        {entry.author && (
          <span className="text-zinc-600 dark:text-zinc-400">{liveReaderTexts.by(entry.author.name)}</span>
        )}
      </div>
      {editing === entry.id ? (
        <EntryEditor
          entry={entry}
          saving={busy && pending?.intent === "edit"}
          error={actions.editError}
          onSave={(fields) => submit({ intent: "edit", entryId: entry.id, ...fields })}
          onCancel={() => actions.onEditing(null)}
        />
      ) : (
        <>
          <LiveEntryContent
            entry={entry}
            sizes={entryImageSizes}
            pictureClassName="max-w-md"
            className="mt-2 font-serif text-[1.0625rem] leading-relaxed text-zinc-800 dark:text-zinc-200"
          />
          <div className="mt-3 flex flex-wrap gap-1">
            <Button variant="ghost" className="h-9 px-3" disabled={busy} onClick={() => actions.onEditing(entry.id)}>
              <Pencil aria-hidden className="h-4 w-4" />
              {liveDeskTexts.edit}
            </Button>
            <Button
              variant="ghost"
              className="h-9 px-3"
              disabled={busy}
              onClick={() => submit({ intent: "pin", entryId: entry.id, pinned: !entry.pinned })}
            >
              {entry.pinned ? <PinOff aria-hidden className="h-4 w-4" /> : <Pin aria-hidden className="h-4 w-4" />}
              {entry.pinned ? liveDeskTexts.unpin : liveDeskTexts.pin}
            </Button>
            <Button
              variant="ghost"
              className="h-9 px-3 text-red-700 dark:text-red-400"
              disabled={busy}
              onClick={() => void remove()}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              {liveDeskTexts.delete}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

/** An entry edited in place: its text in the paragraph editor and its picture; Ctrl+Enter saves. */
function EntryEditor({
  entry,
  saving,
  error,
  onSave,
  onCancel,
}: {
  entry: LiveEntry;
  saving: boolean;
  error: string | null;
  onSave: (fields: ReturnType<typeof entryFields>) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [content, setContent] = useState(entry.content);
  const [picture, setPicture] = useState<LivePicture | null>(
    entry.image ? { url: entry.image, alt: entry.imageAlt ?? "" } : null,
  );
  const [problem, setProblem] = useState<string | null>(null);

  function save() {
    if (saving) return;
    const fields = entryFields(content, picture);
    const found = liveEntryProblem(fields);
    setProblem(found);
    if (!found) onSave(fields);
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDownCapture={(event) => {
        if (isSendShortcut(event)) {
          event.preventDefault();
          event.stopPropagation();
          save();
        }
      }}
    >
      <h3 id={`${id}-title`} className="sr-only">
        {liveDeskTexts.editing}
      </h3>
      <FormError message={problem ?? error ?? undefined} />
      <ParagraphEditor
        id={`${id}-text`}
        value={content}
        onChange={(html) => {
          setContent(html);
          setProblem(null);
        }}
        labelledBy={`${id}-title`}
      />
      <LivePictureField picture={picture} onChange={setPicture} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {liveDeskTexts.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {liveDeskTexts.save}
        </Button>
      </div>
    </form>
  );
}
