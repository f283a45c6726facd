import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { commentLimits } from "#common/limits.ts";
import { serverErrorMessage } from "#common/messages/server-errors.ts";
import { uiTexts } from "#common/messages/staff.ts";
import { readerCommentTexts } from "#common/messages/reader.ts";
import { reportReasons, type ReportReason } from "#common/schemas/comments.ts";
import { trimInvisible } from "#common/text.ts";
import { PlainButton } from "#web/components/ui/button.tsx";
import { inputClasses } from "#web/components/ui/input.tsx";
import { RadioChoices } from "#web/components/ui/radio-choices.tsx";
import { ApiError, publicApi } from "#web/lib/public-api.ts";
import { DialogCloseButton } from "#web/components/ui/dialog-close-button.tsx";
import { CommentAlert } from "./comment-alert.tsx";

export type ReportDialogProps = {
  comment: { id: number; author: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Says the outcome to the reader (thanks, or that they had reported it already). */
  onReported: (message: string) => void;
  /** Gives the focus back to the link that opened it. */
  onCloseAutoFocus: (event: Event) => void;
};

const ids = { details: "report-details", counter: "report-counter", error: "report-error" };

/** The server's own words for a refusal (400, 404, 429), in Bulgarian, else the form's failure text. */
function failureMessage(error: unknown): string {
  const said =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? serverErrorMessage(error.serverError)
      : undefined;
  return said ?? readerCommentTexts.reportFailed;
}

/**
 * "Сигнализирай" (issue 22, point 1): a modal dialog (Radix: focus kept inside, Escape closes,
 * focus returns to the link) with the reason and optional details, loaded on first use so the
 * reader's page carries none of it. Without JavaScript the same link opens the comment's page,
 * whose form posts the same report.
 */
export function ReportDialog({ comment, open, onOpenChange, onReported, onCloseAutoFocus }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const length = trimInvisible(details).length;
  const tooLong = length > commentLimits.reportDetailsMax;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!reason) return setError(readerCommentTexts.reportReasonRequired);
    if (tooLong) return setError(readerCommentTexts.reportDetailsTooLong(commentLimits.reportDetailsMax));
    setSending(true);
    try {
      const answer = await publicApi<{ message: string }>(`/comments/${comment.id}/report`, {
        method: "POST",
        body: { reason, details },
      });
      onOpenChange(false);
      onReported(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "already_reported" && failure.serverError) {
        onOpenChange(false);
        onReported(failure.serverError);
      } else {
        setError(failureMessage(failure));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800"
        >
          <div className="flex items-start gap-3">
            <Dialog.Title className="min-w-0 flex-1 font-serif text-xl font-bold text-zinc-900 dark:text-zinc-50">
              {readerCommentTexts.reportTitle}
            </Dialog.Title>
            <DialogCloseButton label={uiTexts.close} className="-mt-1 -mr-2 shrink-0" />
          </div>
          <Dialog.Description className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
            {readerCommentTexts.reportIntro}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            <RadioChoices
              legend={readerCommentTexts.reportReason}
              describedBy={error && !reason ? ids.error : undefined}
              name="reason"
              values={reportReasons}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError("");
              }}
              listClassName="space-y-1"
              optionClassName="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-zinc-800 hover:bg-zinc-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:text-zinc-200 dark:hover:bg-zinc-800"
              inputClassName="h-4 w-4 accent-brand-600"
            >
              {(value) => <span className="first-letter:uppercase">{readerCommentTexts.reportReasons[value]}</span>}
            </RadioChoices>
            <div>
              <label
                htmlFor={ids.details}
                className="mb-1.5 block text-sm font-semibold text-zinc-800 dark:text-zinc-200"
              >
                {readerCommentTexts.reportDetails}
              </label>
              <textarea
                id={ids.details}
                name="details"
                rows={3}
                value={details}
                placeholder={readerCommentTexts.reportDetailsPlaceholder}
                onChange={(e) => {
                  setDetails(e.target.value);
                  setError("");
                }}
                aria-invalid={tooLong || undefined}
                aria-describedby={ids.counter}
                className={`${inputClasses} h-auto min-h-24 resize-y py-3`}
              />
              <p
                id={ids.counter}
                className={`mt-1 text-right text-xs tabular-nums ${tooLong ? "font-bold text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
              >
                {length}/{commentLimits.reportDetailsMax}
              </p>
            </div>
            {error && <CommentAlert id={ids.error} message={error} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <PlainButton variant="secondary">{readerCommentTexts.cancelReply}</PlainButton>
              </Dialog.Close>
              <PlainButton type="submit" disabled={sending}>
                {sending ? readerCommentTexts.reportSubmitting : readerCommentTexts.reportSubmit}
              </PlainButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
