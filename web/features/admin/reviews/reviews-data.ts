import { formatAdminDateTime } from "#common/dates.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import type { ArticleReview, ReviewQueueItem } from "#common/schemas/reviews.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** The search parameter of the review open in its dialog: `/admin/reviews?review=12`. */
export const openReviewParam = "review";

/**
 * The desk's queue "За преглед" (issue 35, point 2), oldest first, and the review open in its
 * dialog, if any: in the loader, so that a note or a decision reloads it with the queue.
 */
export async function loadReviews(request: Request) {
  const opened = new URL(request.url).searchParams.get(openReviewParam) ?? "";
  const loadOpen = async (id: number) => ({
    id,
    review: await settle(api<ArticleReview>(`/admin/reviews/${id}`, { request })),
  });
  const [queue, open] = await Promise.all([
    settle(api<ReviewQueueItem[]>("/admin/reviews", { request })),
    /^[1-9]\d{0,15}$/.test(opened) ? loadOpen(Number(opened)) : null,
  ]);
  return { queue, open };
}
export type ReviewsData = Awaited<ReturnType<typeof loadReviews>>;

export type ReviewIntent =
  | { intent: "note"; id: number; note: string }
  | { intent: "return"; id: number; note: string }
  /** Publish now, or at `publishAt` (a new article only); a change is applied. The note is optional. */
  | { intent: "approve"; id: number; note: string; kind: ArticleReview["kind"]; publishAt?: string };

/** A note, a return to the author, an approval; the server keeps the audit log. */
export async function changeReview(request: Request) {
  const intent = await submittedIntent<ReviewIntent>(request);
  const path = `/admin/reviews/${intent.id}`;
  switch (intent.intent) {
    case "note":
      return change(() => api(`${path}/notes`, { method: "POST", body: { note: intent.note }, request }), {
        done: reviewTexts.noteAdded,
        failed: withReason(reviewTexts.noteFailed),
      });
    case "return":
      return change(() => api(`${path}/return`, { method: "POST", body: { note: intent.note }, request }), {
        done: reviewTexts.returned,
        failed: withReason(reviewTexts.returnFailed),
      });
    case "approve": {
      const body = { publishAt: intent.publishAt, note: intent.note.trim() || undefined };
      return change(() => api(`${path}/approve`, { method: "POST", body, request }), {
        done:
          intent.kind === "change"
            ? reviewTexts.changeApproved
            : intent.publishAt
              ? reviewTexts.approvedScheduled(formatAdminDateTime(intent.publishAt))
              : reviewTexts.approvedPublished,
        failed: withReason(reviewTexts.approveFailed),
      });
    }
  }
}
