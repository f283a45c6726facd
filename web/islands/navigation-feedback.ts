import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { articleTexts, homeTexts } from "#common/messages/reader.ts";
import { isArticlePagePath } from "#common/page-paths.ts";
import { LoadingBanner } from "#web/components/loading-banner.tsx";
import { isHomePath } from "#web/features/reader/home/home-url.ts";

/** How long a page may take before the reader is told it is loading: a page from the cache arrives well before. */
const quietMs = 300;

/** What the loading page is called, for a link to it: an article, or a list of the home page's. */
function loadingLabel(url: URL): string | null {
  if (url.origin !== location.origin) return null;
  if (isArticlePagePath(url.pathname)) return articleTexts.loading;
  if (isHomePath(url.pathname)) return homeTexts.loadingArticles;
  return null;
}

/**
 * SPEC.md §2's "Зареждане на статията..." (and "Зареждане на статиите..." for a tab, a page or a
 * category) on the reader's pages, whose links are plain links (decision 0088): when a link to an
 * article or a list was followed and the next page has not come within 300 ms, a banner says so
 * until it comes. A page shown again from the back-forward cache drops it.
 */
export function showNavigationProgress(root: Document) {
  let shown: { element: HTMLElement; banner: Root } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    shown?.banner.unmount();
    shown?.element.remove();
    shown = null;
  };
  root.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (link.target && link.target !== "_self") ||
      link.hasAttribute("download")
    )
      return;
    const url = new URL(link.href);
    const label = loadingLabel(url);
    if (!label || (url.pathname === location.pathname && url.search === location.search)) return;
    clear();
    timer = setTimeout(() => {
      const element = root.createElement("div");
      root.body.append(element);
      const banner = createRoot(element);
      banner.render(createElement(LoadingBanner, { label }));
      shown = { element, banner };
    }, quietMs);
  });
  addEventListener("pageshow", (event) => event.persisted && clear());
}
