import { Outlet } from "react-router";
import { staffTexts } from "#common/messages.ts";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import type { AdminOutletContext } from "#web/features/admin/admin-context.ts";
import { AdminShell } from "#web/features/admin/admin-shell.tsx";
import { ToastProvider } from "#web/components/ui/toast.tsx";
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
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.adminPanel) },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData, matches }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <AdminShell user={user} brand={<Logo name={siteName(matches)} />}>
      <ToastProvider>
        <Outlet context={{ user } satisfies AdminOutletContext} />
      </ToastProvider>
    </AdminShell>
  );
}
