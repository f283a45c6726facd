import type { CommentInput } from "#common/schemas/articles.ts";
import type { CommentFormError } from "./comment-validation.ts";

/**
 * What the page's action answers when the comment form was posted without JavaScript and refused:
 * the reason, with what the reader wrote, to put back in the form. A comment that went through is
 * answered with a redirect to it instead (Post/Redirect/Get, comment-form-post.server.ts).
 */
export type CommentFormResult = { values: CommentInput; error: CommentFormError };
