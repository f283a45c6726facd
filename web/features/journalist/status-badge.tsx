import { journalistTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleStatus } from "#common/schemas/revisions.ts";

const tones: Record<ArticleStatus, string> = {
  published: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  draft: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  scheduled: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
};

export const statusLabels: Record<ArticleStatus, string> = {
  published: journalistTexts.statusPublished,
  draft: journalistTexts.statusDraft,
  scheduled: newsroomTexts.statusScheduled,
};

export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      // w-fit: in a column (the grid cards) a flex item would otherwise stretch across the card.
      className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
