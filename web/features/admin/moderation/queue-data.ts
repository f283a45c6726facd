import { redirect } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import type { AdminCommentList, BlockDuration, BlockScope, ModerationDecision } from "#common/schemas/comments.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import { parseQueueFilters, queueFiltersToParams, queueQuery } from "./queue-filters.ts";

/** The moderation queue for the filters in the URL (issue 22, point 2). */
export async function loadQueue(request: Request) {
  const url = new URL(request.url);
  const filters = parseQueueFilters(url.searchParams);
  const list = await settle(api<AdminCommentList>(`/admin/comments?${queueQuery(filters)}`, { request }));
  // A page past the end (its last comments decided on) shows the last page.
  const totalPages = list.ok ? list.data.pagination.totalPages : 0;
  if (list.ok && list.data.pagination.total > 0 && filters.page > totalPages)
    throw redirect(`${url.pathname}?${queueFiltersToParams({ ...filters, page: totalPages })}`);
  return { list };
}
export type QueueData = Awaited<ReturnType<typeof loadQueue>>;

export type DecisionIntent = { intent: "decide"; ids: number[]; decision: ModerationDecision; reason: string };
export type BlockIntent = { intent: "block"; id: number; duration: BlockDuration; scope: BlockScope; reason: string };
export type QueueIntent = DecisionIntent | BlockIntent;

const decidedText: Record<ModerationDecision, (n: number) => string> = {
  approve: moderationTexts.approved,
  hide: moderationTexts.hidden,
  delete: moderationTexts.deleted,
};

/** A decision on one or many comments, with its reason for the audit log. */
export function decide(request: Request, intent: DecisionIntent) {
  return change(
    async () => {
      const { decided } = await api<{ decided: number }>("/admin/comments/decisions", {
        method: "POST",
        body: { ids: intent.ids, decision: intent.decision, reason: intent.reason || undefined },
        request,
      });
      return decided;
    },
    {
      done: decidedText[intent.decision](intent.ids.length),
      // SPEC.md §8's words for a failed delete; the server's own reason, in Bulgarian, when it gives one.
      failed: withReason(
        intent.decision === "delete" ? adminTexts.commentDeleteFailed : moderationTexts.decisionFailed,
      ),
    },
  );
}

/** The queue's changes: decisions, and blocking a comment's writer. */
export async function changeQueue(request: Request) {
  const intent = await submittedIntent<QueueIntent>(request);
  if (intent.intent === "decide") return decide(request, intent);
  return change(
    () =>
      api(`/admin/comments/${intent.id}/block`, {
        method: "POST",
        body: { duration: intent.duration, scope: intent.scope, reason: intent.reason || undefined },
        request,
      }),
    { done: moderationTexts.blocked, failed: withReason(moderationTexts.blockFailed) },
  );
}
