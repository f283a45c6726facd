import { Search } from "lucide-react";
import { Suspense } from "react";
import { homeTexts } from "#common/messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { lazyPanel, useLazyOverlay } from "#web/components/ui/lazy-overlay.ts";

const loadPanel = () => import("./search-overlay-panel.tsx");
const SearchOverlayPanel = lazyPanel(() => loadPanel().then((module) => module.SearchOverlayPanel));

/** Below 768 px: a search button in the header opening a full-screen search (Escape or the back arrow closes it). */
export function SearchOverlay() {
  const overlay = useLazyOverlay(loadPanel);
  return (
    <>
      <Button {...overlay.triggerProps} variant="ghost" size="icon" className="md:hidden" aria-label={homeTexts.openSearch}>
        <Search aria-hidden className="h-5 w-5" />
      </Button>
      {overlay.mounted && (
        <Suspense>
          <SearchOverlayPanel open={overlay.open} onOpenChange={overlay.setOpen} onCloseAutoFocus={overlay.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
