import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { DateRange } from "../ui/date-range.tsx";
import { FilterField, SearchInput, Select } from "../ui/fields.tsx";
import { useTypedFilters } from "../ui/use-typed-filters.ts";
import { hasArticleFilters, type ArticleFilters } from "./article-filters.ts";

type Option = { value: string; label: string };

type Props = {
  filters: ArticleFilters;
  onChange: (change: Partial<ArticleFilters>) => void;
  onClear: () => void;
  categories: Option[];
  /** Null hides the author filter (SPEC.md §2: Owner and Admin only). */
  authors: Option[] | null;
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
        <label htmlFor="article-search" className="sr-only">
          {adminTexts.search}
        </label>
        <SearchInput
          id="article-search"
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
        <FilterField label={adminTexts.status} htmlFor="article-status">
          <Select
            id="article-status"
            value={filters.status}
            onChange={(e) => onChange({ status: e.target.value as ArticleFilters["status"] })}
          >
            <option value="">{adminTexts.allStatuses}</option>
            <option value="published">{adminTexts.publishedFilter}</option>
            <option value="draft">{adminTexts.draftFilter}</option>
            <option value="scheduled">{newsroomTexts.statusScheduledPlural}</option>
          </Select>
        </FilterField>
        <FilterField label={adminTexts.category} htmlFor="article-category">
          <Select
            id="article-category"
            value={filters.category}
            onChange={(e) => onChange({ category: e.target.value })}
          >
            <option value="">{adminTexts.allCategories}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </FilterField>
        {authors && (
          <FilterField label={adminTexts.author} htmlFor="article-author">
            <Select id="article-author" value={filters.author} onChange={(e) => onChange({ author: e.target.value })}>
              <option value="">{adminTexts.allAuthors}</option>
              {authors.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </Select>
          </FilterField>
        )}
        <DateRange idPrefix="article" value={dates} onChange={setDates} />
        <FilterField label={adminTexts.sortBy} htmlFor="article-sort">
          <Select
            id="article-sort"
            value={filters.sortBy}
            onChange={(e) => onChange({ sortBy: e.target.value as ArticleFilters["sortBy"] })}
          >
            <option value="date">{adminTexts.sortDate}</option>
            <option value="title">{adminTexts.sortTitle}</option>
            <option value="views">{adminTexts.sortViews}</option>
          </Select>
        </FilterField>
        <FilterField label={adminTexts.sortOrder} htmlFor="article-order">
          <Select
            id="article-order"
            value={filters.sortOrder}
            onChange={(e) => onChange({ sortOrder: e.target.value as ArticleFilters["sortOrder"] })}
          >
            <option value="desc">{adminTexts.sortDesc}</option>
            <option value="asc">{adminTexts.sortAsc}</option>
          </Select>
        </FilterField>
      </div>
    </div>
  );
}
