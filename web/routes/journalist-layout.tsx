import { Outlet } from "react-router";
import { staffTexts } from "#common/messages.ts";
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
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.journalistArea) },
  { name: "robots", content: "noindex" },
];

export default function JournalistLayout({ loaderData, matches }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <ToastProvider>
      <JournalistShell user={user} brand={<Logo name={siteName(matches)} />}>
        <Outlet context={{ user } satisfies JournalistOutletContext} />
      </JournalistShell>
    </ToastProvider>
  );
}
