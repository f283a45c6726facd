import { authorTexts } from "#common/messages/authors.ts";
import { changeProfile, loadProfile } from "#web/features/journalist/profile/profile-data.ts";
import { ProfileScreen } from "#web/features/journalist/profile/profile-screen.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
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
  return <ProfileScreen data={loaderData} />;
}
