import { useState, type FormEvent, type ReactNode } from "react";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleInput } from "#common/schemas/article-input.ts";
import { Modal } from "#web/components/ui/modal.tsx";
import { useQuestion } from "#web/lib/use-question.ts";
import { CorrectionMark, type Mark } from "./correction-mark.tsx";
import { DialogActions } from "#web/components/ui/dialog-actions.tsx";

type Question = { version: number; published: boolean; unsaved: boolean };
/** Restore, with the mark readers see for a published article (none, a correction or an update); null: cancelled. */
export type RestoreAnswer = { change?: ArticleInput["change"] };

/**
 * "Възстанови тази версия" (decision 0066): asked before the text is restored. A published article
 * changes for readers at once, so, as a save of it may, the restore may be marked as a correction
 * or an update with a note (issue 29, point 9). Render `dialog` once.
 */
export function useRestoreQuestion(): [ask: (question: Question) => Promise<RestoreAnswer | null>, dialog: ReactNode] {
  const { question, ask, answer } = useQuestion<Question, RestoreAnswer | null>(null);
  const [mark, setMark] = useState<Mark>({ kind: null, note: "" });
  const [error, setError] = useState<string | null>(null);
  const open = (next: Question) => {
    setMark({ kind: null, note: "" });
    setError(null);
    return ask(next);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!question?.published || !mark.kind) return answer({});
    if (!mark.note.trim()) {
      setError(newsroomTexts.noteRequired);
      document.getElementById("restore-mark-note")?.focus();
      return;
    }
    answer({ change: { kind: mark.kind, note: mark.note } });
  }
  const dialog = (
    <Modal open={question !== null} onOpenChange={(next) => !next && answer(null)} title={newsroomTexts.restoreVersion}>
      {question && (
        <form onSubmit={submit} className="space-y-4 text-sm">
          <p>
            {newsroomTexts.confirmRestore(question.version)}
            {question.unsaved && ` ${newsroomTexts.confirmRestoreUnsaved}`}
          </p>
          {question.published && (
            <>
              <p className="font-semibold">{newsroomTexts.restoreGoesLive}</p>
              <CorrectionMark
                id="restore-mark"
                mark={mark}
                error={error}
                onChange={(next) => {
                  setMark(next);
                  setError(null);
                }}
              />
            </>
          )}
          <DialogActions
            cancelLabel={newsroomTexts.cancelRestore}
            onCancel={() => answer(null)}
            submitLabel={newsroomTexts.restoreVersion}
          />
        </form>
      )}
    </Modal>
  );
  return [open, dialog];
}
