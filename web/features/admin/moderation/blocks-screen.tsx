import { Unlock } from "lucide-react";
import { useRevalidator } from "react-router";
import { formatAdminDate, formatAdminDateTime } from "#common/dates.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import type { CommentBlock } from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import type { BlockIntent, BlocksData } from "./blocks-data.ts";
import { ModerationNav } from "./moderation-nav.tsx";

const byWhat = (block: CommentBlock) =>
  block.byCookie && block.byAddress
    ? moderationTexts.byCookieAndAddress
    : block.byCookie
      ? moderationTexts.byCookie
      : moderationTexts.byAddress;

/** The readers blocked now, with when it ends, who blocked them and why, and an unblock (issue 22, point 4). */
export function BlocksScreen({ data: { blocks } }: { data: BlocksData }) {
  const { revalidate } = useRevalidator();
  const [confirm, confirmDialog] = useConfirm();
  const action = useAction<BlockIntent>();
  const rows = blocks.ok ? blocks.data.blocks : [];

  async function unblock(block: CommentBlock) {
    if (
      await confirm({
        message: moderationTexts.confirmUnblock(block.authorName),
        confirmLabel: moderationTexts.unblock,
      })
    )
      void action.submit({ intent: "unblock", id: block.id });
  }

  return (
    <div className="space-y-4">
      <ModerationNav />
      <Panel aria-labelledby="blocks-heading">
        <PanelHeader
          id="blocks-heading"
          live
          title={blocks.ok ? moderationTexts.blocksHeading(rows.length) : moderationTexts.blocksLoading}
        />
        <p className="border-b border-zinc-200 px-4 py-3 text-sm text-zinc-600 sm:px-5 dark:border-zinc-800 dark:text-zinc-400">
          {moderationTexts.blocksHint}
        </p>
        {!blocks.ok ? (
          <div className="p-4">
            <ErrorState message={moderationTexts.blocksLoadFailed} onRetry={revalidate} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState message={moderationTexts.noBlocks} />
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {rows.map((block) => (
              <li key={block.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5">
                <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-zinc-600 dark:text-zinc-400">{moderationTexts.blockedName}</dt>
                  <dd className="font-semibold break-words text-zinc-900 dark:text-zinc-50">
                    {block.authorName}{" "}
                    <span className="font-normal text-zinc-600 dark:text-zinc-400">({byWhat(block)})</span>
                  </dd>
                  <dt className="text-zinc-600 dark:text-zinc-400">{moderationTexts.blockedUntil}</dt>
                  <dd className="text-zinc-800 tabular-nums dark:text-zinc-200">
                    {block.until ? formatAdminDateTime(block.until) : moderationTexts.forever}
                  </dd>
                  <dt className="text-zinc-600 dark:text-zinc-400">{moderationTexts.blockedBy}</dt>
                  <dd className="break-words text-zinc-800 dark:text-zinc-200">
                    {block.createdBy ?? "—"}, {formatAdminDate(block.createdAt)}
                  </dd>
                  {block.reason && (
                    <>
                      <dt className="text-zinc-600 dark:text-zinc-400">{moderationTexts.blockReason}</dt>
                      <dd className="break-words text-zinc-800 dark:text-zinc-200">{block.reason}</dd>
                    </>
                  )}
                </dl>
                <Button
                  variant="secondary"
                  className="self-start"
                  disabled={action.pending?.id === block.id}
                  onClick={() => unblock(block)}
                  aria-label={moderationTexts.unblockLabel(block.authorName)}
                >
                  <Unlock aria-hidden className="h-4 w-4" />
                  {moderationTexts.unblock}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {confirmDialog}
    </div>
  );
}
