import { ArrowLeft } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { homeTexts } from "#common/messages/reader.ts";
import { SearchField } from "./search-field.tsx";
import { moveBetweenResults } from "./search-keys.ts";
import { SearchResults } from "./search-results.tsx";
import { useArticleSearch } from "./use-article-search.ts";
import { DialogCloseButton } from "#web/components/ui/dialog-close-button.tsx";

export type SearchOverlayPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The full-screen search, loaded on the first open (search-overlay.tsx); Enter opens the results page; closing it clears the query. */
export function SearchOverlayPanel({ open, onOpenChange, onCloseAutoFocus }: SearchOverlayPanelProps) {
  const [text, setText] = useState("");
  const state = useArticleSearch(open ? text : "");
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
          <div
            ref={bodyRef}
            className="flex min-h-0 flex-1 flex-col"
            onKeyDown={(event) => moveBetweenResults(event, bodyRef.current, inputRef.current)}
          >
            <div className="flex h-16 shrink-0 items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800">
              <DialogCloseButton label={homeTexts.closeSearch} icon={ArrowLeft} />
              <SearchField
                ref={inputRef}
                className="min-w-0 flex-1"
                text={text}
                onTextChange={setText}
                onSearch={() => {
                  onOpenChange(false);
                  setText("");
                }}
              />
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
