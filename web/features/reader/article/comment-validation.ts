import { commentInputSchema, type CommentInput } from "#common/schemas/articles.ts";

export type CommentField = keyof CommentInput;
export type CommentFormError = { field?: CommentField; message: string };

/**
 * SPEC.md §5's checks in its order (the username first, then the comment) on trimmed values,
 * with the catalogue's texts: the schema the API validates with, first failure only.
 */
export function validateComment(values: CommentInput): { data: CommentInput } | { error: CommentFormError } {
  const result = commentInputSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0]!;
  return { error: { field: issue.path[0] as CommentField, message: issue.message } };
}
