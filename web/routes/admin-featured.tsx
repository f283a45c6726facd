import { adminMenuTexts, staffTexts } from "#common/messages.ts";
import { FeaturedScreen } from "#web/features/admin/featured/featured-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-featured";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, "/admin/featured-articles");
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.featuredArticles} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <FeaturedScreen />;
}
