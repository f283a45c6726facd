import { staffTexts } from "#common/messages.ts";
import { DashboardScreen } from "#web/features/admin/dashboard/dashboard-screen.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-dashboard";

// The admin dashboard (SPEC.md §2): statistics and the newest articles.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard() {
  return <DashboardScreen />;
}
