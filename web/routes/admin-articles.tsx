import { adminMenuTexts, staffTexts } from "#common/messages.ts";
import { ArticlesScreen } from "#web/features/admin/articles/articles-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-articles";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, "/admin/articles");
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.articles} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function AdminArticles() {
  return <ArticlesScreen />;
}
