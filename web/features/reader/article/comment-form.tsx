import { useEffect, useRef, useState, type FormEvent } from "react";
import { limits } from "#common/limits.ts";
import { articleTexts, readerCommentTexts } from "#common/messages/reader.ts";
import type { CommentInput } from "#common/comment-rules.ts";
import type { CommentCreatedResponse } from "#common/schemas/articles.ts";
import { trimInvisible } from "#common/text.ts";
import { PlainButton } from "#web/components/ui/button.tsx";
import { Input, Label, inputClasses } from "#web/components/ui/input.tsx";
import { ApiError, publicApi } from "#web/lib/public-api.ts";
import type { CommentFormResult } from "./comment-form-result.ts";
import { rememberCommentName, rememberedCommentName } from "./comment-name.ts";
import { validateComment, type CommentField, type CommentFormError } from "./comment-validation.ts";
import { CommentAlert } from "./comment-alert.tsx";

/** The server's own words for a refused comment (400 with a Bulgarian text, 409 a repeat or a full thread, 429), else SPEC.md §8's failure text. */
function failureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 409 || error.status === 429) &&
    error.serverError
  )
    return error.serverError;
  return articleTexts.commentFailed;
}

// Fixed ids, not useId: the server renders with React and the browser hydrates with Preact
// (decision 0031), whose generated ids differ, so the error message and the focus would miss the
// server-rendered fields. The article's form is "comment-…", a reply form "reply-{id}-…".
const idsFor = (prefix: string) => ({
  username: `${prefix}-username`,
  content: `${prefix}-content`,
  error: `${prefix}-error`,
  counter: `${prefix}-counter`,
});

type CommentFormProps = {
  articleId: number;
  /** A reply to this comment (issue 22): the form says so and posts its id. */
  parent?: { id: number; author: string };
  /** The refusal of the page's action when the form was posted without JavaScript (a post that went through is redirected to its comment). */
  result?: CommentFormResult;
  /** The stored comment and the new count, from the answer of the reader's own post. */
  onPosted: (created: CommentCreatedResponse) => void;
  /** An inline reply form's way out (with JavaScript). */
  onCancel?: () => void;
};

/**
 * SPEC.md §4: the comment form, also as a reply to a comment (issue 22). With JavaScript it posts to
 * the API and the page shows the new comment from the answer; without, it is an ordinary POST to
 * its page: the article's (comment-form-post.server.ts), or the comment's own page for a reply,
 * answered with a redirect to the new comment. One post at a time: a second click or Enter while
 * one is on its way does nothing (issue 29, point 11), and the server refuses a repeat anyway. The
 * name is remembered on the device for the next comment. Nothing the reader typed is ever cut:
 * past the limits the form says so and keeps the text.
 */
export function CommentForm({ articleId, parent, result, onPosted, onCancel }: CommentFormProps) {
  const ids = idsFor(parent ? `reply-${parent.id}` : "comment");
  const [values, setValues] = useState<CommentInput>(() => result?.values ?? { username: "", content: "" });
  const [error, setError] = useState<CommentFormError | null>(() => result?.error ?? null);
  const [submitting, setSubmitting] = useState(false);
  // Set at once, not on the next render: a double click's second submit comes before that.
  const sending = useRef(false);
  const length = trimInvisible(values.content).length;
  const tooLong = length > limits.commentContentMax;

  // The name this device used last time, once the page is the browser's (the server renders it empty for everyone).
  useEffect(() => {
    const name = rememberedCommentName();
    if (name) setValues((v) => (v.username === "" ? { ...v, username: name } : v));
  }, []);

  function edit(field: CommentField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const checked = validateComment(values);
    if ("error" in checked) {
      setError(checked.error);
      document.getElementById(ids[checked.error.field ?? "username"])?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      const body = parent ? { ...checked.data, parentId: parent.id } : checked.data;
      const created = await publicApi<CommentCreatedResponse>(`/articles/${articleId}/comments`, {
        method: "POST",
        body,
      });
      rememberCommentName(checked.data.username);
      setValues({ username: checked.data.username, content: "" });
      setError(null);
      onPosted(created);
    } catch (failure) {
      setError({ message: failureMessage(failure) });
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  const invalid = (field: CommentField) => error?.field === field;
  const describedBy = (field: CommentField) =>
    [invalid(field) && ids.error, field === "content" && ids.counter].filter(Boolean).join(" ") || undefined;

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
      className="space-y-4 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <h3 className="text-lg font-bold">
        {parent ? readerCommentTexts.replyTo(parent.author) : articleTexts.commentFormTitle}
      </h3>
      {parent && <input type="hidden" name="parentId" value={parent.id} />}
      <div>
        <Label htmlFor={ids.username}>{articleTexts.commentUsernameLabel}</Label>
        <Input
          id={ids.username}
          name="username"
          autoComplete="nickname"
          value={values.username}
          readOnly={submitting}
          onChange={(e) => edit("username", e.target.value)}
          aria-invalid={invalid("username") || undefined}
          aria-describedby={describedBy("username")}
          className="sm:max-w-sm"
        />
      </div>
      <div>
        <Label htmlFor={ids.content}>{articleTexts.commentContentLabel}</Label>
        <textarea
          id={ids.content}
          name="content"
          rows={4}
          placeholder={articleTexts.commentContentPlaceholder}
          value={values.content}
          readOnly={submitting}
          onChange={(e) => edit("content", e.target.value)}
          aria-invalid={invalid("content") || undefined}
          aria-describedby={describedBy("content")}
          className={`${inputClasses} h-auto min-h-28 resize-y py-3`}
        />
        <p
          id={ids.counter}
          className={`mt-1 text-right text-xs tabular-nums ${tooLong ? "font-bold text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
        >
          <span className="sr-only">{articleTexts.commentCharactersLabel}: </span>
          {articleTexts.commentCharacters(length, limits.commentContentMax)}
        </p>
      </div>
      {error && <CommentAlert id={ids.error} message={error.message} />}
      <div className="flex flex-wrap gap-2">
        <PlainButton type="submit" disabled={submitting}>
          {submitting ? articleTexts.commentSubmitting : parent ? readerCommentTexts.reply : articleTexts.comment}
        </PlainButton>
        {onCancel && (
          <PlainButton type="button" variant="secondary" onClick={onCancel}>
            {readerCommentTexts.cancelReply}
          </PlainButton>
        )}
      </div>
    </form>
  );
}
