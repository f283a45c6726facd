import { MessageCircle } from "lucide-react";
import { articleTexts } from "#common/messages/reader.ts";
import { useStore } from "#web/islands/store.ts";
import { actionButtonClasses } from "./action-button.ts";
import { refetchedArticle, shownCommentCount } from "./article-live.ts";
import { commentsAnchor } from "./comment-paths.ts";
import { LikeButton } from "./like-button.tsx";
import { showNotice } from "./notice.tsx";
import { SharePopover } from "./share-popover.tsx";

type ActionBarProps = {
  articleId: number;
  likes: number;
  liked: boolean;
  comments: number;
  shareUrl: string;
  title: string;
};

/**
 * SPEC.md §2: like with its count, the comment count (a jump to the comments) and sharing. An
 * island of the article page; the count follows the comments island's (the reader's own comments),
 * or the article as fetched again (other readers' comments since the page was rendered).
 */
export function ActionBar({ articleId, likes, liked, comments, shareUrl, title }: ActionBarProps) {
  const refetched = useStore(refetchedArticle);
  const count = useStore(shownCommentCount) ?? refetched?.stats.comments ?? comments;
  return (
    <div
      role="group"
      aria-label={articleTexts.actionsLabel}
      className="mt-10 flex flex-wrap items-center gap-3 border-y border-zinc-200 py-4 dark:border-zinc-800"
    >
      <LikeButton articleId={articleId} likes={likes} liked={liked} comments={comments} />
      <a href={`#${commentsAnchor}`} aria-label={articleTexts.commentsCount(count)} className={actionButtonClasses}>
        <MessageCircle aria-hidden className="h-5 w-5" />
        <span className="tabular-nums">{count}</span>
      </a>
      <div className="ml-auto">
        <SharePopover articleId={articleId} url={shareUrl} title={title} onNotice={showNotice} />
      </div>
    </div>
  );
}
