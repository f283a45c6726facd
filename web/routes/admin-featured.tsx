import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { loadFeatured, saveFeatured } from "#web/features/admin/featured/featured-data.ts";
import { FeaturedScreen } from "#web/features/admin/featured/featured-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-featured";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.featuredArticles);
  return loadFeatured(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => saveFeatured(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.featuredArticles} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FeaturedScreen data={loaderData} />;
}
