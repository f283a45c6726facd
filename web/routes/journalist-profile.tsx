import { authorTexts } from "#common/messages/authors.ts";
import { changeProfile, loadProfile } from "#web/features/journalist/profile/profile-data.ts";
import { ProfileScreen } from "#web/features/journalist/profile/profile-screen.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { SessionList } from "#web/features/auth/session-list.tsx";
import { TwoStepSetup } from "#web/features/auth/two-step-setup.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-profile";

// One's own profile (issue 29, point 9): name, biography and photo of the author page.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireJournalistSession(request);
  return loadProfile(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeProfile(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, authorTexts.profileTitle) },
  { name: "robots", content: "noindex" },
];

export default function JournalistProfile({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <ProfileScreen data={loaderData} />
      {/* The second sign-in step (decision 0132) and the signed-in devices (0133), below the author page's parts. */}
      <div className="mx-auto max-w-2xl rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
        <TwoStepSetup />
      </div>
      <div className="mx-auto max-w-2xl rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
        <SessionList />
      </div>
    </div>
  );
}
