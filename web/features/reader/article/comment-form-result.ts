import type { CommentInput, PublicComment } from "#common/schemas/articles.ts";
import type { CommentFormError } from "./comment-validation.ts";

/**
 * What the page's action answers when the comment form was posted without JavaScript: the stored
 * comment (held for review or not), or the refusal with what the reader wrote, to put back in the form.
 */
export type CommentFormResult = { posted: PublicComment; held: boolean } | { values: CommentInput; error: CommentFormError };
