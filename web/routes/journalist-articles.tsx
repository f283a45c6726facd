import { journalistTexts } from "#common/messages.ts";
import { changeMyArticle, loadMyArticles } from "#web/features/journalist/articles/my-articles-data.ts";
import { MyArticlesView } from "#web/features/journalist/articles/my-articles-view.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-articles";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireJournalistSession(request);
  return loadMyArticles(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeMyArticle(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, journalistTexts.myArticles) },
  { name: "robots", content: "noindex" },
];

export default function JournalistArticles({ loaderData }: Route.ComponentProps) {
  return <MyArticlesView data={loaderData} />;
}
