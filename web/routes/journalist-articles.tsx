import { journalistTexts } from "#common/messages.ts";
import { MyArticlesView } from "#web/features/journalist/articles/my-articles-view.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-articles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, journalistTexts.myArticles) },
  { name: "robots", content: "noindex" },
];

export default function JournalistArticles() {
  return <MyArticlesView />;
}
