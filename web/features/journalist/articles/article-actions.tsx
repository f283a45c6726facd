import { CalendarX, Eye, EyeOff, Pencil, Radio, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatJournalistDate } from "#common/dates.ts";
import { journalistTexts } from "#common/messages/journalist.ts";
import { liveDeskTexts } from "#common/messages/live.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { OwnArticle } from "#common/schemas/journalist.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { articleLiveDeskPath, articlePath, articleEditPath } from "#common/page-paths.ts";

/** What a row can do with its article: publish or hide it (after a confirmation), delete it. */
export type ArticleHandlers = {
  onPublish: (article: OwnArticle, publish: boolean) => void;
  /** A scheduled article back to draft (issue 20). */
  onUnschedule: (article: OwnArticle) => void;
  onDelete: (article: OwnArticle) => void;
};

/** "Преглед": a published article's public page; a draft's staff preview, which only its author and the admins see (decision 0050). */
export const previewPath = (a: OwnArticle) => (a.status === "published" ? articlePath(a) : `/preview/${a.id}`);
/** The date a row shows: a published article's publication, a scheduled one's moment (issue 20), a draft's creation. */
export const articleDate = (a: OwnArticle) =>
  formatJournalistDate(
    a.status === "published"
      ? (a.publishDate ?? a.createdAt)
      : a.status === "scheduled"
        ? (a.scheduledAt ?? a.createdAt)
        : a.createdAt,
  );

const icon = buttonClasses("ghost", "icon", "h-9 w-9");

/**
 * A row's buttons: edit, preview, its live coverage desk (issue 37), hide or publish, delete.
 * `compact` (the grid's cards): edit, and view if published or publish if a draft. The table shows
 * them from 640 px, a phone sheet below.
 */
export function ArticleActions({
  article,
  compact = false,
  onPublish,
  onUnschedule,
  onDelete,
}: { article: OwnArticle; compact?: boolean } & ArticleHandlers) {
  const published = article.status === "published";
  return (
    <div className={cn("flex justify-end gap-1", compact ? "flex-wrap" : "hidden sm:flex")}>
      <Link
        to={articleEditPath(article.id)}
        className={icon}
        aria-label={`${journalistTexts.edit}: ${article.title}`}
        title={journalistTexts.edit}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Link>
      {(!compact || published) && (
        <Link
          to={previewPath(article)}
          className={icon}
          aria-label={`${journalistTexts.preview}: ${article.title}`}
          title={journalistTexts.preview}
        >
          <Eye aria-hidden className="h-4 w-4" />
        </Link>
      )}
      {!compact && (
        <Link
          to={articleLiveDeskPath(article.id)}
          className={icon}
          aria-label={`${liveDeskTexts.open}: ${article.title}`}
          title={liveDeskTexts.open}
        >
          <Radio aria-hidden className="h-4 w-4" />
        </Link>
      )}
      {published ? (
        <button
          type="button"
          onClick={() => onPublish(article, false)}
          className={icon}
          aria-label={`${journalistTexts.hide}: ${article.title}`}
          title={journalistTexts.hide}
        >
          <EyeOff aria-hidden className="h-4 w-4" />
        </button>
      ) : (
        <button
          type="button"
          onClick={() => onPublish(article, true)}
          className={icon}
          aria-label={`${journalistTexts.publish}: ${article.title}`}
          title={journalistTexts.publish}
        >
          <Send aria-hidden className="h-4 w-4" />
        </button>
      )}
      {article.status === "scheduled" && (
        <button
          type="button"
          onClick={() => onUnschedule(article)}
          className={icon}
          aria-label={`${newsroomTexts.cancelSchedule}: ${article.title}`}
          title={newsroomTexts.cancelSchedule}
        >
          <CalendarX aria-hidden className="h-4 w-4" />
        </button>
      )}
      {/* Only its author deletes an article; a co-author edits it (decision 0121). */}
      {!compact && !article.coAuthored && (
        <button
          type="button"
          onClick={() => onDelete(article)}
          className={cn(icon, "text-red-700 dark:text-red-400")}
          aria-label={`${journalistTexts.delete}: ${article.title}`}
          title={journalistTexts.delete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}

/** On a phone the row's actions sit in a bottom sheet (SPEC.md §2): preview, edit, live coverage, hide or publish, delete. */
export function ArticleSheet({
  article,
  onPublish,
  onUnschedule,
  onDelete,
}: { article: OwnArticle } & ArticleHandlers) {
  return (
    <ActionSheet
      title={article.title}
      className="sm:hidden"
      actions={[
        { label: journalistTexts.preview, icon: Eye, to: previewPath(article) },
        { label: journalistTexts.edit, icon: Pencil, to: articleEditPath(article.id) },
        { label: liveDeskTexts.open, icon: Radio, to: articleLiveDeskPath(article.id) },
        article.status === "published"
          ? { label: journalistTexts.hide, icon: EyeOff, onSelect: () => onPublish(article, false) }
          : { label: journalistTexts.publish, icon: Send, onSelect: () => onPublish(article, true) },
        ...(article.status === "scheduled"
          ? [{ label: newsroomTexts.cancelSchedule, icon: CalendarX, onSelect: () => onUnschedule(article) }]
          : []),
        ...(article.coAuthored
          ? []
          : [{ label: journalistTexts.delete, icon: Trash2, onSelect: () => onDelete(article), destructive: true }]),
      ]}
    />
  );
}
