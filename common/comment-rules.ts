import { limits } from "./limits.ts";
import { articleTexts } from "./messages/reader.ts";
import { trimInvisible } from "./text.ts";

/** What a reader writes under an article (SPEC.md §7: `{ username, content }`). */
export type CommentInput = { username: string; content: string };
export type CommentField = keyof CommentInput;
export type CommentFormError = { field?: CommentField; message: string };

/**
 * SPEC.md §5's checks of a comment in its order (the name first, then the text; each present, then
 * within its limit) on the values trimmed of spaces and invisible characters (decision 0060), with
 * the catalogue's texts; the first failure only. Plain code, no zod: the reader's comment form runs
 * it as typed (issue 29, point 17), and the API's schema (common/schemas/articles.ts) is built on it.
 */
export function checkComment(values: CommentInput): { data: CommentInput } | { error: Required<CommentFormError> } {
  const username = trimInvisible(values.username);
  const content = trimInvisible(values.content);
  const fail = (field: CommentField, message: string) => ({ error: { field, message } });
  if (username.length === 0) return fail("username", articleTexts.commentUsernameRequired);
  if (username.length > limits.commentUsernameMax)
    return fail("username", articleTexts.commentUsernameTooLong(limits.commentUsernameMax));
  if (content.length === 0) return fail("content", articleTexts.commentContentRequired);
  if (content.length > limits.commentContentMax)
    return fail("content", articleTexts.commentContentTooLong(limits.commentContentMax));
  return { data: { username, content } };
}
