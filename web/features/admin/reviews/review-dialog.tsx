import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { articleEditPath } from "#common/page-paths.ts";
import { reviewNoteSchema, type ArticleReview } from "#common/schemas/reviews.ts";
import { ScheduleDialog } from "#web/components/schedule-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import type { Loaded } from "#web/lib/staff-data.ts";
import { cn } from "#web/lib/cn.ts";
import { useAction } from "#web/lib/use-action.ts";
import { fieldClasses } from "../ui/fields.tsx";
import { ErrorState } from "../ui/states.tsx";
import { KindBadge, previewPath, sentLine } from "./review-parts.tsx";
import type { ReviewIntent } from "./reviews-data.ts";

type Props = {
  articleId: number;
  /** The article's title from the queue; none for one no longer in it. */
  title: string | undefined;
  review: Loaded<ArticleReview>;
  mayEdit: boolean;
  /** False when a second pair of eyes leaves the decision to someone else (the viewer wrote or sent it). */
  mayDecide: boolean;
  onClose: () => void;
};

/** The note's problem by the API's own rule (required, not too long), or null. */
function noteProblem(note: string): string | null {
  const checked = reviewNoteSchema.safeParse(note);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

const linkClasses = "font-semibold text-brand-700 hover:underline dark:text-red-300";

/**
 * One article's review (issue 35, point 2): its notes, a change's proposed title and description,
 * and the desk's note and decisions. A decision closes the dialog; a refusal stays in it, a
 * problem of the note (checked before sending, or the server's) under the note.
 */
export function ReviewDialog({ articleId, title, review, mayEdit, mayDecide, onClose }: Props) {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const action = useAction<ReviewIntent>({
    toasts: "notices",
    onResult: (result, intent) => {
      if (result.ok) {
        setNote("");
        setNoteError(null);
        if (intent.intent !== "note") onClose();
      } else if (result.cause.fields?.note) setNoteError(result.cause.fields.note);
      else toast.error(result.error);
    },
  });
  const busy = action.pending !== null;

  /** Sends a decision or a note once the note passes the API's rule: required, or only when written. */
  function send(intent: ReviewIntent, noteRequired: boolean) {
    const problem = noteRequired || note.trim() ? noteProblem(note) : null;
    if (problem) setNoteError(problem);
    else void action.submit(intent);
  }
  function approve(publishAt?: string) {
    if (review.ok) send({ intent: "approve", id: articleId, note, kind: review.data.kind, publishAt }, false);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title ?? reviewTexts.reviewTitle}
      description={review.ok ? sentLine(review.data) : undefined}
      width="sm:max-w-2xl"
    >
      {!review.ok ? (
        <ErrorState message={reviewTexts.reviewLoadFailed} onRetry={revalidate} />
      ) : (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <KindBadge kind={review.data.kind} />
            <Link to={previewPath(articleId)} className={linkClasses}>
              {reviewTexts.preview}
            </Link>
            {mayEdit && (
              <Link to={articleEditPath(articleId)} className={linkClasses}>
                {reviewTexts.openInBuilder}
              </Link>
            )}
          </div>

          {review.data.proposal && (
            <dl className="space-y-3 rounded-xl bg-zinc-50 p-4 text-sm dark:bg-zinc-800/60">
              <div>
                <dt className="text-xs font-semibold text-zinc-600 dark:text-zinc-400">{reviewTexts.proposedTitle}</dt>
                <dd className="mt-0.5 font-semibold break-words text-zinc-900 dark:text-zinc-50">
                  {review.data.proposal.title}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-zinc-600 dark:text-zinc-400">
                  {reviewTexts.proposedDescription}
                </dt>
                <dd className="mt-0.5 break-words text-zinc-800 dark:text-zinc-200">
                  {review.data.proposal.description || "—"}
                </dd>
              </div>
              {review.data.mark && (
                <div>
                  <dt className="text-xs font-semibold text-zinc-600 dark:text-zinc-400">
                    {newsroomTexts.correctionKinds[review.data.mark.kind]}
                  </dt>
                  <dd className="mt-0.5 break-words text-zinc-800 dark:text-zinc-200">{review.data.mark.note}</dd>
                </div>
              )}
            </dl>
          )}

          <ReviewNotes notes={review.data.notes} />

          {review.data.state !== "pending" ? (
            <p className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
              {reviewTexts.decided(reviewTexts.states[review.data.state], review.data.decidedBy)}
            </p>
          ) : (
            <div className="space-y-4">
              <div>
                <label
                  htmlFor="review-note"
                  className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200"
                >
                  {reviewTexts.noteLabel}
                </label>
                <textarea
                  id="review-note"
                  rows={3}
                  value={note}
                  onChange={(event) => {
                    setNote(event.target.value);
                    setNoteError(null);
                  }}
                  aria-invalid={noteError ? true : undefined}
                  aria-describedby="review-note-hint"
                  // 16 px on phones, where a smaller field zooms the page as it takes focus.
                  className={cn(
                    fieldClasses,
                    "h-auto min-h-20 resize-y py-2 text-base aria-invalid:border-red-600 sm:text-sm",
                  )}
                />
                <p
                  id="review-note-hint"
                  role={noteError ? "alert" : undefined}
                  className={
                    noteError
                      ? "mt-1 text-sm font-medium text-red-700 dark:text-red-400"
                      : "mt-1 text-xs text-zinc-600 dark:text-zinc-400"
                  }
                >
                  {noteError ?? (mayDecide ? reviewTexts.noteHint : reviewTexts.notYours)}
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => send({ intent: "note", id: articleId, note }, true)}
                >
                  {reviewTexts.addNote}
                </Button>
                {mayDecide && (
                  <DecisionButtons
                    busy={busy}
                    schedules={review.data.kind === "new"}
                    onReturn={() => send({ intent: "return", id: articleId, note }, true)}
                    onSchedule={() => setScheduling(true)}
                    onApprove={() => approve()}
                  />
                )}
              </div>
            </div>
          )}
        </div>
      )}
      <ScheduleDialog
        open={scheduling}
        busy={busy}
        onCancel={() => setScheduling(false)}
        onSchedule={(publishAt) => {
          setScheduling(false);
          approve(publishAt);
        }}
      />
    </Modal>
  );
}

/** Return, schedule (a new article) and approve. */
function DecisionButtons(props: {
  busy: boolean;
  schedules: boolean;
  onReturn: () => void;
  onSchedule: () => void;
  onApprove: () => void;
}) {
  const { busy } = props;
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={props.onReturn}>
        {reviewTexts.returnToAuthor}
      </Button>
      {props.schedules && (
        <Button variant="secondary" disabled={busy} onClick={props.onSchedule}>
          {reviewTexts.schedule}
        </Button>
      )}
      <Button disabled={busy} onClick={props.onApprove}>
        {reviewTexts.approve}
      </Button>
    </>
  );
}

/** The notes of the author and the desk, oldest first. */
function ReviewNotes({ notes }: { notes: ArticleReview["notes"] }) {
  return (
    <section aria-labelledby="review-notes">
      <h3 id="review-notes" className="text-sm font-bold text-zinc-900 dark:text-zinc-50">
        {reviewTexts.notes} <span className="font-medium text-zinc-500 dark:text-zinc-400">({notes.length})</span>
      </h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{reviewTexts.noNotes}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800">
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                <span className="font-semibold text-zinc-800 dark:text-zinc-200">
                  {n.author ?? reviewTexts.unknownAuthor}
                </span>{" "}
                · <span className="tabular-nums">{formatAdminDateTime(n.createdAt)}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-zinc-800 dark:text-zinc-200">{n.note}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
