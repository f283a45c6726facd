import { formatArticleDate } from "#common/dates.ts";
import { articleTexts } from "#common/messages.ts";
import type { CommentCreatedResponse, PublicComment } from "#common/schemas/articles.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { CommentForm } from "./comment-form.tsx";
import type { CommentFormResult } from "./comment-form-result.ts";

export const commentsAnchor = "comments";

/** The comments block under the action bar: the form, then the comments, newest first. */
export function Comments({
  articleId,
  comments,
  count,
  formResult,
  onPosted,
}: {
  articleId: number;
  comments: PublicComment[];
  count: number;
  formResult?: CommentFormResult;
  onPosted: (created: CommentCreatedResponse) => void;
}) {
  return (
    <section id={commentsAnchor} aria-labelledby="comments-title" className="mt-10 scroll-mt-20">
      <h2 id="comments-title" className="flex items-center gap-2 font-serif text-2xl font-bold">
        {articleTexts.commentsTitle}
        <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
          {count}
        </span>
      </h2>
      <div className="mt-5">
        <CommentForm articleId={articleId} result={formResult} onPosted={onPosted} />
      </div>
      {comments.length === 0 ? (
        <p className="mt-6 text-zinc-600 dark:text-zinc-400">{articleTexts.noComments}</p>
      ) : (
        <ol className="mt-6 divide-y divide-zinc-200 dark:divide-zinc-800">
          {comments.map((comment) => (
            <li key={comment.id} className="flex gap-3 py-5">
              <UserAvatar name={comment.author} src={comment.avatar} className="h-10 w-10 text-base" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{comment.author}</span>
                  <time dateTime={comment.timestamp} className="text-sm text-zinc-600 dark:text-zinc-400">
                    {formatArticleDate(comment.timestamp)}
                  </time>
                </p>
                {/* Plain text, never HTML: React escapes it. */}
                <p className="mt-1 whitespace-pre-line break-words text-zinc-800 dark:text-zinc-200">{comment.content}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
