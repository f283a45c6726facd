import { moderationTexts } from "#common/messages/moderation.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { changeSettings, loadSettings } from "#web/features/admin/moderation/settings-data.ts";
import { SettingsScreen } from "#web/features/admin/moderation/settings-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-comment-settings";
import { adminPaths } from "#common/page-paths.ts";
import { isAdminRole } from "#common/roles.ts";
import { redirect } from "react-router";

// /admin/comments/settings (issue 22): pre-moderation, Owner and Admin; an Editor goes to the queue.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireAdminScreen(request, adminPaths.comments);
  if (!isAdminRole(user.role)) throw redirect(adminPaths.comments);
  return loadSettings(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeSettings(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${moderationTexts.sections.settings} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen data={loaderData} />;
}
