import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { loadSitePages } from "#web/features/admin/site-pages/site-pages-data.ts";
import { SitePagesScreen } from "#web/features/admin/site-pages/site-pages-screen.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-site-pages";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.sitePages);
  return loadSitePages(request);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.sitePages} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SitePagesScreen data={loaderData} />;
}
