import { UserPlus } from "lucide-react";
import { adminTexts } from "#common/messages/admin.ts";
import { adminPaths } from "#common/page-paths.ts";
import { DashboardReminder } from "../dashboard/dashboard-reminder.tsx";

/** The dashboard's note that registrations wait for approval (issue 29, point 8), with the way to them. */
export function ApprovalReminder({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <DashboardReminder
      icon={UserPlus}
      text={adminTexts.awaitingApprovalCount(count)}
      to={`${adminPaths.journalists}?status=AwaitingApproval`}
      linkLabel={adminTexts.reviewApplications}
    />
  );
}
