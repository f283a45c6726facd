import { data, redirect, type AppLoadContext } from "react-router";
import { readerIdFromCookieHeader } from "#server/http/reader-cookie.ts";
import { idParam } from "#server/http/schemas.ts";
import { findPublicComment, readThreadReplies } from "#server/modules/comments/service.ts";
import { parseArticleSegment } from "#common/page-paths.ts";
import { pageFromSearch } from "../home/home-url.ts";
import { answerCommentPost } from "./comment-form-post.server.ts";
import { commentPagePath } from "./comment-paths.ts";
import type { CommentFormResult } from "./comment-form-result.ts";

/**
 * A comment's own page (issues 22, 29 and 30), for a reader without JavaScript and for a thread's
 * replies: the comment, a reply form, the report form, and for a top-level comment its replies,
 * oldest first, a page at a time (`?page=`). A reader's own comment waiting for review shows to
 * them alone (their post without JavaScript leads here), so the page is never cached. Written
 * with any other spelling of the article's address than its canonical one, it answers 301 there,
 * as the article page does (decision 0113).
 */
/** The comment page's address as the router gives it: `/article/{articleId}/comments/{commentId}`. */
export type CommentPageParams = { articleId?: string; commentId?: string };

/** The article (id and slug) and the comment's id the address names, or a 404 where it names none. */
function readCommentPageParams(params: CommentPageParams) {
  const article = parseArticleSegment(params.articleId);
  const comment = idParam.safeParse(params.commentId);
  if (!article || !comment.success) throw data(null, { status: 404 });
  return { article, commentId: comment.data };
}

export async function loadCommentPage(context: AppLoadContext, params: CommentPageParams, request: Request) {
  const { article, commentId } = readCommentPageParams(params);
  const readerId = readerIdFromCookieHeader(request.headers.get("cookie"));
  const found = await findPublicComment(context.db, article.id, commentId, readerId);
  if (!found) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (article.slug !== (found.articleSlug ?? ""))
    throw redirect(
      `${commentPagePath({ id: article.id, slug: found.articleSlug }, found.comment.id)}${url.search}`,
      301,
    );
  const repliesPage = pageFromSearch(url.searchParams);
  const thread =
    found.comment.parentId === null && !found.held
      ? await readThreadReplies(context.db, article.id, found.comment.id, repliesPage)
      : undefined;
  if ((thread?.pagination.totalPages ?? 1) < repliesPage) throw data(null, { status: 404 });
  return { articleId: article.id, ...found, thread };
}

/** What the report form gets back: done, or the refusal with what the reader chose and wrote. */
export type ReportFormResult = { reported: true } | { values: { reason: string; details: string }; error: string };

export type CommentPageResult = { reply: CommentFormResult } | { report: ReportFormResult };

/**
 * The comment page's forms posted without JavaScript (`POST /article/{id}/comments/{commentId}`):
 * a reply (answered as the article's comment form is: a redirect to it, or the refusal), or a
 * report, carried out by the server under the API's rules and limits (load context).
 */
export async function postCommentPageForm(context: AppLoadContext, params: CommentPageParams, request: Request) {
  const { article, commentId } = readCommentPageParams(params);
  if (!context.postComment || !context.reportComment) throw data(null, { status: 404 });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("intent") === "report") {
    const values = { reason: field("reason"), details: field("details") };
    const refused = await context.reportComment(commentId, values);
    if (!refused) return { report: { reported: true } } satisfies CommentPageResult;
    if (refused.status === 404) throw data(null, { status: 404 });
    return data({ report: { values, error: refused.message } } satisfies CommentPageResult, {
      status: refused.status,
      headers: refused.headers,
    });
  }
  const values = { username: field("username"), content: field("content") };
  const refusal = await answerCommentPost(
    context,
    article.id,
    values,
    await context.postComment(article.id, { ...values, parentId: commentId }),
  );
  return data({ reply: refusal.data } satisfies CommentPageResult, refusal.init ?? undefined);
}
