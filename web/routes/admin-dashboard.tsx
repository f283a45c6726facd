import { staffShellTexts, staffTexts } from "#common/messages.ts";
import { effectiveRole } from "#common/roles.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { useAdminUser } from "#web/features/admin/admin-context.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-dashboard";

// The admin dashboard (SPEC.md §2). For now a welcome; the statistics issue replaces it.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard() {
  const user = useAdminUser();
  const name = user.name?.trim() || user.username;
  return (
    <section
      aria-labelledby="admin-welcome"
      className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center gap-4">
        <UserAvatar name={name} src={user.avatar} className="h-14 w-14 text-2xl" />
        <div className="min-w-0">
          <h2 id="admin-welcome" className="text-xl font-bold tracking-tight text-zinc-900 sm:text-2xl dark:text-zinc-50">
            {staffShellTexts.welcome(name)}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {staffShellTexts.signedInAs(effectiveRole(user.role))}
          </p>
        </div>
      </div>
      <p className="mt-6 max-w-prose text-zinc-700 dark:text-zinc-300">{staffShellTexts.adminWelcomeLead}</p>
    </section>
  );
}
