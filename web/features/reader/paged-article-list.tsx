import type { ArticleListItem, Pagination } from "#common/schemas/articles.ts";
import { Pager } from "#web/components/ui/pager.tsx";
import { ArticleRow } from "./home/article-row.tsx";

/** A page of article rows, the first two pictures loaded at once, with the pager under them (an author's, a tag's). */
export function PagedArticleList({
  articles,
  pagination,
  href,
  titleLevel,
}: {
  articles: ArticleListItem[];
  pagination: Pagination;
  href: (page: number) => string;
  titleLevel: 2 | 3;
}) {
  return (
    <>
      <div data-testid="article-list" className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {articles.map((article, i) => (
          <ArticleRow key={article.id} article={article} eager={i < 2} titleLevel={titleLevel} />
        ))}
      </div>
      <Pager page={pagination.page} totalPages={pagination.totalPages} href={href} className="mt-6" />
    </>
  );
}
