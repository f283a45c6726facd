import { data, useLocation, type ShouldRevalidateFunction } from "react-router";
import { builderTexts } from "#common/messages/journalist.ts";
import { ArticleBuilder } from "#web/features/journalist/builder/article-builder.tsx";
import { loadBuilder, saveArticle } from "#web/features/journalist/builder/builder-data.ts";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/article-builder";

// /journalist/create, /journalist/edit/{articleId} and /build-article: one editor (SPEC.md §2).
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (params.articleId !== undefined && !/^[1-9]\d{0,15}$/.test(params.articleId)) throw data(null, { status: 404 });
  await requireJournalistSession(request);
  return loadBuilder(request, params.articleId === undefined ? undefined : Number(params.articleId));
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => saveArticle(request);

// The working copy lives on the screen: a save (which leaves when it succeeds) reloads nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, params.articleId === undefined ? builderTexts.createTitle : builderTexts.editTitle) },
  { name: "robots", content: "noindex" },
];

export default function ArticleBuilderRoute({ loaderData }: Route.ComponentProps) {
  // A new key per article: switching from one article (or from create) to another starts afresh.
  // A new article's key is its visit: once its draft is on the server the address says
  // /journalist/edit/{id} without the router knowing (decision 0064), and "Нова статия" must
  // still open a new one.
  const visit = useLocation().key;
  return <ArticleBuilder key={loaderData.articleId ?? `new-${visit}`} data={loaderData} />;
}
