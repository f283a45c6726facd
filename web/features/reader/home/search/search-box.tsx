import { useId, useRef, useState } from "react";
import { SearchField } from "./search-field.tsx";
import { moveBetweenResults } from "./search-keys.ts";
import { SearchResults } from "./search-results.tsx";
import { useArticleSearch } from "./use-article-search.ts";

/** The header's search on wide screens: results drop down below as the reader types; Escape closes them; Enter opens the results page. */
export function SearchBox({ className = "" }: { className?: string }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const state = useArticleSearch(text);
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
      <SearchField
        ref={inputRef}
        text={text}
        onTextChange={(value) => {
          setText(value);
          setOpen(true);
        }}
        onSearch={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        aria-controls={showResults ? resultsId : undefined}
      />
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
