import { ArrowRight, MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";
import { moderationTexts } from "#common/messages/moderation.ts";
import type { ModerationCounts } from "#common/schemas/comments.ts";

/** The dashboard's note that comments wait for a look (issue 22: "nothing tells an editor that a comment needs a look"). */
export function ModerationReminder({ counts }: { counts: ModerationCounts }) {
  if (counts.held === 0 && counts.reported === 0) return null;
  const tab = counts.held > 0 ? "" : "?tab=reported";
  return (
    <aside className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/30">
      <MessageSquareWarning aria-hidden className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="min-w-0 flex-1 text-sm font-semibold text-amber-950 dark:text-amber-100">
        {[
          counts.held > 0 && moderationTexts.waiting(counts.held),
          counts.reported > 0 && moderationTexts.reported(counts.reported),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <Link
        to={`/admin/comments${tab}`}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-amber-200"
      >
        {moderationTexts.toQueue}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </aside>
  );
}
