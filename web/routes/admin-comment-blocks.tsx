import { moderationTexts } from "#common/messages/moderation.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { changeBlocks, loadBlocks } from "#web/features/admin/moderation/blocks-data.ts";
import { BlocksScreen } from "#web/features/admin/moderation/blocks-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-comment-blocks";
import { adminPaths } from "#common/page-paths.ts";

// /admin/comments/blocks (issue 22): the blocked readers.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.comments);
  return loadBlocks(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeBlocks(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${moderationTexts.sections.blocks} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <BlocksScreen data={loaderData} />;
}
