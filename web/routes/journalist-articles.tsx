import type { ShouldRevalidateFunction } from "react-router";
import { journalistTexts } from "#common/messages/journalist.ts";
import { changeMyArticle, changesInPlace, loadMyArticles } from "#web/features/journalist/articles/my-articles-data.ts";
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
// As before the data layer: publishing or hiding an article does not reload the list, so its row stays.
export const shouldRevalidate: ShouldRevalidateFunction = ({ json, actionResult, defaultShouldRevalidate }) =>
  changesInPlace(json, actionResult) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, journalistTexts.myArticles) },
  { name: "robots", content: "noindex" },
];

export default function JournalistArticles({ loaderData }: Route.ComponentProps) {
  return <MyArticlesView data={loaderData} />;
}
