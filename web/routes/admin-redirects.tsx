import { redirectAdminTexts } from "#common/messages/redirects.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { adminPaths } from "#common/page-paths.ts";
import { changeRedirect, loadRedirects } from "#web/features/admin/redirects/redirects-data.ts";
import { RedirectsScreen } from "#web/features/admin/redirects/redirects-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-redirects";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.redirects);
  return loadRedirects(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeRedirect(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${redirectAdminTexts.title} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen data={loaderData} />;
}
