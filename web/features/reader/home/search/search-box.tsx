import { Search } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { searchHref } from "#common/search-query.ts";
import { moveBetweenResults } from "./search-keys.ts";
import { SearchResults } from "./search-results.tsx";
import { searchRequestText, useArticleSearch } from "./use-article-search.ts";

export const searchInputClasses =
  "h-11 w-full rounded-full border border-zinc-300 bg-zinc-50 pr-4 pl-11 text-[0.9375rem] text-zinc-900 placeholder:text-zinc-500 transition-colors focus:border-brand-600 focus:bg-white focus:outline-hidden focus:ring-4 focus:ring-brand-600/15 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:focus:bg-zinc-950";

/** The header's search on wide screens: results drop down below as the reader types; Escape closes them; Enter opens the results page. */
export function SearchBox({ className = "" }: { className?: string }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const state = useArticleSearch(text);
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const showResults = open && state.status !== "idle";

  return (
    <div
      ref={containerRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          inputRef.current?.focus();
        } else moveBetweenResults(event, containerRef.current, inputRef.current);
      }}
    >
      {/* A real GET form: Enter opens the results page, also without JavaScript. */}
      <form
        role="search"
        method="get"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          void navigate(searchHref({ q: searchRequestText(text) }));
        }}
      >
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          aria-label={homeTexts.searchLabel}
          aria-controls={showResults ? resultsId : undefined}
          placeholder={homeTexts.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className={searchInputClasses}
        />
      </form>
      {showResults && (
        <div className="absolute top-full right-0 left-0 z-30 mt-2 max-h-[70vh] min-w-[22rem] overflow-y-auto rounded-xl border border-zinc-200 bg-white shadow-2xl dark:border-zinc-700 dark:bg-zinc-900">
          <SearchResults
            id={resultsId}
            state={state}
            onChoose={() => {
              setOpen(false);
              setText("");
            }}
          />
        </div>
      )}
    </div>
  );
}
