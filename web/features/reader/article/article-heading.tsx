import type { ReactNode } from "react";
import { formatArticleDate } from "#common/dates/reader.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { articleTexts } from "#common/messages/reader.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { lastCorrection } from "./article-corrections.tsx";
import { categoryPath } from "#common/page-paths.ts";
import { ArticleByline } from "./article-byline.tsx";
import { LiveBadge } from "../live-badge.tsx";

/**
 * The top of an article (SPEC.md §2, Article page): "НА ЖИВО" while its live coverage lasts (issue
 * 37), category chips, title, description, author, date and views.
 */
export function ArticleHeading({
  article,
  views,
  live = false,
}: {
  article: ArticleDetail;
  /** The views, as view-count.tsx shows them. */ views: ReactNode;
  live?: boolean;
}) {
  const updated = lastCorrection(article);
  return (
    <header>
      {(article.categories.length > 0 || live) && (
        <ul className="flex flex-wrap items-center gap-2">
          {live && (
            // The live block's island removes it when the coverage ends (live-coverage.tsx).
            <li data-live-heading-badge>
              <LiveBadge size="md" />
            </li>
          )}
          {article.categories.map((name) => (
            <li key={name}>
              <a
                href={categoryPath(name)}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-700 hover:bg-brand-100 dark:bg-brand-800/40 dark:text-red-200 dark:hover:bg-brand-800/70"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h1 className="mt-4 font-serif text-[2rem] font-bold leading-[1.15] tracking-tight text-balance wrap-anywhere text-zinc-950 sm:text-5xl dark:text-white">
        {article.title}
      </h1>
      {article.description && (
        <p className="mt-4 text-lg leading-relaxed wrap-anywhere text-zinc-600 sm:text-xl dark:text-zinc-300">
          {article.description}
        </p>
      )}
      <div className="mt-6 flex items-center gap-3">
        <UserAvatar name={article.author.name} src={article.author.avatar} className="h-11 w-11 text-lg" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-zinc-900 dark:text-zinc-100">
            <span className="sr-only">{articleTexts.byline}: </span>
            <ArticleByline article={article} />
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-zinc-600 dark:text-zinc-400">
            <time dateTime={article.publishDate ?? undefined}>{formatArticleDate(article.publishDate)}</time>
            {updated && (
              <>
                <span aria-hidden>·</span>
                <span>
                  {newsroomTexts.updatedAt("")}
                  <time dateTime={updated}>{formatArticleDate(updated)}</time>
                </span>
              </>
            )}
            <span aria-hidden>·</span>
            {views}
          </p>
        </div>
      </div>
    </header>
  );
}
