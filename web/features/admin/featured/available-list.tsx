import { Plus } from "lucide-react";
import { useRevalidator } from "react-router";
import { formatAdminDate } from "#common/dates.ts";
import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages/admin.ts";
import type { AdminArticleList } from "#common/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { cn } from "#web/lib/cn.ts";
import type { Loaded } from "#web/lib/staff-data.ts";
import { useTypedFilter } from "#web/lib/use-typed-filter.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { SearchField } from "../ui/fields.tsx";
import { EmptyState, ErrorState, Panel } from "../ui/states.tsx";
import { availableFilters, availableParams, type FeaturedItem } from "./featured-data.ts";

type Props = {
  /** The tab it stands in (ids must differ between the two). */
  type: string;
  available: Loaded<AdminArticleList>;
  chosen: ReadonlySet<number>;
  onAdd: (article: FeaturedItem) => void;
};

/** The published articles to choose from: searched and paged in the URL (SPEC.md §7), each added with a button. */
export function AvailableList({ type, available, chosen, onAdd }: Props) {
  const [filters, setFilters] = useSearchFilters(availableFilters, availableParams);
  const [search, setSearch] = useTypedFilter(filters.search, limits.searchDebounceMs, (search) =>
    setFilters({ search, page: 1 }),
  );
  const reloading = useReloading();
  const { revalidate } = useRevalidator();
  const list = available.ok ? available.data : null;

  return (
    <Panel aria-labelledby={`available-${type}`}>
      <div className="space-y-3 border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
        <h2 id={`available-${type}`} className="text-base font-bold text-zinc-900 dark:text-zinc-50">
          {adminTexts.availableArticles}
        </h2>
        <SearchField
          id={`featured-search-${type}`}
          label={adminTexts.search}
          placeholder={adminTexts.searchFeatured}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {!list ? (
        <div className="p-4">
          <ErrorState message={adminTexts.availableLoadFailed} onRetry={revalidate} />
        </div>
      ) : list.articles.length === 0 ? (
        <EmptyState message={adminTexts.noAvailable} />
      ) : (
        <ul className={cn("divide-y divide-zinc-200 dark:divide-zinc-800", reloading && "opacity-60")}>
          {list.articles.map((article) => (
            <li key={article.id} className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">
                  {article.title}
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {formatAdminDate(article.publishDate)}
                  {article.categories[0] ? ` · ${article.categories[0]}` : ""}
                </p>
              </div>
              {chosen.has(article.id) ? (
                <span className="shrink-0 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                  {adminTexts.alreadySelected}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  className="h-9 shrink-0 px-3"
                  onClick={() => onAdd({ id: article.id, title: article.title, publishDate: article.publishDate })}
                  aria-label={adminTexts.addArticle(article.title)}
                >
                  <Plus aria-hidden className="h-4 w-4" />
                  <span className="hidden sm:inline">{adminTexts.add}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list && list.pagination.totalPages > 1 && (
        <div className="border-t border-zinc-200 px-2 py-3 dark:border-zinc-800">
          <Pager
            variant="centred"
            page={list.pagination.page}
            totalPages={list.pagination.totalPages}
            onPage={(page) => setFilters((latest) => ({ ...latest, page }))}
          />
        </div>
      )}
    </Panel>
  );
}
