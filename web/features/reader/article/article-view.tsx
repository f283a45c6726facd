import { articleTexts, readerCommentTexts } from "#common/messages.ts";
import type { ArticleDetail, ArticleListItem } from "#common/schemas/articles.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { mainContentId } from "../skip-link.tsx";
import { ActionBar } from "./action-bar.tsx";
import { ArticleCorrections } from "./article-corrections.tsx";
import { ArticleHeading } from "./article-heading.tsx";
import { articleBreadcrumbs, articlePath, mainCategory } from "./article-meta.ts";
import { ArticleSections, LeadPicture } from "#web/components/article-sections.tsx";
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
  const posted = commentForm && "posted" in commentForm ? { comment: commentForm.posted, held: commentForm.held } : undefined;
  const comments = useOwnComments(article.id, article, posted);
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
          <ArticleHeading article={article} views={views} />
          {article.thumbnail && <LeadPicture src={article.thumbnail} alt={article.thumbnailAlt} credit={article.thumbnailCredit} />}
          <ArticleSections sections={article.sections} />
          <ArticleCorrections corrections={article.corrections} />
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
          threads={comments.threads}
          count={comments.count}
          pagination={article.commentPagination}
          formResult={commentForm}
          onPosted={(created) => {
            comments.add(created);
            if (created.comment.parentId === null) showNotice(created.held ? readerCommentTexts.held : articleTexts.commentPosted);
          }}
          onNotice={showNotice}
        />
        <RelatedArticles category={mainCategory(article)} articles={related} />
      </main>
      <Notice text={notice} />
      <ArticleStructuredData article={article} site={site} />
    </>
  );
}
