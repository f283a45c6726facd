import { data, redirect, type AppLoadContext } from "react-router";
import { findPublicComment } from "#server/modules/comments/service.ts";
import type { CommentPostOutcome } from "#server/web/load-context.ts";
import type { CommentFormResult } from "./comment-form-result.ts";
import { commentAnchor, commentPagePath } from "./comment-paths.ts";
import { articlePath, parseArticleSegment } from "#common/page-paths.ts";
import type { CommentField } from "./comment-validation.ts";

const commentFields: CommentField[] = ["username", "content"];

/**
 * Where a reader's comment is after their post without JavaScript (Post/Redirect/Get, issue 29
 * point 11): a published one at its place in its page of the article's comments
 * (`/article/{id}?page=N#comment-{id}`: the reader's browser is marked to get that page rendered
 * after the post, reader-write-mark.ts), a held one on its own page, which shows it to its writer.
 * Undefined when this reader can't see it (a repeat of another browser's comment on one address).
 */
async function commentLocation(
  context: AppLoadContext,
  articleId: number,
  commentId: number,
): Promise<string | undefined> {
  const found = await findPublicComment(context.db, articleId, commentId, context.readerId ?? null);
  if (!found) return undefined;
  const article = { id: articleId, slug: found.articleSlug };
  if (found.held) return commentPagePath(article, commentId);
  return `${articlePath(article)}${found.page > 1 ? `?page=${found.page}` : ""}#${commentAnchor(commentId)}`;
}

/**
 * The answer to a comment or reply posted without JavaScript: 303 to the comment (also when it is a
 * repeat of one the reader posted a moment ago: a double click, a form sent again), so reloading
 * the page after it never posts again; or the refusal, to render with what the reader wrote.
 */
export async function answerCommentPost(
  context: AppLoadContext,
  articleId: number,
  values: CommentFormResult["values"],
  outcome: CommentPostOutcome,
) {
  const stored = "posted" in outcome ? outcome.posted.comment.id : outcome.repeatOf;
  const location = stored === undefined ? undefined : await commentLocation(context, articleId, stored);
  if (location) throw redirect(location, 303);
  if ("posted" in outcome) throw new Error("a posted comment its writer can't see");
  const { refused } = outcome;
  if (refused.status === 404) throw data(null, { status: 404 });
  const result: CommentFormResult = {
    values,
    error: { field: commentFields.find((name) => refused.fields?.[name] !== undefined), message: refused.message },
  };
  return data(result, { status: refused.status, headers: refused.headers });
}

/**
 * The action of /article/{id}: the comment form posted without JavaScript. The server checks and
 * stores it as the API would (load context `postComment`).
 */
export async function postCommentForm(context: AppLoadContext, articleId: string | undefined, request: Request) {
  const address = parseArticleSegment(articleId);
  if (!context.postComment || !address) throw data(null, { status: 404 });
  const form = await request.formData();
  const values = { username: String(form.get("username") ?? ""), content: String(form.get("content") ?? "") };
  return answerCommentPost(context, address.id, values, await context.postComment(address.id, values));
}
