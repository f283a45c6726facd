import { Trash2 } from "lucide-react";
import { useRevalidator } from "react-router";
import { adminTexts } from "#common/messages.ts";
import type { AdminComment } from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { formatAdminDateTime } from "#common/dates.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { EmptyState, ErrorState } from "../ui/states.tsx";
import type { CommentIntent, CommentsData } from "./comments-data.ts";

type Props = {
  data: CommentsData;
  articleTitle?: string;
  onClose: () => void;
};

/** An article's comments, newest first, each deletable after a confirmation (SPEC.md §2 Admin articles). */
export function CommentsModal({ data: { comments }, articleTitle, onClose }: Props) {
  const [confirm, confirmDialog] = useConfirm();
  const action = useAction<CommentIntent>();
  const { revalidate } = useRevalidator();
  const busyId = action.pending?.id;

  async function remove(comment: AdminComment) {
    if (await confirm({ message: adminTexts.confirmDeleteComment, confirmLabel: adminTexts.delete, destructive: true })) void action.submit({ intent: "delete", id: comment.id });
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={articleTitle ? adminTexts.commentsTitle(articleTitle) : adminTexts.commentsTitlePlain} width="sm:max-w-2xl">
      {!comments.ok ? (
        <ErrorState message={adminTexts.commentsLoadFailed} onRetry={revalidate} />
      ) : comments.data.comments.length === 0 ? (
        <EmptyState message={adminTexts.noComments} />
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {comments.data.comments.map((comment) => (
            <li key={comment.id} className="flex items-start gap-3 py-3">
              <UserAvatar name={comment.author} src={comment.avatar} className="h-9 w-9 text-sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-zinc-900 dark:text-zinc-50">{comment.author}</span>
                  <time dateTime={comment.createdAt} className="text-xs text-zinc-500 dark:text-zinc-400">
                    {formatAdminDateTime(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">{comment.content}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                disabled={busyId === comment.id}
                onClick={() => remove(comment)}
                aria-label={adminTexts.deleteComment(comment.author)}
                title={adminTexts.delete}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </Modal>
  );
}
