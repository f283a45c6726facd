import { staffTexts } from "#common/messages/staff.ts";
import { importPanelTexts } from "#common/messages/wordpress-report.ts";
import { adminPaths } from "#common/page-paths.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { loadLatestImport } from "#web/features/admin/wordpress-import/import-data.ts";
import { WordpressImportScreen } from "#web/features/admin/wordpress-import/import-screen.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-wordpress-import";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.wordpressImport);
  return loadLatestImport(request);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${importPanelTexts.title} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <WordpressImportScreen data={loaderData} />;
}
