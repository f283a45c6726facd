import { formatHomeDate } from "#common/dates.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";

/** An article's main category in the brand colour. */
export function CategoryLabel({ article, className = "" }: { article: Pick<ArticleListItem, "category">; className?: string }) {
  return <span className={`text-xs font-bold uppercase tracking-wider text-brand-600 dark:text-red-400 ${className}`}>{article.category}</span>;
}

/** The publish date, bg-BG (SPEC.md §1), or Няма дата. */
export function ArticleDate({ article, className = "" }: { article: Pick<ArticleListItem, "publishDate">; className?: string }) {
  return (
    <time dateTime={article.publishDate ?? undefined} className={`text-xs text-zinc-600 dark:text-zinc-400 ${className}`}>
      {formatHomeDate(article.publishDate)}
    </time>
  );
}
