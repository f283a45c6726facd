import { adminMenuTexts, staffTexts } from "#common/messages/staff.ts";
import { changeArticle, loadArticles } from "#web/features/admin/articles/articles-data.ts";
import { ArticlesScreen } from "#web/features/admin/articles/articles-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-articles";
import { adminPaths } from "#common/page-paths.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireAdminScreen(request, adminPaths.articles);
  return loadArticles(request, user);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeArticle(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${adminMenuTexts.articles} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  return <ArticlesScreen data={loaderData} />;
}
