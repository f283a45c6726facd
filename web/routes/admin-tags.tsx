import { staffTexts } from "#common/messages/staff.ts";
import { tagAdminTexts } from "#common/messages/tags.ts";
import { adminPaths } from "#common/page-paths.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { changeTag, loadTags } from "#web/features/admin/tags/tags-data.ts";
import { TagsScreen } from "#web/features/admin/tags/tags-screen.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-tags";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.tags);
  return loadTags(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeTag(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${tagAdminTexts.title} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <TagsScreen data={loaderData} />;
}
