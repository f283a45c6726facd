import {
  BellRing,
  CalendarClock,
  CalendarX,
  Eye,
  EyeOff,
  FileSearch,
  Heart,
  MessageSquare,
  Pencil,
  Send,
  Trash2,
} from "lucide-react";
import { Link } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { AdminArticle } from "#common/schemas/admin.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { formatAdminDate, formatAdminDateTime } from "#common/dates.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { formatCount } from "../ui/number.ts";
import { cn } from "#web/lib/cn.ts";
import { DeleteIconButton } from "../ui/icon-button.tsx";
import { Badge } from "../ui/states.tsx";
import { Table } from "../ui/table.tsx";
import { articlePath } from "#common/page-paths.ts";
import { pushDeskTexts } from "#common/messages/push.ts";

type Props = {
  articles: AdminArticle[];
  highlightId: number | null;
  busyId: number | null;
  commentsHref: (id: number) => string;
  onToggleStatus: (article: AdminArticle) => void;
  onSchedule: (article: AdminArticle) => void;
  onUnschedule: (article: AdminArticle) => void;
  /** None for the Editor, who does not delete others' articles (decision 0134). */
  onDelete?: (article: AdminArticle) => void;
  /** The builder's address of an article, for the Editor, who edits anyone's text (decision 0134). */
  editHref?: (id: number) => string;
  /** Send an alert for breaking news about a published article (decision 0142). */
  onAlert: (article: AdminArticle) => void;
};

const iconButton = buttonClasses("ghost", "icon", "h-9 w-9");

/** Published, Draft (SPEC.md's English), or Насрочена with its moment (issue 20). */
function StatusBadge({ article, inline = false }: { article: AdminArticle; inline?: boolean }) {
  if (article.status === "scheduled") {
    return (
      <span
        className={inline ? "inline-flex flex-wrap items-center gap-x-1.5" : "inline-flex flex-col items-start gap-0.5"}
      >
        <Badge tone="blue">{newsroomTexts.statusScheduled}</Badge>
        {article.scheduledAt && (
          <span className="text-xs text-zinc-700 tabular-nums dark:text-zinc-300">
            {formatAdminDateTime(article.scheduledAt)}
          </span>
        )}
      </span>
    );
  }
  return (
    <Badge tone={article.isPublished ? "green" : "amber"}>
      {article.isPublished ? adminTexts.published : adminTexts.draft}
    </Badge>
  );
}

function Stats({ article }: { article: AdminArticle }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-zinc-700 tabular-nums dark:text-zinc-300">
      <span className="inline-flex items-center gap-1" title={adminTexts.views}>
        <Eye aria-hidden className="h-4 w-4 shrink-0 text-zinc-400" />
        <span className="sr-only">{adminTexts.views}:</span>
        {formatCount(article.stats.views)}
      </span>
      <span className="inline-flex items-center gap-1" title={adminTexts.comments}>
        <MessageSquare aria-hidden className="h-4 w-4 shrink-0 text-zinc-400" />
        <span className="sr-only">{adminTexts.comments}:</span>
        {formatCount(article.stats.comments)}
      </span>
      <span className="inline-flex items-center gap-1" title={adminTexts.likes}>
        <Heart aria-hidden className="h-4 w-4 shrink-0 text-zinc-400" />
        <span className="sr-only">{adminTexts.likes}:</span>
        {formatCount(article.stats.likes)}
      </span>
    </span>
  );
}

const shownDate = (a: AdminArticle) => formatAdminDate(a.publishDate ?? a.createdAt);

/**
 * Schedule a draft, or cancel a scheduled article's schedule (issue 20); for a published one, in
 * the same place, send an alert for breaking news (decision 0142).
 */
function ScheduleButton({
  article,
  busy,
  onSchedule,
  onUnschedule,
  onAlert,
}: {
  article: AdminArticle;
  busy: boolean;
  onSchedule: (a: AdminArticle) => void;
  onUnschedule: (a: AdminArticle) => void;
  onAlert: (a: AdminArticle) => void;
}) {
  if (article.status === "published")
    return (
      <button
        type="button"
        onClick={() => onAlert(article)}
        className={iconButton}
        aria-label={`${pushDeskTexts.send}: ${article.title}`}
        title={pushDeskTexts.send}
      >
        <BellRing aria-hidden className="h-4 w-4" />
      </button>
    );
  const scheduled = article.status === "scheduled";
  const label = scheduled ? newsroomTexts.cancelSchedule : newsroomTexts.scheduleShort;
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => (scheduled ? onUnschedule : onSchedule)(article)}
      className={iconButton}
      aria-label={`${label}: ${article.title}`}
      title={label}
    >
      {scheduled ? <CalendarX aria-hidden className="h-4 w-4" /> : <CalendarClock aria-hidden className="h-4 w-4" />}
    </button>
  );
}

/**
 * The admin article list: a table from 1280 px, where its columns fit beside the sidebar (the
 * statistics get their own column from 1536 px, and sit under the title before), cards with an
 * action sheet below.
 */
export function ArticleList({
  articles,
  highlightId,
  busyId,
  commentsHref,
  onToggleStatus,
  onSchedule,
  onUnschedule,
  onDelete,
  editHref,
  onAlert,
}: Props) {
  const rowTone = (a: AdminArticle) => (a.id === highlightId ? "bg-amber-50 dark:bg-amber-900/20" : "");
  return (
    <>
      <Table
        columns={[
          { label: adminTexts.title, className: "px-5" },
          { label: adminTexts.author, className: "w-40 px-2" },
          { label: adminTexts.status, className: "w-24 px-2" },
          { label: adminTexts.date, className: "w-32 px-2" },
          { label: adminTexts.statistics, className: "hidden w-40 px-2 2xl:table-cell" },
          { label: adminTexts.actions, className: "w-[19rem] px-4 text-right" },
        ]}
      >
        {articles.map((article) => (
          <tr
            key={article.id}
            className={cn("align-top", rowTone(article))}
            aria-current={article.id === highlightId ? "true" : undefined}
          >
            <td className="px-5 py-3">
              <p className="line-clamp-2 font-semibold break-words text-zinc-900 dark:text-zinc-50">{article.title}</p>
              {article.categories.length > 0 && (
                <p className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400">
                  {article.categories.join(", ")}
                </p>
              )}
              <p className="mt-1.5 text-xs 2xl:hidden">
                <Stats article={article} />
              </p>
            </td>
            <td className="px-2 py-3">
              <span className="flex min-w-0 items-center gap-2">
                <UserAvatar name={article.author.name} src={article.author.avatar} className="h-7 w-7 text-xs" />
                <span className="truncate text-zinc-700 dark:text-zinc-300">{article.author.name}</span>
              </span>
            </td>
            <td className="px-2 py-3">
              <StatusBadge article={article} />
            </td>
            <td className="px-2 py-3 whitespace-nowrap text-zinc-700 dark:text-zinc-300">{shownDate(article)}</td>
            <td className="hidden px-2 py-3 2xl:table-cell">
              <Stats article={article} />
            </td>
            <td className="px-4 py-2">
              <div className="flex items-center justify-end gap-1">
                <Button
                  variant="secondary"
                  className="h-9 min-w-[6.75rem] px-2.5"
                  disabled={busyId === article.id}
                  onClick={() => onToggleStatus(article)}
                  aria-label={`${article.isPublished ? adminTexts.unpublish : adminTexts.publish}: ${article.title}`}
                >
                  {article.isPublished ? (
                    <EyeOff aria-hidden className="h-4 w-4 shrink-0" />
                  ) : (
                    <Send aria-hidden className="h-4 w-4 shrink-0" />
                  )}
                  {article.isPublished ? adminTexts.unpublish : adminTexts.publish}
                </Button>
                <ScheduleButton
                  article={article}
                  busy={busyId === article.id}
                  onSchedule={onSchedule}
                  onUnschedule={onUnschedule}
                  onAlert={onAlert}
                />
                <Link
                  to={commentsHref(article.id)}
                  className={iconButton}
                  aria-label={`${adminTexts.comments}: ${article.title}`}
                  title={adminTexts.comments}
                >
                  <MessageSquare aria-hidden className="h-4 w-4" />
                </Link>
                {article.isPublished ? (
                  <Link
                    to={articlePath(article)}
                    className={iconButton}
                    aria-label={`${adminTexts.viewArticle}: ${article.title}`}
                    title={adminTexts.viewArticle}
                  >
                    <Eye aria-hidden className="h-4 w-4" />
                  </Link>
                ) : (
                  <Link
                    to={`/preview/${article.id}`}
                    className={iconButton}
                    aria-label={`${adminTexts.previewDraft}: ${article.title}`}
                    title={adminTexts.previewDraft}
                  >
                    <FileSearch aria-hidden className="h-4 w-4" />
                  </Link>
                )}
                {editHref && (
                  <Link
                    to={editHref(article.id)}
                    className={iconButton}
                    aria-label={`${adminTexts.edit}: ${article.title}`}
                    title={adminTexts.edit}
                  >
                    <Pencil aria-hidden className="h-4 w-4" />
                  </Link>
                )}
                {onDelete && (
                  <DeleteIconButton
                    disabled={busyId === article.id}
                    onClick={() => onDelete(article)}
                    label={`${adminTexts.delete}: ${article.title}`}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </Table>

      <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
        {articles.map((article) => (
          <li key={article.id} className={cn("flex items-start gap-3 px-4 py-3", rowTone(article))}>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold break-words text-zinc-900 dark:text-zinc-50">{article.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                <StatusBadge article={article} inline />
                <span className="min-w-0 truncate">{article.author.name}</span>
                <span aria-hidden>·</span>
                <span>{shownDate(article)}</span>
              </p>
              <p className="mt-1.5 text-xs">
                <Stats article={article} />
              </p>
            </div>
            <ActionSheet
              title={article.title}
              actions={[
                article.isPublished
                  ? { label: adminTexts.viewArticle, icon: Eye, to: articlePath(article) }
                  : { label: adminTexts.previewDraft, icon: FileSearch, to: `/preview/${article.id}` },
                ...(editHref ? [{ label: adminTexts.edit, icon: Pencil, to: editHref(article.id) }] : []),
                { label: adminTexts.comments, icon: MessageSquare, to: commentsHref(article.id) },
                ...(article.status === "scheduled"
                  ? [{ label: newsroomTexts.cancelSchedule, icon: CalendarX, onSelect: () => onUnschedule(article) }]
                  : article.status === "draft"
                    ? [{ label: newsroomTexts.scheduleShort, icon: CalendarClock, onSelect: () => onSchedule(article) }]
                    : [{ label: pushDeskTexts.send, icon: BellRing, onSelect: () => onAlert(article) }]),
                {
                  label: article.isPublished ? adminTexts.unpublish : adminTexts.publish,
                  icon: article.isPublished ? EyeOff : Send,
                  onSelect: () => onToggleStatus(article),
                },
                ...(onDelete
                  ? [{ label: adminTexts.delete, icon: Trash2, destructive: true, onSelect: () => onDelete(article) }]
                  : []),
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
