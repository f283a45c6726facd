import { useId, useState, type FormEvent } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { reviewAuthorTexts, reviewTexts } from "#common/messages/reviews.ts";
import { reviewNoteSchema, type ArticleReview } from "#common/schemas/reviews.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { FormError } from "#web/components/ui/form-error.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { api, ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { ReviewStateBadge } from "../review-state-badge.tsx";

type Props = { articleId: number; review: ArticleReview; onChanged: (review: ArticleReview | null) => void };

/** The article's review as its writer follows it (decision 0135): where it stands, the notes, an answer. */
export function ReviewPanel({ articleId, review, onChanged }: Props) {
  const id = useId();
  const toast = useToast();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    // The server's rule for a note, said at once (common/schemas/reviews.ts).
    const checked = reviewNoteSchema.safeParse(note);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      await api(`/journalist/articles/${articleId}/review/notes`, { method: "POST", body: { note: checked.data } });
      const fresh = await api<{ review: ArticleReview | null }>(`/journalist/articles/${articleId}/review`);
      setNote("");
      setError(null);
      toast.success(reviewAuthorTexts.noteSent);
      onChanged(fresh.review);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields?.note ?? apiErrorMessage(failure, reviewAuthorTexts.noteFailed))
          : reviewAuthorTexts.noteFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-bold text-zinc-900 dark:text-zinc-50">
          {reviewAuthorTexts.panelTitle}
        </h2>
        <ReviewStateBadge state={review.state} />
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {reviewTexts.kinds[review.kind]}.{" "}
        {reviewAuthorTexts.sentBy(review.sentBy ?? "—", formatJournalistDate(review.sentAt))}
        {review.decidedAt && (
          <>
            {". "}
            {reviewAuthorTexts.decidedBy(review.decidedBy ?? "—", formatJournalistDate(review.decidedAt))}
          </>
        )}
      </p>
      {review.notes.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{reviewAuthorTexts.noNotes}</p>
      ) : (
        <ol className="space-y-2">
          {review.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-zinc-100 px-3 py-2 text-sm dark:bg-zinc-800">
              <p className="font-semibold text-zinc-900 dark:text-zinc-50">
                {n.author ?? "—"}{" "}
                <span className="font-normal text-zinc-600 dark:text-zinc-400">
                  · {formatJournalistDate(n.createdAt)}
                </span>
              </p>
              <p className="mt-0.5 break-words whitespace-pre-line text-zinc-800 dark:text-zinc-200">{n.note}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} noValidate className="space-y-2">
        <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {reviewAuthorTexts.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          aria-invalid={error ? true : undefined}
          className="w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50"
        />
        <FormError message={error ?? undefined} />
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "md", "w-full")}>
          {reviewAuthorTexts.sendNote}
        </button>
      </form>
    </section>
  );
}
