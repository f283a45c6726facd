import { MessageSquareWarning } from "lucide-react";
import { moderationTexts } from "#common/messages/moderation.ts";
import { adminPaths } from "#common/page-paths.ts";
import type { ModerationCounts } from "#common/schemas/comments.ts";
import { DashboardReminder } from "../dashboard/dashboard-reminder.tsx";

/** The dashboard's note that comments wait for a look (issue 22: "nothing tells an editor that a comment needs a look"). */
export function ModerationReminder({ counts }: { counts: ModerationCounts }) {
  if (counts.held === 0 && counts.reported === 0) return null;
  const text = [
    counts.held > 0 && moderationTexts.waiting(counts.held),
    counts.reported > 0 && moderationTexts.reported(counts.reported),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <DashboardReminder
      icon={MessageSquareWarning}
      text={text}
      to={counts.held > 0 ? adminPaths.comments : `${adminPaths.comments}?tab=reported`}
      linkLabel={moderationTexts.toQueue}
    />
  );
}
