import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { homeTexts } from "#common/messages/reader.ts";
import { searchHref } from "#common/search-query.ts";
import { searchRequestText } from "./use-article-search.ts";

const searchInputClasses =
  "h-11 w-full rounded-full border border-zinc-300 bg-zinc-50 pr-4 pl-11 text-[0.9375rem] text-zinc-900 placeholder:text-zinc-500 transition-colors focus:border-brand-600 focus:bg-white focus:outline-hidden focus:ring-4 focus:ring-brand-600/15 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:focus:bg-zinc-950";

/** The site's search input with its magnifier, named `q` (its parent positions the magnifier: `relative`). */
export function SearchInput(props: Omit<ComponentProps<"input">, "type" | "name" | "className">) {
  return (
    <>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
      />
      <input
        type="search"
        name="q"
        aria-label={homeTexts.searchLabel}
        placeholder={homeTexts.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClasses}
        {...props}
      />
    </>
  );
}

type SearchFieldProps = Omit<ComponentProps<"input">, "type" | "name" | "className" | "value" | "onChange"> & {
  text: string;
  onTextChange: (text: string) => void;
  /** Called as Enter takes the reader to the results page (to close a dropdown or an overlay). */
  onSearch?: () => void;
  className?: string;
};

/**
 * The header's search and the phone's full-screen one: a real GET form to /search, so Enter opens
 * the results page, also without JavaScript (with it, at the clean address of the search).
 */
export function SearchField({ text, onTextChange, onSearch, className = "", ...inputProps }: SearchFieldProps) {
  return (
    <form
      role="search"
      method="get"
      action="/search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.();
        location.assign(searchHref({ q: searchRequestText(text) }));
      }}
    >
      <SearchInput value={text} onChange={(event) => onTextChange(event.target.value)} {...inputProps} />
    </form>
  );
}
