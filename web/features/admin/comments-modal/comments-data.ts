import { adminTexts } from "#common/messages.ts";
import type { AdminComment } from "#common/schemas/comments.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent } from "#web/lib/staff-data.ts";

/** An article's comments for the admin's modal, newest first. */
export async function loadComments(request: Request, articleId: number) {
  return { articleId, comments: await settle(api<{ comments: AdminComment[] }>(`/admin/comments?article_id=${articleId}`, { request })) };
}
export type CommentsData = Awaited<ReturnType<typeof loadComments>>;

export type CommentIntent = { intent: "delete"; id: number };

/** Deletes a comment (the article's count in the list follows, as the list reloads too). */
export async function changeComment(request: Request) {
  const { id } = await submittedIntent<CommentIntent>(request);
  return change(() => api(`/admin/comments/${id}`, { method: "DELETE", request }), { done: adminTexts.commentDeleted, failed: adminTexts.commentDeleteFailed });
}
