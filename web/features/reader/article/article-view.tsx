import { Eye } from "lucide-react";
import { Link } from "react-router";
import { formatArticleDate } from "#common/dates.ts";
import { articleTexts } from "#common/messages.ts";
import type { ArticleDetail, ArticleListItem } from "#common/schemas/articles.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { mainContentId } from "../skip-link.tsx";
import { ActionBar } from "./action-bar.tsx";
import { articleBreadcrumbs, articlePath, categoryPath, mainCategory } from "./article-meta.ts";
import { ArticleImage, ArticleSections } from "#web/components/article-sections.tsx";
import { ArticleStructuredData } from "./article-structured-data.tsx";
import type { CommentFormResult } from "./comment-form-result.ts";
import { Comments } from "./comments.tsx";
import { Notice, useNotice } from "./notice.tsx";
import { RelatedArticles } from "./related-articles.tsx";
import { useCountView } from "./use-count-view.ts";
import { useOwnComments } from "./use-own-comments.ts";

type Site = { name: string; publicUrl: string };

/**
 * One article as the reader sees it (SPEC.md §2, Article page). Mounted once per article (the
 * route keys it by id), which is what makes the view count once per visit.
 */
export function ArticleView({
  article,
  related,
  site,
  commentForm,
}: {
  article: ArticleDetail;
  related: ArticleListItem[];
  site: Site;
  /** The answer of the comment form posted without JavaScript. */
  commentForm?: CommentFormResult;
}) {
  const [notice, showNotice] = useNotice();
  const comments = useOwnComments(article);
  const countedViews = useCountView(article.id);
  const views = Math.max(article.stats.views, countedViews ?? 0);
  const shareUrl = `${site.publicUrl}${articlePath(article.id)}`;

  return (
    <>
      <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-3xl scroll-mt-16 px-4 pb-20 focus:outline-none sm:px-6">
        <div className="py-4 sm:py-5">
          <Breadcrumbs items={articleBreadcrumbs(article)} />
        </div>
        <article>
          <header>
            {article.categories.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {article.categories.map((name) => (
                  <li key={name}>
                    <Link
                      to={categoryPath(name)}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-700 hover:bg-brand-100 dark:bg-brand-800/40 dark:text-red-200 dark:hover:bg-brand-800/70"
                    >
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <h1 className="mt-4 font-serif text-[2rem] font-bold leading-[1.15] tracking-tight text-balance text-zinc-950 sm:text-5xl dark:text-white">
              {article.title}
            </h1>
            {article.description && (
              <p className="mt-4 text-lg leading-relaxed text-zinc-600 sm:text-xl dark:text-zinc-300">{article.description}</p>
            )}
            <div className="mt-6 flex items-center gap-3">
              <UserAvatar name={article.author.name} src={article.author.avatar} className="h-11 w-11 text-lg" />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-zinc-900 dark:text-zinc-100">
                  <span className="sr-only">{articleTexts.byline}: </span>
                  {article.author.name}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-zinc-600 dark:text-zinc-400">
                  <time dateTime={article.publishDate ?? undefined}>{formatArticleDate(article.publishDate)}</time>
                  <span aria-hidden>·</span>
                  <span className="inline-flex items-center gap-1">
                    <Eye aria-hidden className="h-4 w-4" />
                    {articleTexts.views(views)}
                  </span>
                </p>
              </div>
            </div>
          </header>
          {article.thumbnail && (
            <div className="mt-8">
              <ArticleImage src={article.thumbnail} alt="" eager className="object-cover" />
            </div>
          )}
          <ArticleSections sections={article.sections} />
          <ActionBar
            articleId={article.id}
            likes={article.stats.likes}
            liked={article.liked}
            comments={comments.count}
            shareUrl={shareUrl}
            title={article.title}
            onNotice={showNotice}
          />
        </article>
        <Comments
          articleId={article.id}
          comments={comments.comments}
          count={comments.count}
          formResult={commentForm}
          onPosted={(created) => {
            comments.add(created);
            showNotice(articleTexts.commentPosted);
          }}
        />
        <RelatedArticles category={mainCategory(article)} articles={related} />
      </main>
      <Notice text={notice} />
      <ArticleStructuredData article={article} site={site} />
    </>
  );
}
