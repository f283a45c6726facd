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
export async function loadCommentPage(
  context: AppLoadContext,
  articleId: string | undefined,
  commentId: string | undefined,
  request: Request,
) {
  const article = parseArticleSegment(articleId);
  const comment = idParam.safeParse(commentId);
  const readerId = readerIdFromCookieHeader(request.headers.get("cookie"));
  const found =
    article && comment.success ? await findPublicComment(context.db, article.id, comment.data, readerId) : undefined;
  if (!found) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (article!.slug !== (found.articleSlug ?? ""))
    throw redirect(
      `${commentPagePath({ id: article!.id, slug: found.articleSlug }, found.comment.id)}${url.search}`,
      301,
    );
  const repliesPage = pageFromSearch(url.searchParams);
  const thread =
    found.comment.parentId === null && !found.held
      ? await readThreadReplies(context.db, article!.id, found.comment.id, repliesPage)
      : undefined;
  if ((thread?.pagination.totalPages ?? 1) < repliesPage) throw data(null, { status: 404 });
  return { articleId: article!.id, ...found, thread };
}

/** What the report form gets back: done, or the refusal with what the reader chose and wrote. */
export type ReportFormResult = { reported: true } | { values: { reason: string; details: string }; error: string };

export type CommentPageResult = { reply: CommentFormResult } | { report: ReportFormResult };

/**
 * The comment page's forms posted without JavaScript (`POST /article/{id}/comments/{commentId}`):
 * a reply (answered as the article's comment form is: a redirect to it, or the refusal), or a
 * report, carried out by the server under the API's rules and limits (load context).
 */
export async function postCommentPageForm(
  context: AppLoadContext,
  articleId: string | undefined,
  commentId: string | undefined,
  request: Request,
) {
  const article = parseArticleSegment(articleId);
  const comment = idParam.safeParse(commentId);
  if (!context.postComment || !context.reportComment || !article || !comment.success) throw data(null, { status: 404 });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("intent") === "report") {
    const values = { reason: field("reason"), details: field("details") };
    const refused = await context.reportComment(comment.data, values);
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
    await context.postComment(article.id, { ...values, parentId: comment.data }),
  );
  return data({ reply: refusal.data } satisfies CommentPageResult, refusal.init ?? undefined);
}
