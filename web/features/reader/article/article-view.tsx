import type { ArticleDetail, ArticleListItem } from "#common/schemas/articles.ts";
import type { LiveCoverage } from "#common/schemas/live.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { Island } from "#web/islands/island.tsx";
import { mainContentId } from "../skip-link.tsx";
import { ArticleCorrections } from "./article-corrections.tsx";
import { ArticleHeading } from "./article-heading.tsx";
import { articleBreadcrumbs } from "./article-meta.ts";
import { ArticleTags } from "./article-tags.tsx";
import { ArticleSections, LeadPicture } from "#web/components/article-sections.tsx";
import { ArticleStructuredData } from "./article-structured-data.tsx";
import type { CommentFormResult } from "./comment-form-result.ts";
import { LiveCoverageBlock } from "./live-coverage.tsx";
import { RelatedArticles } from "./related-articles.tsx";
import { articlePath } from "#common/page-paths.ts";

type Site = { name: string; publicUrl: string };

/**
 * One article as the reader sees it (SPEC.md §2, Article page): rendered on the server, with its
 * interactive parts as islands (decision 0088): the views (counted once after load), the action
 * bar (like, comment count, share), the comments, and the notice they show messages in. An article
 * covered live (issue 37) has its entries under its lead (the picture and the first paragraph),
 * before the rest of its text.
 */
export function ArticleView({
  article,
  related,
  site,
  commentForm,
  live = null,
}: {
  article: ArticleDetail;
  related: ArticleListItem[];
  site: Site;
  /** The answer of the comment form posted without JavaScript. */
  commentForm?: CommentFormResult;
  /** Its live coverage's page of entries, and the moment their times are said as of (ISO). */
  live?: { coverage: LiveCoverage; now: string } | null;
}) {
  const shareUrl = `${site.publicUrl}${articlePath(article)}`;
  // Live, the entries stand under the lead: the picture and the first paragraph, if it starts the text.
  const lead = article.sections[0]?.type === "paragraph" ? 1 : 0;
  return (
    <>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto max-w-3xl scroll-mt-16 px-4 pb-20 focus:outline-none sm:px-6"
      >
        <div className="py-4 sm:py-5">
          <Breadcrumbs items={articleBreadcrumbs(article)} />
        </div>
        <article>
          <ArticleHeading
            article={article}
            views={<Island name="view-count" props={{ articleId: article.id, views: article.stats.views }} />}
            live={live?.coverage.live.isLive ?? false}
          />
          {article.thumbnail && (
            <LeadPicture
              src={article.thumbnail}
              alt={article.thumbnailAlt}
              credit={article.thumbnailCredit}
              focus={article.imageFocus}
            />
          )}
          {live ? (
            <>
              {lead > 0 && <ArticleSections sections={article.sections.slice(0, lead)} />}
              {live.coverage.live.isLive ? (
                // While it lasts, it asks for its updates (decision 0141).
                <Island
                  name="live-coverage"
                  component={LiveCoverageBlock}
                  when="idle"
                  props={{ article: { id: article.id, slug: article.slug }, coverage: live.coverage, now: live.now }}
                />
              ) : (
                <LiveCoverageBlock article={article} coverage={live.coverage} now={live.now} />
              )}
              {article.sections.length > lead && <ArticleSections sections={article.sections.slice(lead)} />}
            </>
          ) : (
            <ArticleSections sections={article.sections} />
          )}
          <ArticleCorrections corrections={article.corrections} />
          <ArticleTags tags={article.tags} />
          <Island
            name="action-bar"
            props={{
              articleId: article.id,
              likes: article.stats.likes,
              liked: article.liked,
              comments: article.stats.comments,
              shareUrl,
              title: article.title,
            }}
          />
        </article>
        <Island
          name="comments"
          props={{
            articleId: article.id,
            articleSlug: article.slug,
            threads: article.comments,
            count: article.stats.comments,
            pagination: article.commentPagination,
            formResult: commentForm,
          }}
          when="visible"
        />
        <RelatedArticles articles={related} />
      </main>
      <Island name="notice" props={{}} />
      <ArticleStructuredData article={article} site={site} live={live?.coverage} />
    </>
  );
}
