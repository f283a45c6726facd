import { commentLimits } from "#common/limits.ts";
import type { AdminCommentList } from "#common/schemas/comments.ts";
import { api } from "#web/lib/api.ts";
import { settle, submittedIntent } from "#web/lib/staff-data.ts";
import { decide, type DecisionIntent } from "../moderation/queue-data.ts";

/** An article's comments for the admin's modal, newest first, in every state (issue 22: the queue's "Всички" for one article). */
export async function loadComments(request: Request, articleId: number) {
  const query = new URLSearchParams({
    tab: "all",
    article_id: String(articleId),
    pageSize: String(commentLimits.moderationBulkMax),
  });
  return { articleId, comments: await settle(api<AdminCommentList>(`/admin/comments?${query}`, { request })) };
}
export type CommentsData = Awaited<ReturnType<typeof loadComments>>;

export type CommentIntent = DecisionIntent;

/** Approves, hides or deletes a comment (the article's count in the list follows, as the list reloads too). */
export async function changeComment(request: Request) {
  return decide(request, await submittedIntent<CommentIntent>(request));
}
