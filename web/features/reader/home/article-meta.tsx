import { formatListDate } from "#common/dates/reader.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { useNow } from "#web/lib/now.tsx";
import { listDateAttribute, listDayFormats, type ListDayFormat } from "../list-dates.ts";

/** An article's main category in the brand colour. */
export function CategoryLabel({
  article,
  className = "",
}: {
  article: Pick<ArticleListItem, "category">;
  className?: string;
}) {
  return (
    <span className={`text-xs font-bold uppercase tracking-wider text-brand-600 dark:text-red-400 ${className}`}>
      {article.category}
    </span>
  );
}

/**
 * When an article of a list was published: minutes ago or the time of day for today's, else the
 * date (`dayFormat`, by default bg-BG as SPEC.md §1 has it), or Няма дата. Marked, so that a page
 * left open keeps it current (list-dates.ts).
 */
export function ListDate({
  value,
  dayFormat = "home",
  className,
}: {
  value: string | null;
  dayFormat?: ListDayFormat;
  className?: string;
}) {
  return (
    <time dateTime={value ?? undefined} {...{ [listDateAttribute]: dayFormat }} className={className}>
      {formatListDate(value, useNow(), listDayFormats[dayFormat])}
    </time>
  );
}

/** The publish date of an article in the home list. */
export function ArticleDate({
  article,
  className = "",
}: {
  article: Pick<ArticleListItem, "publishDate">;
  className?: string;
}) {
  return <ListDate value={article.publishDate} className={`text-xs text-zinc-600 dark:text-zinc-400 ${className}`} />;
}
