import { ClipboardCheck, FileSearch, Pencil } from "lucide-react";
import { Link } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { articleEditPath } from "#common/page-paths.ts";
import type { ReviewQueueItem } from "#common/schemas/reviews.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { Table } from "../ui/table.tsx";
import { KindBadge, previewPath, sentLine } from "./review-parts.tsx";

type Props = {
  items: ReviewQueueItem[];
  onReview: (item: ReviewQueueItem) => void;
  /** Only for the Editor, whom the builder takes; admins read the preview (decision 0134). */
  mayEdit: boolean;
};

const iconButton = buttonClasses("ghost", "icon", "h-9 w-9");

/** What waits for review: a table from 1280 px, cards with an action sheet below (as the article list). */
export function ReviewList({ items, onReview, mayEdit }: Props) {
  return (
    <>
      <Table
        columns={[
          { label: adminTexts.title, className: "px-5" },
          { label: adminTexts.author, className: "w-40 px-2" },
          { label: reviewTexts.columnSent, className: "w-48 px-2" },
          { label: reviewTexts.columnNotes, className: "w-28 px-2" },
          { label: adminTexts.actions, className: "w-56 px-4 text-right" },
        ]}
      >
        {items.map((item) => (
          <tr key={item.articleId} className="align-top">
            <td className="px-5 py-3">
              <p className="line-clamp-2 font-semibold break-words text-zinc-900 dark:text-zinc-50">{item.title}</p>
              <p className="mt-1">
                <KindBadge kind={item.kind} />
              </p>
            </td>
            <td className="truncate px-2 py-3 text-zinc-700 dark:text-zinc-300">{item.author}</td>
            <td className="px-2 py-3 text-zinc-700 dark:text-zinc-300">
              {item.sentBy && <p className="truncate">{item.sentBy}</p>}
              <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                {formatAdminDateTime(item.sentAt)}
              </p>
            </td>
            <td className="px-2 py-3 text-zinc-700 dark:text-zinc-300">{reviewTexts.notesCount(item.notes)}</td>
            <td className="px-4 py-2">
              <div className="flex items-center justify-end gap-1">
                <Button
                  variant="secondary"
                  className="h-9 px-2.5"
                  onClick={() => onReview(item)}
                  aria-label={reviewTexts.reviewOf(item.title)}
                >
                  <ClipboardCheck aria-hidden className="h-4 w-4 shrink-0" />
                  {reviewTexts.review}
                </Button>
                <Link
                  to={previewPath(item.articleId)}
                  className={iconButton}
                  aria-label={`${reviewTexts.preview}: ${item.title}`}
                  title={reviewTexts.preview}
                >
                  <FileSearch aria-hidden className="h-4 w-4" />
                </Link>
                {mayEdit && (
                  <Link
                    to={articleEditPath(item.articleId)}
                    className={iconButton}
                    aria-label={`${reviewTexts.openInBuilder}: ${item.title}`}
                    title={reviewTexts.openInBuilder}
                  >
                    <Pencil aria-hidden className="h-4 w-4" />
                  </Link>
                )}
              </div>
            </td>
          </tr>
        ))}
      </Table>

      <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
        {items.map((item) => (
          <li key={item.articleId} className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold break-words text-zinc-900 dark:text-zinc-50">{item.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                <KindBadge kind={item.kind} />
                <span className="min-w-0 truncate">{item.author}</span>
              </p>
              <p className="mt-1 text-xs break-words text-zinc-600 dark:text-zinc-400">
                {sentLine(item)} · {reviewTexts.notesCount(item.notes)}
              </p>
              <Button
                variant="secondary"
                className="mt-2 h-9 px-3"
                onClick={() => onReview(item)}
                aria-label={reviewTexts.reviewOf(item.title)}
              >
                <ClipboardCheck aria-hidden className="h-4 w-4 shrink-0" />
                {reviewTexts.review}
              </Button>
            </div>
            <ActionSheet
              title={item.title}
              actions={[
                { label: reviewTexts.preview, icon: FileSearch, to: previewPath(item.articleId) },
                ...(mayEdit
                  ? [{ label: reviewTexts.openInBuilder, icon: Pencil, to: articleEditPath(item.articleId) }]
                  : []),
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
