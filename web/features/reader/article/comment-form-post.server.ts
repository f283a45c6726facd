import { data, type AppLoadContext } from "react-router";
import { idParam } from "#server/http/schemas.ts";
import type { CommentFormResult } from "./comment-form-result.ts";
import type { CommentField } from "./comment-validation.ts";

const commentFields: CommentField[] = ["username", "content"];

/**
 * The action of /article/{id}: the comment form posted without JavaScript. The server checks and
 * stores it as the API would (load context `postComment`); the page is then rendered with the new
 * comment, or with the refusal's Bulgarian text and the reader's own words back in the form.
 */
export async function postCommentForm(context: AppLoadContext, articleId: string | undefined, request: Request) {
  const id = idParam.safeParse(articleId);
  if (!context.postComment || !id.success) throw data(null, { status: 404 });
  const form = await request.formData();
  const values = { username: String(form.get("username") ?? ""), content: String(form.get("content") ?? "") };
  const outcome = await context.postComment(id.data, values);
  if ("posted" in outcome) return { posted: outcome.posted.comment, held: outcome.posted.held } satisfies CommentFormResult;
  const { status, message, fields, headers } = outcome.refused;
  if (status === 404) throw data(null, { status: 404 });
  const result: CommentFormResult = { values, error: { field: commentFields.find((name) => fields?.[name] !== undefined), message } };
  return data(result, { status, headers });
}
