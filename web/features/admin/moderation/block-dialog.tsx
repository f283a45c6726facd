import { useCallback, useState, type FormEvent, type ReactNode } from "react";
import { moderationTexts } from "#common/messages/moderation.ts";
import { dialogTexts } from "#common/messages/staff.ts";
import { blockDurations, blockScopes, type BlockDuration, type BlockScope } from "#common/schemas/comments.ts";
import { Modal } from "#web/components/ui/modal.tsx";
import { RadioChoices } from "#web/components/ui/radio-choices.tsx";
import { useQuestion } from "#web/lib/use-question.ts";
import { ReasonField, reasonTooLong } from "./reason-field.tsx";
import { DialogActions } from "#web/components/ui/dialog-actions.tsx";

export type BlockAnswer = { duration: BlockDuration; scope: BlockScope; reason: string };

/**
 * Blocking a comment's writer (issue 22, point 4): this browser only or the whole address (with a
 * warning that an address may be shared, issue 29), how long, and why. `await ask(author)`
 * resolves to the answer, or null when cancelled. Render `dialog` once.
 */
const choiceClasses =
  "flex cursor-pointer items-start gap-2 rounded-lg border border-zinc-300 px-3 py-2 text-sm font-medium text-zinc-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-zinc-700 dark:text-zinc-200 dark:has-[:checked]:bg-brand-800/30";

export function useBlockDialog(): [ask: (author: string) => Promise<BlockAnswer | null>, dialog: ReactNode] {
  const { question: author, ask: open, answer: finish } = useQuestion<string, BlockAnswer | null>(null);
  const [duration, setDuration] = useState<BlockDuration>("week");
  const [scope, setScope] = useState<BlockScope>("browser");
  const [reason, setReason] = useState("");
  const ask = useCallback(
    (name: string) => {
      setDuration("week");
      setScope("browser");
      setReason("");
      return open(name);
    },
    [open],
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reasonTooLong(reason)) finish({ duration, scope, reason: reason.trim() });
  }

  const dialog = (
    <Modal open={author !== null} onOpenChange={(open) => !open && finish(null)} title={moderationTexts.blockTitle}>
      {author !== null && (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm leading-6 break-words text-zinc-700 dark:text-zinc-300">
            {moderationTexts.blockIntro(author)}
          </p>
          <RadioChoices
            legend={moderationTexts.blockScope}
            name="block-scope"
            values={blockScopes}
            value={scope}
            onChange={setScope}
            listClassName="space-y-2"
            optionClassName={choiceClasses}
            inputClassName="mt-0.5 accent-brand-600"
            hintId={(value) => `block-scope-${value}`}
          >
            {(value) => (
              <span className="min-w-0">
                <span className="block">{moderationTexts.blockScopes[value]}</span>
                <span
                  id={`block-scope-${value}`}
                  className={
                    value === "address"
                      ? "block text-xs font-normal text-amber-800 dark:text-amber-300"
                      : "block text-xs font-normal text-zinc-600 dark:text-zinc-400"
                  }
                >
                  {moderationTexts.blockScopeHints[value]}
                </span>
              </span>
            )}
          </RadioChoices>
          <RadioChoices
            legend={moderationTexts.blockDuration}
            name="block-duration"
            values={blockDurations}
            value={duration}
            onChange={setDuration}
            listClassName="flex flex-wrap gap-2"
            optionClassName="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 px-3 py-2 text-sm font-medium text-zinc-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-zinc-700 dark:text-zinc-200 dark:has-[:checked]:bg-brand-800/30"
            inputClassName="accent-brand-600"
          >
            {(value) => moderationTexts.blockDurations[value]}
          </RadioChoices>
          <ReasonField id="block-reason" value={reason} onChange={setReason} />
          <DialogActions
            cancelLabel={dialogTexts.cancel}
            onCancel={() => finish(null)}
            submitLabel={moderationTexts.blockSubmit}
          />
        </form>
      )}
    </Modal>
  );
  return [ask, dialog];
}
