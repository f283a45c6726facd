import { Outlet, useMatches } from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { StaffErrorView } from "#web/components/staff-error-view.tsx";
import { NavigationProgress } from "#web/components/ui/navigation-progress.tsx";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { ToastProvider } from "#web/components/ui/toast.tsx";
import type { AdminOutletContext } from "#web/features/admin/admin-context.ts";
import { AdminShell } from "#web/features/admin/admin-shell.tsx";
import { Logo } from "#web/features/reader/site-header.tsx";
import { requireAdminSession } from "#web/lib/guards.ts";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-layout";

// The admin back-office (SPEC.md §2): rendered in the browser, behind the admin guard.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireAdminSession(request);
  return { user };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label={authTexts.loading} />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData, matches }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <AdminShell user={user} brand={<Logo name={siteName(matches)} />}>
      <NavigationProgress />
      <ToastProvider>
        <Outlet context={{ user } satisfies AdminOutletContext} />
      </ToastProvider>
    </AdminShell>
  );
}

/** A screen of the panel that fails outright: said inside the shell, which stays usable. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  const view = <StaffErrorView error={error} home="/admin" />;
  if (!loaderData) return <main className="min-h-dvh bg-zinc-50 px-4 py-16 dark:bg-zinc-950">{view}</main>;
  return (
    <AdminShell user={loaderData.user} brand={<Logo name={siteName(matches)} />}>
      {view}
    </AdminShell>
  );
}
