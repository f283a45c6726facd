import { searchTexts } from "#common/messages/reader.ts";
import { searchHref, searchRanges, type SearchRange } from "#common/search-query.ts";
import { plainButtonClasses } from "#web/components/ui/button.tsx";
import { SearchInput } from "../home/search/search-field.tsx";

const selectClasses =
  "h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus:border-brand-600 focus:outline-hidden focus:ring-4 focus:ring-brand-600/15 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

type SearchFormProps = {
  q: string;
  category: string | null;
  range: SearchRange;
  categories: { id: number; name: string }[];
};

/**
 * The results page's own search: the query, the category and the period, a plain GET form (it
 * works without JavaScript). With JavaScript (an island, decision 0088) it goes to the clean
 * address of the search, and a filter applies as soon as it is chosen.
 */
export function SearchForm({ q, category, range, categories }: SearchFormProps) {
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form);
    location.assign(
      searchHref({
        q: String(data.get("q") ?? ""),
        category: String(data.get("category") ?? "") || null,
        range: data.get("range") as SearchRange,
      }),
    );
  };
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={searchTexts.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      className="mt-5 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
    >
      <div className="relative min-[360px]:col-span-2 sm:col-span-1">
        <SearchInput defaultValue={q} />
      </div>
      <select
        name="category"
        defaultValue={category ?? ""}
        aria-label={searchTexts.category}
        className={selectClasses}
        onChange={(event) => go(event.currentTarget.form!)}
      >
        <option value="">{searchTexts.allCategories}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
      <select
        name="range"
        defaultValue={range}
        aria-label={searchTexts.range}
        className={selectClasses}
        onChange={(event) => go(event.currentTarget.form!)}
      >
        {searchRanges.map((r) => (
          <option key={r} value={r}>
            {searchTexts.ranges[r]}
          </option>
        ))}
      </select>
      <button type="submit" className={plainButtonClasses("primary", "field", "min-[360px]:col-span-2 sm:col-span-1")}>
        {searchTexts.submit}
      </button>
    </form>
  );
}
