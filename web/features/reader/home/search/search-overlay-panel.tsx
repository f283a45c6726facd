import { ArrowLeft, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { searchHref } from "#common/search-query.ts";
import { Button } from "#web/components/ui/button.tsx";
import { searchInputClasses } from "./search-box.tsx";
import { moveBetweenResults } from "./search-keys.ts";
import { SearchResults } from "./search-results.tsx";
import { searchRequestText, useArticleSearch } from "./use-article-search.ts";

export type SearchOverlayPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The full-screen search, loaded on the first open (search-overlay.tsx); Enter opens the results page; closing it clears the query. */
export function SearchOverlayPanel({ open, onOpenChange, onCloseAutoFocus }: SearchOverlayPanelProps) {
  const [text, setText] = useState("");
  const state = useArticleSearch(open ? text : "");
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setText("");
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none md:hidden dark:bg-zinc-950"
        >
          <Dialog.Title className="sr-only">{homeTexts.openSearch}</Dialog.Title>
          <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col" onKeyDown={(event) => moveBetweenResults(event, bodyRef.current, inputRef.current)}>
            <div className="flex h-16 shrink-0 items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800">
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={homeTexts.closeSearch}>
                  <ArrowLeft aria-hidden className="h-5 w-5" />
                </Button>
              </Dialog.Close>
              <form
                role="search"
                method="get"
                action="/search"
                className="relative min-w-0 flex-1"
                onSubmit={(event) => {
                  event.preventDefault();
                  onOpenChange(false);
                  setText("");
                  void navigate(searchHref({ q: searchRequestText(text) }));
                }}
              >
                <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
                <input
                  ref={inputRef}
                  type="search"
                  name="q"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  aria-label={homeTexts.searchLabel}
                  placeholder={homeTexts.searchPlaceholder}
                  autoComplete="off"
                  enterKeyHint="search"
                  className={searchInputClasses}
                />
              </form>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <SearchResults state={state} onChoose={() => onOpenChange(false)} />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
