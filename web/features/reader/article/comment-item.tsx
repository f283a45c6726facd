import { Clock3, Flag, Reply } from "lucide-react";
import type { MouseEvent } from "react";
import { formatArticleDate } from "#common/dates/reader.ts";
import { readerCommentTexts } from "#common/messages/reader.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import type { PublicComment } from "#common/schemas/articles.ts";
import { commentPagePath } from "./comment-paths.ts";
import type { ShownComment } from "./use-own-comments.ts";

const actionClasses =
  "inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 -mx-1.5 text-sm font-semibold text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

export type CommentActions = {
  /** Opens the reply form under the thread; the link's element gets the focus back after it. */
  onReply: (comment: ShownComment, link: HTMLElement) => void;
  /** Opens the report dialog (loaded on first use: `onPreloadReport`). */
  onReport: (comment: ShownComment, link: HTMLElement) => void;
  onPreloadReport: () => void;
};

/** A comment's name, time and text (plain text, never HTML: React escapes it). */
export function CommentBody({ comment }: { comment: PublicComment }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold wrap-anywhere">{comment.author}</span>
        <time dateTime={comment.timestamp} className="text-sm text-zinc-600 dark:text-zinc-400">
          {formatArticleDate(comment.timestamp)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line wrap-anywhere text-zinc-800 dark:text-zinc-200">{comment.content}</p>
    </>
  );
}

/**
 * One comment: name, time and text (plain text, never HTML), and its actions: "Отговори" and
 * "Сигнализирай" (issue 22). Both are links to the comment's page, which works without
 * JavaScript; with it they open the inline reply form and the report dialog instead. A held
 * comment (the reader's own, waiting for review) says so and has no actions; a hidden one with
 * replies is only a placeholder.
 */
export function CommentItem({
  articleId,
  articleSlug,
  comment,
  removed,
  actions,
  small,
}: {
  articleId: number;
  /** The article's slug, for the comment page's address (issue 32). */
  articleSlug: string | null;
  comment: ShownComment;
  removed?: boolean;
  actions: CommentActions;
  small?: boolean;
}) {
  if (removed) {
    return <p className="py-1 text-sm text-zinc-600 italic dark:text-zinc-400">{readerCommentTexts.removed}</p>;
  }
  const page = commentPagePath({ id: articleId, slug: articleSlug }, comment.id);
  const open = (event: MouseEvent<HTMLAnchorElement>, action: (comment: ShownComment, link: HTMLElement) => void) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    action(comment, event.currentTarget);
  };
  return (
    <div className="flex gap-3">
      <UserAvatar
        name={comment.author}
        src={comment.avatar}
        className={small ? "h-8 w-8 text-sm" : "h-10 w-10 text-base"}
      />
      <div className="min-w-0 flex-1">
        <CommentBody comment={comment} />
        {comment.held ? (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
            <Clock3 aria-hidden className="h-3.5 w-3.5 shrink-0" />
            {readerCommentTexts.held}
          </p>
        ) : (
          <p className="mt-1.5 flex flex-wrap gap-x-4">
            <a
              href={`${page}#reply`}
              aria-label={readerCommentTexts.replyLabel(comment.author)}
              onClick={(e) => open(e, actions.onReply)}
              className={actionClasses}
            >
              <Reply aria-hidden className="h-4 w-4" />
              {readerCommentTexts.reply}
            </a>
            <a
              href={`${page}#report`}
              aria-label={readerCommentTexts.reportLabel(comment.author)}
              aria-haspopup="dialog"
              onClick={(e) => open(e, actions.onReport)}
              onPointerEnter={actions.onPreloadReport}
              onFocus={actions.onPreloadReport}
              className={actionClasses}
            >
              <Flag aria-hidden className="h-4 w-4" />
              {readerCommentTexts.report}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
