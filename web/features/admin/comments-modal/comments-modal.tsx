import { Trash2 } from "lucide-react";
import { useState } from "react";
import { adminTexts } from "#common/messages.ts";
import type { AdminComment } from "#common/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { api } from "#web/lib/api.ts";
import { formatAdminDateTime } from "../format.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { EmptyState, ErrorState, LoadingState } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";

type Props = {
  articleId: number;
  articleTitle?: string;
  onClose: () => void;
  onDeleted: (articleId: number) => void;
};

/** An article's comments, newest first, each deletable after a confirmation (SPEC.md §2 Admin articles). */
export function CommentsModal({ articleId, articleTitle, onClose, onDeleted }: Props) {
  const comments = useApiData<{ comments: AdminComment[] }>(`/admin/comments?article_id=${articleId}`);
  const [confirm, confirmDialog] = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);
  const toast = useToast();
  const sessionLost = useSessionLostHandler();

  async function remove(comment: AdminComment) {
    if (!(await confirm({ message: adminTexts.confirmDeleteComment, confirmLabel: adminTexts.delete, destructive: true }))) return;
    setBusyId(comment.id);
    try {
      await api(`/admin/comments/${comment.id}`, { method: "DELETE" });
      comments.setData((data) => ({ comments: data.comments.filter((c) => c.id !== comment.id) }));
      onDeleted(articleId);
      toast.success(adminTexts.commentDeleted);
    } catch (error) {
      if (!sessionLost(error)) toast.error(adminTexts.commentDeleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={articleTitle ? adminTexts.commentsTitle(articleTitle) : adminTexts.commentsTitlePlain} width="sm:max-w-2xl">
      {comments.status === "error" ? (
        <ErrorState message={adminTexts.commentsLoadFailed} onRetry={comments.reload} />
      ) : !comments.data ? (
        <LoadingState label={adminTexts.commentsLoading} />
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
