import { Outlet, useMatches } from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { StaffErrorView } from "#web/components/staff-error-view.tsx";
import { NavigationProgress } from "#web/components/ui/navigation-progress.tsx";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { ToastProvider } from "#web/components/ui/toast.tsx";
import type { JournalistOutletContext } from "#web/features/journalist/journalist-context.ts";
import { JournalistShell } from "#web/features/journalist/journalist-shell.tsx";
import { Logo } from "#web/features/reader/site-header.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-layout";

// The journalist area and /build-article (SPEC.md §2): rendered in the browser, behind the journalist guard.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireJournalistSession(request);
  return { user };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label={authTexts.loading} />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.journalistArea) },
  { name: "robots", content: "noindex" },
];

export default function JournalistLayout({ loaderData, matches }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <ToastProvider>
      <NavigationProgress />
      <JournalistShell user={user} brand={<Logo name={siteName(matches)} />}>
        <Outlet context={{ user } satisfies JournalistOutletContext} />
      </JournalistShell>
    </ToastProvider>
  );
}

/** A screen of the area that fails outright: said inside the frame, which stays usable. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  const view = <StaffErrorView error={error} home="/journalist/dashboard" heading="h1" />;
  if (!loaderData) return <main className="min-h-dvh bg-zinc-50 px-4 py-16 dark:bg-zinc-950">{view}</main>;
  return (
    <JournalistShell user={loaderData.user} brand={<Logo name={siteName(matches)} />}>
      {view}
    </JournalistShell>
  );
}
