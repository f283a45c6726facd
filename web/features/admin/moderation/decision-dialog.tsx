import { AlertDialog } from "radix-ui";
import { useCallback, useState, type FormEvent, type ReactNode } from "react";
import { moderationTexts } from "#common/messages/moderation.ts";
import { dialogTexts } from "#common/messages/staff.ts";
import type { ModerationDecision } from "#common/schemas/comments.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useQuestion } from "#web/lib/use-question.ts";
import { ReasonField, reasonTooLong } from "./reason-field.tsx";

type Question = { decision: ModerationDecision; count: number; restore?: boolean };

const messages: Record<ModerationDecision, (n: number) => string> = {
  approve: moderationTexts.confirmApprove,
  hide: moderationTexts.confirmHide,
  delete: moderationTexts.confirmDelete,
};

/**
 * The confirmation of a moderator's decision with its optional reason (issue 22, point 2):
 * `await ask({ decision, count })` resolves to the reason, or null when cancelled. Render `dialog` once.
 */
export function useDecisionDialog(): [ask: (question: Question) => Promise<string | null>, dialog: ReactNode] {
  const { question, ask: open, answer: finish } = useQuestion<Question, string | null>(null);
  const [reason, setReason] = useState("");
  const ask = useCallback(
    (next: Question) => {
      setReason("");
      return open(next);
    },
    [open],
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reasonTooLong(reason)) finish(reason.trim());
  }

  const label = question
    ? question.decision === "approve"
      ? question.restore
        ? moderationTexts.restore
        : moderationTexts.approve
      : moderationTexts[question.decision]
    : "";
  // A confirmation (DESIGN.md §5), as useConfirm's, with the reason field in it.
  const dialog = (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && finish(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800">
          {question && (
            <form onSubmit={submit}>
              <AlertDialog.Title className="text-lg font-bold text-zinc-900 dark:text-zinc-50">
                {moderationTexts.decisionTitles[question.decision]}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm leading-6 text-zinc-700 dark:text-zinc-300">
                {messages[question.decision](question.count)}
              </AlertDialog.Description>
              <div className="mt-4">
                <ReasonField id="decision-reason" value={reason} onChange={setReason} />
              </div>
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClasses("secondary")}>{dialogTexts.cancel}</AlertDialog.Cancel>
                <button
                  type="submit"
                  className={buttonClasses(
                    "primary",
                    "md",
                    question.decision === "delete"
                      ? ""
                      : "bg-zinc-900 hover:bg-zinc-800 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white",
                  )}
                >
                  {label}
                </button>
              </div>
            </form>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return [ask, dialog];
}
