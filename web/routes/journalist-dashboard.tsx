import { staffTexts } from "#common/messages/staff.ts";
import { loadJournalistDashboard } from "#web/features/journalist/dashboard/dashboard-data.ts";
import { JournalistDashboardView } from "#web/features/journalist/dashboard/journalist-dashboard-view.tsx";
import { useJournalistUser } from "#web/features/journalist/journalist-context.ts";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-dashboard";
import { authorPath } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireJournalistSession(request);
  return loadJournalistDashboard(request);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.journalistArea) },
  { name: "robots", content: "noindex" },
];

export default function JournalistDashboard({ loaderData }: Route.ComponentProps) {
  const user = useJournalistUser();
  // Greeted by name (issue 29; SPEC.md §2 had the username), else the username, else the word for journalist.
  return (
    <JournalistDashboardView
      name={user.name?.trim() || user.username.trim() || staffTexts.journalistFallbackName}
      authorPage={authorPath(user.username)}
      data={loaderData}
    />
  );
}
