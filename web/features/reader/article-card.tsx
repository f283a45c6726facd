import { Link } from "react-router";
import { formatHomeDate } from "#common/dates.ts";
import { imageSrcSet, imageVariant } from "#common/media.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";

/** One article in a list: image, category, title, description and date, linking to the article. */
export function ArticleCard({ article, eager = false }: { article: ArticleListItem; eager?: boolean }) {
  return (
    <article className="group grid grid-cols-[7rem_1fr] gap-4 border-b border-zinc-200 py-4 sm:grid-cols-[14rem_1fr] dark:border-zinc-800">
      <Link to={`/article/${article.id}`} tabIndex={-1} aria-hidden className="block">
        <div className="aspect-[16/10] overflow-hidden rounded-md bg-zinc-200 dark:bg-zinc-800">
          {article.image && (
            <img
              src={imageVariant(article.image, 400)}
              srcSet={imageSrcSet(article.image)}
              sizes="(min-width: 640px) 224px, 112px"
              alt=""
              width={400}
              height={250}
              loading={eager ? "eager" : "lazy"}
              className="h-full w-full object-cover transition-transform group-hover:scale-105"
            />
          )}
        </div>
      </Link>
      <div className="min-w-0">
        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{article.category}</p>
        <h2 className="mt-1 text-base font-bold leading-snug sm:text-xl">
          <Link to={`/article/${article.id}`} className="hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 hidden text-sm text-zinc-600 sm:block dark:text-zinc-400">{article.description}</p>
        <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          <time dateTime={article.publishDate ?? undefined}>{formatHomeDate(article.publishDate)}</time>
        </p>
      </div>
    </article>
  );
}
