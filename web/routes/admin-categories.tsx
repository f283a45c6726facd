import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { changeCategory, loadCategories } from "#web/features/admin/categories/categories-data.ts";
import { CategoriesScreen } from "#web/features/admin/categories/categories-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-categories";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.categories);
  return loadCategories(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeCategory(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.categories} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen data={loaderData} />;
}
