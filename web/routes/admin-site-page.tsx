import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { changeSitePage, loadSitePage } from "#web/features/admin/site-pages/site-pages-data.ts";
import { SitePageEditor } from "#web/features/admin/site-pages/site-page-editor.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-site-page";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.sitePages);
  return loadSitePage(request, params.slug);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeSitePage(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.sitePages} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SitePageEditor data={loaderData} />;
}
