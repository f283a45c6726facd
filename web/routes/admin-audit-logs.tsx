import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { exportAuditLogs, loadAuditLogs } from "#web/features/admin/audit-logs/audit-data.ts";
import { AuditLogsScreen } from "#web/features/admin/audit-logs/audit-logs-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-audit-logs";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.auditLogs);
  return loadAuditLogs(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => exportAuditLogs(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.auditLogs} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <AuditLogsScreen data={loaderData} />;
}
