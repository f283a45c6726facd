import { data, type AppLoadContext } from "react-router";
import { idParam } from "#server/http/schemas.ts";
import { findPublicComment } from "#server/modules/comments/service.ts";
import type { CommentFormResult } from "./comment-form-result.ts";
import type { CommentField } from "./comment-validation.ts";

/**
 * A published comment's own page (issue 22), for a reader without JavaScript: the comment, a reply
 * form and the report form. Not cached: few readers come here, and the page is the same for all.
 */
export async function loadCommentPage(context: AppLoadContext, articleId: string | undefined, commentId: string | undefined) {
  const article = idParam.safeParse(articleId);
  const comment = idParam.safeParse(commentId);
  const found = article.success && comment.success ? await findPublicComment(context.db, article.data, comment.data) : undefined;
  if (!found) throw data(null, { status: 404 });
  return { articleId: article.data!, ...found };
}

/** What the report form gets back: done, or the refusal with what the reader chose and wrote. */
export type ReportFormResult = { reported: true } | { values: { reason: string; details: string }; error: string };

export type CommentPageResult = { reply: CommentFormResult } | { report: ReportFormResult };

const commentFields: CommentField[] = ["username", "content"];

/**
 * The comment page's forms posted without JavaScript (`POST /article/{id}/comments/{commentId}`):
 * a reply, or a report, carried out by the server under the API's rules and limits (load context).
 */
export async function postCommentPageForm(context: AppLoadContext, articleId: string | undefined, commentId: string | undefined, request: Request) {
  const article = idParam.safeParse(articleId);
  const comment = idParam.safeParse(commentId);
  if (!context.postComment || !context.reportComment || !article.success || !comment.success) throw data(null, { status: 404 });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("intent") === "report") {
    const values = { reason: field("reason"), details: field("details") };
    const refused = await context.reportComment(comment.data, values);
    if (!refused) return { report: { reported: true } } satisfies CommentPageResult;
    if (refused.status === 404) throw data(null, { status: 404 });
    return data({ report: { values, error: refused.message } } satisfies CommentPageResult, { status: refused.status, headers: refused.headers });
  }
  const values = { username: field("username"), content: field("content") };
  const outcome = await context.postComment(article.data, { ...values, parentId: comment.data });
  if ("posted" in outcome) return { reply: { posted: outcome.posted.comment, held: outcome.posted.held } } satisfies CommentPageResult;
  const { status, message, fields, headers } = outcome.refused;
  if (status === 404) throw data(null, { status: 404 });
  const reply: CommentFormResult = { values, error: { field: commentFields.find((name) => fields?.[name] !== undefined), message } };
  return data({ reply } satisfies CommentPageResult, { status, headers });
}
