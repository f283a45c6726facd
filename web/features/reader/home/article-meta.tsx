import { formatHomeDate, formatListDate } from "#common/dates.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { useNow } from "#web/lib/now.tsx";

/** An article's main category in the brand colour. */
export function CategoryLabel({ article, className = "" }: { article: Pick<ArticleListItem, "category">; className?: string }) {
  return <span className={`text-xs font-bold uppercase tracking-wider text-brand-600 dark:text-red-400 ${className}`}>{article.category}</span>;
}

/**
 * When an article of a list was published: minutes ago or the time of day for today's, else the
 * date (`dayFormat`, by default bg-BG as SPEC.md §1 has it), or Няма дата.
 */
export function ListDate({ value, dayFormat = formatHomeDate, className }: { value: string | null; dayFormat?: (value: string) => string; className?: string }) {
  return (
    <time dateTime={value ?? undefined} className={className}>
      {formatListDate(value, useNow(), dayFormat)}
    </time>
  );
}

/** The publish date of an article in the home list. */
export function ArticleDate({ article, className = "" }: { article: Pick<ArticleListItem, "publishDate">; className?: string }) {
  return <ListDate value={article.publishDate} className={`text-xs text-zinc-600 dark:text-zinc-400 ${className}`} />;
}
