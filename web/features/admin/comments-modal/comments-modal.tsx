import { Link, useRevalidator } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import type { AdminComment, ModerationDecision } from "#common/schemas/comments.ts";
import { Modal } from "#web/components/ui/modal.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { useDecisionDialog } from "../moderation/decision-dialog.tsx";
import { ModerationComment } from "../moderation/moderation-comment.tsx";
import { EmptyState, ErrorState } from "../ui/states.tsx";
import type { CommentIntent, CommentsData } from "./comments-data.ts";

type Props = {
  data: CommentsData;
  articleTitle?: string;
  onClose: () => void;
};

/**
 * An article's comments, newest first (SPEC.md §2 Admin articles), in the states of the moderation
 * queue (issue 22): each approved, hidden, restored or deleted after a confirmation with an
 * optional reason; the queue itself is a link away.
 */
export function CommentsModal({ data: { articleId, comments }, articleTitle, onClose }: Props) {
  const [askDecision, decisionDialog] = useDecisionDialog();
  const action = useAction<CommentIntent>();
  const { revalidate } = useRevalidator();
  const busy = new Set(action.pending?.ids ?? []);

  async function decideOn(comment: AdminComment, decision: ModerationDecision) {
    const reason = await askDecision({ decision, count: 1, restore: comment.status === "hidden" });
    if (reason !== null) void action.submit({ intent: "decide", ids: [comment.id], decision, reason });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={articleTitle ? adminTexts.commentsTitle(articleTitle) : adminTexts.commentsTitlePlain}
      width="sm:max-w-2xl"
    >
      {!comments.ok ? (
        <ErrorState message={adminTexts.commentsLoadFailed} onRetry={revalidate} />
      ) : comments.data.comments.length === 0 ? (
        <EmptyState message={adminTexts.noComments} />
      ) : (
        <ul className="-mx-5 -my-4 divide-y divide-zinc-200 dark:divide-zinc-800">
          {comments.data.comments.map((comment) => (
            <li key={comment.id}>
              <ModerationComment
                comment={comment}
                busy={busy.has(comment.id)}
                onDecide={decideOn}
                showArticle={false}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-right">
        <Link
          to={`/admin/comments?tab=all&article=${articleId}`}
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-red-300"
        >
          {moderationTexts.openInQueue}
        </Link>
      </p>
      {decisionDialog}
    </Modal>
  );
}
