import { data } from "react-router";
import { builderTexts } from "#common/messages.ts";
import { ArticleBuilder } from "#web/features/journalist/builder/article-builder.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/article-builder";

// /journalist/create, /journalist/edit/{articleId} and /build-article: one editor (SPEC.md §2).
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.articleId !== undefined && !/^[1-9]\d{0,15}$/.test(params.articleId)) throw data(null, { status: 404 });
  return { articleId: params.articleId === undefined ? undefined : Number(params.articleId) };
}

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, params.articleId === undefined ? builderTexts.createTitle : builderTexts.editTitle) },
  { name: "robots", content: "noindex" },
];

export default function ArticleBuilderRoute({ loaderData }: Route.ComponentProps) {
  // A new key per article: switching from one article (or from create) to another starts afresh.
  return <ArticleBuilder key={loaderData.articleId ?? "new"} articleId={loaderData.articleId} />;
}
