import { useCallback, useRef, useState, type FormEvent, type ReactNode } from "react";
import { dialogTexts, moderationTexts } from "#common/messages.ts";
import type { ModerationDecision } from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
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
  const [question, setQuestion] = useState<Question | null>(null);
  const [reason, setReason] = useState("");
  const resolver = useRef<((reason: string | null) => void) | null>(null);

  const ask = useCallback((next: Question) => {
    resolver.current?.(null);
    setQuestion(next);
    setReason("");
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const finish = (answer: string | null) => {
    resolver.current?.(answer);
    resolver.current = null;
    setQuestion(null);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reasonTooLong(reason)) finish(reason.trim());
  }

  const label = question ? (question.decision === "approve" ? (question.restore ? moderationTexts.restore : moderationTexts.approve) : moderationTexts[question.decision]) : "";
  const dialog = (
    <Modal open={question !== null} onOpenChange={(open) => !open && finish(null)} title={question ? moderationTexts.decisionTitles[question.decision] : ""}>
      {question && (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm leading-6 text-zinc-700 dark:text-zinc-300">{messages[question.decision](question.count)}</p>
          <ReasonField id="decision-reason" value={reason} onChange={setReason} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => finish(null)}>
              {dialogTexts.cancel}
            </Button>
            <Button type="submit" className={question.decision === "delete" ? "" : "bg-zinc-900 hover:bg-zinc-800 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white"}>
              {label}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
  return [ask, dialog];
}
