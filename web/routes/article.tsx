import { Link, isRouteErrorResponse } from "react-router";
import { formatArticleDate } from "#common/dates.ts";
import { imageSrcSet } from "#common/media.ts";
import { articleTexts, homeTexts } from "#common/messages.ts";
import { ArticleSections } from "#web/features/reader/article-body.tsx";
import { loadArticlePage } from "#web/features/reader/article-data.server.ts";
import { SiteHeader } from "#web/features/reader/site-header.tsx";
import { canonicalUrl, pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticlePage(context, params.articleId);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle(matches, articleTexts.notFoundTitle) }];
  const { article } = data;
  return [
    { title: pageTitle(matches, article.title) },
    { name: "description", content: article.description || article.preview },
    { tagName: "link", rel: "canonical", href: canonicalUrl(matches, `/article/${article.id}`) },
  ];
};

export default function ArticlePage({ loaderData, matches }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <SiteHeader siteName={siteName(matches)} />
      <main className="mx-auto max-w-3xl px-4 pb-16">
        <nav aria-label="breadcrumb" className="py-4 text-sm text-zinc-500 dark:text-zinc-400">
          <Link to="/home" className="hover:underline">
            {homeTexts.home}
          </Link>
        </nav>
        <article>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {article.author.name} · <time dateTime={article.publishDate ?? undefined}>{formatArticleDate(article.publishDate)}</time>
          </p>
          <h1 className="mt-2 font-serif text-3xl font-black leading-tight sm:text-4xl">{article.title}</h1>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.categories.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
                {name}
              </li>
            ))}
          </ul>
          {article.thumbnail && (
            <img
              src={article.thumbnail}
              srcSet={imageSrcSet(article.thumbnail)}
              sizes="(min-width: 768px) 720px, 100vw"
              alt=""
              width={1200}
              height={675}
              className="mt-6 aspect-video w-full rounded-lg object-cover"
            />
          )}
          <ArticleSections sections={article.sections} />
        </article>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-black sm:text-2xl">{articleTexts.notFoundTitle}</h1>
      {missing && <p className="text-zinc-600 dark:text-zinc-400">{articleTexts.notFoundBody}</p>}
      <Link to="/home" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {homeTexts.home}
      </Link>
    </main>
  );
}
