import { staffTexts } from "#common/messages.ts";
import type { AdminDashboard as Dashboard } from "#common/schemas/admin.ts";
import { DashboardScreen } from "#web/features/admin/dashboard/dashboard-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { api } from "#web/lib/api.ts";
import { pageTitle } from "#web/lib/meta.ts";
import { settle } from "#web/lib/staff-data.ts";
import type { Route } from "./+types/admin-dashboard";

// The admin dashboard (SPEC.md §2): statistics and the newest articles.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, "/admin");
  return { dashboard: await settle(api<Dashboard>("/admin/dashboard", { request })) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} />;
}
