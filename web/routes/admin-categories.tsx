import { adminMenuTexts, staffTexts } from "#common/messages.ts";
import { CategoriesScreen } from "#web/features/admin/categories/categories-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-categories";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, "/admin/categories");
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.categories} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <CategoriesScreen />;
}
