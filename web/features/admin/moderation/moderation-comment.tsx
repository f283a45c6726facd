import { Ban, Filter, Flag, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import { readerCommentTexts } from "#common/messages/reader.ts";
import type { AdminComment, ModerationDecision } from "#common/schemas/comments.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { cn } from "#web/lib/cn.ts";
import { Badge } from "../ui/states.tsx";
import { DecisionButton } from "./decision-button.tsx";
import { articlePath } from "#common/page-paths.ts";

const statusTone = {
  published: "green",
  held: "amber",
  hidden: "zinc",
} as const;

type Props = {
  comment: AdminComment;
  busy: boolean;
  onDecide: (comment: AdminComment, decision: ModerationDecision) => void;
  /** Blocking its writer; left out where the screen does not offer it. */
  onBlock?: (comment: AdminComment) => void;
  /** Selecting it for a bulk decision; left out where there is none. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
  /** The link that narrows the list to its article; left out when it is narrowed already. */
  articleFilterHref?: string;
  /** Whether to name its article (not in the article's own comments modal). */
  showArticle?: boolean;
};

/**
 * One comment as a moderator sees it (issue 22): who wrote it when, where, its state and why it
 * was held, the readers' reports, the last decision, and the decisions it allows.
 */
export function ModerationComment({
  comment,
  busy,
  onDecide,
  onBlock,
  selection,
  articleFilterHref,
  showArticle = true,
}: Props) {
  const reported = comment.reports.count > 0;
  return (
    <article
      aria-labelledby={`moderated-${comment.id}`}
      className={cn("flex gap-3 px-4 py-4 sm:px-5", busy && "opacity-60")}
    >
      {selection && (
        <input
          type="checkbox"
          checked={selection.selected}
          onChange={(e) => selection.onChange(e.target.checked)}
          aria-label={moderationTexts.select(comment.author)}
          className="mt-2.5 h-4 w-4 shrink-0 accent-brand-600"
        />
      )}
      <UserAvatar name={comment.author} src={comment.avatar} className="hidden h-9 w-9 text-sm sm:inline-flex" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={`moderated-${comment.id}`} className="font-semibold break-words text-zinc-900 dark:text-zinc-50">
            {comment.author}
          </h3>
          <time dateTime={comment.createdAt} className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {formatAdminDateTime(comment.createdAt)}
          </time>
          <Badge tone={statusTone[comment.status]}>{moderationTexts.statuses[comment.status]}</Badge>
          {reported && (
            <Badge tone="brand">
              <Flag aria-hidden className="mr-1 h-3 w-3" />
              {moderationTexts.reportCount(comment.reports.count)}
            </Badge>
          )}
          {comment.writerBlock === "browser" && (
            <Badge tone="zinc">
              <Ban aria-hidden className="mr-1 h-3 w-3" />
              {moderationTexts.writerBlocked}
            </Badge>
          )}
          {comment.writerBlock === "address" && (
            // Another browser on a blocked address (issue 29): maybe an innocent reader on a shared one.
            <span title={moderationTexts.writerAddressBlockedHint}>
              <Badge tone="amber">
                <Ban aria-hidden className="mr-1 h-3 w-3" />
                {moderationTexts.writerAddressBlocked}
              </Badge>
            </span>
          )}
        </div>
        {showArticle && (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-zinc-600 dark:text-zinc-400">
            <a
              href={articlePath({ id: comment.articleId, slug: comment.articleSlug })}
              target="_blank"
              rel="noreferrer"
              className="font-medium break-words text-brand-700 hover:underline dark:text-red-300"
            >
              {moderationTexts.onArticle(comment.articleTitle)}
            </a>
            {articleFilterHref && (
              <Link
                to={articleFilterHref}
                aria-label={moderationTexts.filterByArticle(comment.articleTitle)}
                title={moderationTexts.filterByArticle(comment.articleTitle)}
                className="inline-flex h-6 w-6 items-center justify-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              >
                <Filter aria-hidden className="h-3.5 w-3.5" />
              </Link>
            )}
          </p>
        )}
        {comment.replyTo && (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{moderationTexts.replyTo(comment.replyTo.author)}</p>
        )}
        <p className="text-sm break-words whitespace-pre-line text-zinc-800 dark:text-zinc-200">{comment.content}</p>
        {comment.status === "held" && comment.heldReason && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-amber-900 dark:text-amber-200">
            <ShieldAlert aria-hidden className="h-3.5 w-3.5 shrink-0" />
            {moderationTexts.heldBecause(moderationTexts.heldReasons[comment.heldReason])}
          </p>
        )}
        {reported && (
          <ul
            aria-label={moderationTexts.reportsLabel}
            className="space-y-1 rounded-lg bg-brand-50/60 px-3 py-2 text-xs text-zinc-800 dark:bg-brand-800/20 dark:text-zinc-200"
          >
            {comment.reports.latest.map((report, i) => (
              <li key={i} className="break-words">
                <span className="inline-block font-semibold first-letter:uppercase">
                  {readerCommentTexts.reportReasons[report.reason]}
                </span>
                {report.details && <span>: {report.details}</span>}
                <span className="text-zinc-600 dark:text-zinc-400"> · {formatAdminDateTime(report.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {comment.moderation && (
          <p className="text-xs break-words text-zinc-600 dark:text-zinc-400">
            {moderationTexts.decidedBy(comment.moderation.by ?? "—", formatAdminDateTime(comment.moderation.at))}
            {comment.moderation.reason && <> · {moderationTexts.decisionReason(comment.moderation.reason)}</>}
          </p>
        )}
        <div
          role="group"
          aria-label={moderationTexts.commentActions(comment.author)}
          className="flex flex-wrap gap-2 pt-1"
        >
          {(comment.status !== "published" || reported) && (
            <DecisionButton
              decision={comment.status === "hidden" ? "restore" : "approve"}
              disabled={busy}
              onClick={() => onDecide(comment, "approve")}
            />
          )}
          {comment.status !== "hidden" && (
            <DecisionButton decision="hide" disabled={busy} onClick={() => onDecide(comment, "hide")} />
          )}
          <DecisionButton decision="delete" disabled={busy} onClick={() => onDecide(comment, "delete")} />
          {onBlock && !comment.writerBlocked && (
            <DecisionButton decision="block" disabled={busy} onClick={() => onBlock(comment)} />
          )}
        </div>
      </div>
    </article>
  );
}
