import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { DateRange } from "../ui/date-range.tsx";
import { FilterSelect, SearchField, type FilterOption } from "../ui/fields.tsx";
import { useTypedFilters } from "../ui/use-typed-filters.ts";
import { hasArticleFilters, type ArticleFilters } from "./article-filters.ts";

const statusOptions: FilterOption<ArticleFilters["status"]>[] = [
  { value: "published", label: adminTexts.publishedFilter },
  { value: "draft", label: adminTexts.draftFilter },
  { value: "scheduled", label: newsroomTexts.statusScheduledPlural },
];
const sortOptions: FilterOption<ArticleFilters["sortBy"]>[] = [
  { value: "date", label: adminTexts.sortDate },
  { value: "title", label: adminTexts.sortTitle },
  { value: "views", label: adminTexts.sortViews },
];
const orderOptions: FilterOption<ArticleFilters["sortOrder"]>[] = [
  { value: "desc", label: adminTexts.sortDesc },
  { value: "asc", label: adminTexts.sortAsc },
];

type Props = {
  filters: ArticleFilters;
  onChange: (change: Partial<ArticleFilters>) => void;
  onClear: () => void;
  categories: FilterOption[];
  /** Null hides the author filter (SPEC.md §2: Owner and Admin only). */
  authors: FilterOption[] | null;
};

/** Search, status, category, author, dates and sort of the admin article list. */
export function ArticleFiltersBar({ filters, onChange, onClear, categories, authors }: Props) {
  const { search, setSearch, dates, setDates } = useTypedFilters(filters, onChange);
  const [open, setOpen] = useState(false);
  const narrowing = [filters.status, filters.category, filters.author, filters.dateFrom, filters.dateTo].filter(
    Boolean,
  ).length;

  return (
    <div>
      <div className="flex gap-2">
        <SearchField
          id="article-search"
          label={adminTexts.search}
          className="flex-1"
          placeholder={adminTexts.searchArticles}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && onChange({ search })}
        />
        <Button
          variant="secondary"
          className="shrink-0 px-3 sm:hidden"
          aria-expanded={open}
          aria-controls="article-filter-fields"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {adminTexts.filters}
          {narrowing > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{narrowing}</span>}
        </Button>
        {hasArticleFilters(filters) && (
          <Button variant="ghost" onClick={onClear} className="shrink-0 px-3">
            <X aria-hidden className="h-4 w-4" />
            <span className="hidden sm:inline">{adminTexts.clearFilters}</span>
            <span className="sr-only sm:hidden">{adminTexts.clearFilters}</span>
          </Button>
        )}
      </div>
      <div
        id="article-filter-fields"
        className={cn(
          open ? "grid" : "hidden",
          "mt-3 grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid lg:grid-cols-3 xl:grid-cols-4",
        )}
      >
        <FilterSelect
          id="article-status"
          label={adminTexts.status}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          all={adminTexts.allStatuses}
          options={statusOptions}
        />
        <FilterSelect
          id="article-category"
          label={adminTexts.category}
          value={filters.category}
          onChange={(category) => onChange({ category })}
          all={adminTexts.allCategories}
          options={categories}
        />
        {authors && (
          <FilterSelect
            id="article-author"
            label={adminTexts.author}
            value={filters.author}
            onChange={(author) => onChange({ author })}
            all={adminTexts.allAuthors}
            options={authors}
          />
        )}
        <DateRange idPrefix="article" value={dates} onChange={setDates} />
        <FilterSelect
          id="article-sort"
          label={adminTexts.sortBy}
          value={filters.sortBy}
          onChange={(sortBy) => onChange({ sortBy })}
          options={sortOptions}
        />
        <FilterSelect
          id="article-order"
          label={adminTexts.sortOrder}
          value={filters.sortOrder}
          onChange={(sortOrder) => onChange({ sortOrder })}
          options={orderOptions}
        />
      </div>
    </div>
  );
}
