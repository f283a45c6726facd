import { limits } from "#common/limits.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { CorrectionKind } from "#common/schemas/revisions.ts";
import { cn } from "#web/lib/cn.ts";
import { builderField } from "./article-text-fields.tsx";

export type Mark = { kind: CorrectionKind | null; note: string };

/**
 * On a published article, "Запази промените" may tell readers what changed (issue 20, point 5;
 * decision 0068): a correction or an update, with a short note shown at the article's end.
 */
export function CorrectionMark({
  mark,
  onChange,
  error,
  id = "correction",
}: {
  mark: Mark;
  onChange: (mark: Mark) => void;
  /** What is wrong with the note, said at the field (issue 29). */
  error?: string | null;
  /** The fields' id prefix: the builder's own, or a dialog's (restoring a version). */
  id?: string;
}) {
  const options = [
    [null, newsroomTexts.markNone],
    ["correction", newsroomTexts.correction],
    ["update", newsroomTexts.update],
  ] as const;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{newsroomTexts.markLabel}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-zinc-200/70 p-1 dark:bg-zinc-800">
        {options.map(([kind, label]) => (
          <label
            key={label}
            className={cn(
              "flex min-h-9 cursor-pointer items-center justify-center rounded-md px-1 text-center text-xs font-semibold text-zinc-700 has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:text-zinc-300 dark:has-checked:bg-zinc-950 dark:has-checked:text-white",
            )}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              className="sr-only"
              checked={mark.kind === kind}
              onChange={() => onChange({ ...mark, kind })}
            />
            {label}
          </label>
        ))}
      </div>
      {mark.kind && (
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-note`} className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
              {newsroomTexts.noteLabel}
            </label>
            <span id={`${id}-note-counter`} className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {newsroomTexts.noteCounter(mark.note.length, limits.correctionNoteMax)}
            </span>
          </div>
          <textarea
            id={`${id}-note`}
            rows={3}
            value={mark.note}
            maxLength={limits.correctionNoteMax}
            aria-describedby={error ? `${id}-note-counter ${id}-note-error` : `${id}-note-counter`}
            aria-invalid={error ? true : undefined}
            aria-required
            placeholder={newsroomTexts.notePlaceholder}
            onChange={(e) => onChange({ ...mark, note: e.target.value })}
            className={cn(builderField, "resize-y py-2 text-sm leading-relaxed aria-invalid:border-red-600")}
          />
          {error && (
            <p id={`${id}-note-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
