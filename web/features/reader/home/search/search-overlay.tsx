import { Search } from "lucide-react";
import { Suspense } from "react";
import { homeTexts } from "#common/messages/reader.ts";
import { plainButtonClasses } from "#web/components/ui/button.tsx";
import { lazyPanel, useLazyOverlay } from "#web/components/ui/lazy-overlay.ts";

const loadPanel = () => import("./search-overlay-panel.tsx");
const SearchOverlayPanel = lazyPanel(() => loadPanel().then((module) => module.SearchOverlayPanel));

/**
 * Below 768 px: a search button in the header opening a full-screen search (Escape or the back
 * arrow closes it). Without JavaScript it is what its markup is, a link to the results page and
 * its form (/search).
 */
export function SearchOverlay() {
  const overlay = useLazyOverlay<HTMLAnchorElement>(loadPanel);
  return (
    <>
      <a
        {...overlay.triggerProps}
        href="/search"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          overlay.triggerProps.onClick();
        }}
        onKeyDown={(event) => {
          // A button opens on Space too, which a link ignores.
          if (event.key !== " ") return;
          event.preventDefault();
          overlay.triggerProps.onClick();
        }}
        className={plainButtonClasses("ghost", "icon", "md:hidden")}
        aria-label={homeTexts.openSearch}
      >
        <Search aria-hidden className="h-5 w-5" />
      </a>
      {overlay.mounted && (
        <Suspense>
          <SearchOverlayPanel {...overlay.panelProps} />
        </Suspense>
      )}
    </>
  );
}
