import { FileQuestion } from "lucide-react";
import { useMatches } from "react-router";
import { articleTexts } from "#common/messages/reader.ts";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { loadArticlePage } from "#web/features/reader/article-data.server.ts";
import { ArticleHeader } from "#web/features/reader/article/article-header.tsx";
import {
  articleKeywords,
  articleMetaDescription,
  mainCategory,
  pageModifiedAt,
} from "#web/features/reader/article/article-meta.ts";
import { ArticleView } from "#web/features/reader/article/article-view.tsx";
import { postCommentForm } from "#web/features/reader/article/comment-form-post.server.ts";
import { canonicalUrl, pageTitle, siteName } from "#web/lib/meta.ts";
import { publicPageMeta } from "#web/lib/seo.ts";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { SkipLink } from "#web/features/reader/skip-link.tsx";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/article";
import { articlePath, authorPath } from "#common/page-paths.ts";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readerPageData(await loadArticlePage(context, params.articleId, request));
}

/** The comment form posted without JavaScript (the server routes only that POST here). */
export async function action({ params, context, request }: Route.ActionArgs) {
  return postCommentForm(context, params.articleId, request);
}

/** A refused form post's Retry-After (too many comments) reaches the reader's browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const data = fromReaderPageData(loaded);
  if (!data) {
    return [{ title: pageTitle(matches, articleTexts.notFoundTitle) }, { name: "robots", content: "noindex" }];
  }
  const { article } = data;
  return publicPageMeta(matches, {
    title: article.title,
    description: articleMetaDescription(article),
    path: articlePath(article),
    keywords: articleKeywords(article),
    image: data.shareImage,
    article: {
      publishedTime: article.publishDate,
      // An entry of its live coverage changes the page too (issue 37).
      modifiedTime: pageModifiedAt(article.updatedAt, data.live?.coverage.live.updatedAt) ?? article.updatedAt,
      section: mainCategory(article),
      // The author's page where there is one (issue 21), else the name.
      author: article.author.username
        ? canonicalUrl(matches, authorPath(article.author.username))
        : article.author.name,
    },
  });
};

export default function ArticlePage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { article, related, live } = fromReaderPageData(loaderData);
  const site = { name: siteName(matches), publicUrl: canonicalUrl(matches, "") };
  return (
    <>
      <SkipLink />
      <ArticleHeader siteName={site.name} />
      <ArticleView article={article} related={related} site={site} commentForm={actionData} live={live} />
      <SiteFooter />
    </>
  );
}

/** SPEC.md §2 and §8: a missing or unpublished article (HTTP 404), or any load failure. */
export function ErrorBoundary() {
  const name = siteName(useMatches());
  return (
    <>
      <ArticleHeader siteName={name} />
      <main className="mx-auto flex min-h-[70dvh] max-w-2xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
        <FileQuestion aria-hidden className="h-14 w-14 text-brand-600 dark:text-red-400" />
        <h1 className="font-serif text-2xl font-bold leading-tight text-balance sm:text-3xl">
          {articleTexts.notFoundTitle}
        </h1>
        <p className="max-w-md text-zinc-600 dark:text-zinc-400">{articleTexts.notFoundBody}</p>
        <a
          href="/home"
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {articleTexts.backToHome}
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
