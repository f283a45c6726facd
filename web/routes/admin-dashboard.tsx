import { staffTexts } from "#common/messages/staff.ts";
import type { AdminDashboard as Dashboard } from "#common/schemas/admin.ts";
import type { AdminCommentList } from "#common/schemas/comments.ts";
import type { SitePageAdmin } from "#common/schemas/site-pages.ts";
import { isAdminRole, isOwnerRole } from "#common/roles.ts";
import { DashboardScreen } from "#web/features/admin/dashboard/dashboard-screen.tsx";
import { ModerationReminder } from "#web/features/admin/moderation/moderation-reminder.tsx";
import { SitePageGapsReminder } from "#web/features/admin/site-pages/site-page-gaps-reminder.tsx";
import { ApprovalReminder } from "#web/features/admin/users/approval-reminder.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { api } from "#web/lib/api.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-dashboard";
import { adminPaths } from "#common/page-paths.ts";
import { backgroundJobTexts } from "#common/messages/background-jobs.ts";
import type { BackgroundJobsOverview } from "#common/schemas/background-jobs.ts";
import { FailedJobsPanel, type RetryJobIntent } from "#web/features/admin/dashboard/failed-jobs-panel.tsx";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

// The admin dashboard (SPEC.md §2): statistics and the newest articles, how many comments wait for
// a moderator (issue 22), how many registrations for approval and, for the Owner, what the
// publisher's pages lack (issue 29), and the background jobs that failed (decision 0129).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireAdminScreen(request, adminPaths.dashboard);
  const [dashboard, queue, sitePages, jobs] = await Promise.all([
    settle(api<Dashboard>("/admin/dashboard", { request })),
    isAdminRole(user.role) ? settle(api<AdminCommentList>("/admin/comments?tab=held&pageSize=1", { request })) : null,
    isOwnerRole(user.role) ? settle(api<SitePageAdmin[]>("/admin/site-pages", { request })) : null,
    settle(api<BackgroundJobsOverview>("/admin/background-jobs", { request })),
  ]);
  return {
    dashboard,
    moderation: queue?.ok ? queue.data.counts : null,
    sitePages: sitePages?.ok ? sitePages.data : null,
    failedJobs: jobs.ok ? jobs.data.failed : [],
  };
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await submittedIntent<RetryJobIntent>(request);
  return change(() => api(`/admin/background-jobs/${id}/retry`, { method: "POST", request }), {
    done: backgroundJobTexts.retried,
    failed: withReason(backgroundJobTexts.retryFailed),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      {loaderData.sitePages && <SitePageGapsReminder pages={loaderData.sitePages} />}
      {loaderData.dashboard.ok && <ApprovalReminder count={loaderData.dashboard.data.awaitingApproval} />}
      {loaderData.moderation && <ModerationReminder counts={loaderData.moderation} />}
      <FailedJobsPanel jobs={loaderData.failedJobs} />
      <DashboardScreen dashboard={loaderData.dashboard} />
    </div>
  );
}
