import { moderationTexts } from "#common/messages/moderation.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { changeQueue, loadQueue } from "#web/features/admin/moderation/queue-data.ts";
import { QueueScreen } from "#web/features/admin/moderation/queue-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-comments";
import { adminPaths } from "#common/page-paths.ts";

// /admin/comments (issue 22): the moderation queue, Owner and Admin.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.comments);
  return loadQueue(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeQueue(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${moderationTexts.menu} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <QueueScreen data={loaderData} />;
}
