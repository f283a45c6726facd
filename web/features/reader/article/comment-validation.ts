import { checkComment, type CommentField, type CommentFormError, type CommentInput } from "#common/comment-rules.ts";

export type { CommentField, CommentFormError };

/**
 * SPEC.md §5's checks in its order (the username first, then the comment) on trimmed values,
 * with the catalogue's texts: the rules the API's schema applies (common/comment-rules.ts), without
 * zod, so the form loads nothing for them (issue 29, point 17).
 */
export function validateComment(values: CommentInput): { data: CommentInput } | { error: CommentFormError } {
  return checkComment(values);
}
