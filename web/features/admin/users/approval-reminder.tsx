import { ArrowRight, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";

/** The dashboard's note that registrations wait for approval (issue 29, point 8), with the way to them. */
export function ApprovalReminder({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <aside className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/30">
      <UserPlus aria-hidden className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="min-w-0 flex-1 text-sm font-semibold text-amber-950 dark:text-amber-100">
        {adminTexts.awaitingApprovalCount(count)}
      </p>
      <Link
        to="/admin/journalists?status=AwaitingApproval"
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-amber-200"
      >
        {adminTexts.reviewApplications}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </aside>
  );
}
