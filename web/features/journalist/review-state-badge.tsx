import { reviewTexts } from "#common/messages/reviews.ts";
import type { ReviewState } from "#common/schemas/reviews.ts";
import type { ArticleStatus } from "#common/schemas/revisions.ts";
import { StatusBadge } from "./status-badge.tsx";

const tones: Record<ReviewState, string> = {
  pending: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300",
  returned: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  approved: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
};

/** Where an article's review stands (decision 0135), beside its status. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return (
    <span
      className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[state]}`}
    >
      {reviewTexts.states[state]}
    </span>
  );
}

/** An article's status, and its review's state when it was sent (My articles, the dashboard). */
export function StatusWithReview({ status, review }: { status: ArticleStatus; review: ReviewState | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} />
      {review && <ReviewStateBadge state={review} />}
    </span>
  );
}
