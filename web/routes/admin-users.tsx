import { useLocation } from "react-router";
import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { userScreenKind } from "#web/features/admin/users/user-form.ts";
import { changeUser, loadUsers } from "#web/features/admin/users/users-data.ts";
import { UsersScreen } from "#web/features/admin/users/users-screen.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-users";
import { adminPaths } from "#common/page-paths.ts";

// One screen for journalists and administrators, chosen by the path (SPEC.md §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const kind = userScreenKind(new URL(request.url).pathname);
  await requireAdminScreen(request, kind === "admins" ? adminPaths.admins : adminPaths.journalists);
  return loadUsers(request, kind);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeUser(request);

export const meta: Route.MetaFunction = ({ matches, location }) => [
  {
    title: pageTitle(
      matches,
      `${userScreenKind(location.pathname) === "admins" ? adminMenuTexts.admins : adminMenuTexts.journalists} – ${staffTexts.adminPanel}`,
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  // A new screen (filters, dialog) when the path switches between journalists and administrators.
  return <UsersScreen key={useLocation().pathname} data={loaderData} />;
}
