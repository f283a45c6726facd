import { site } from "#common/messages/reader.ts";

/** The id of the element a reader page's skip link jumps to: where its own content begins. */
export const mainContentId = "main-content";

/**
 * The first stop of the Tab key on a reader page (WCAG 2.4.1): hidden until focused, it jumps past
 * the header, the search and the category menu to the page's content.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      // not-sr-only resets the padding: it is given again with the same variant.
      className="sr-only z-50 rounded-lg bg-brand-600 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 dark:focus-visible:outline-white"
    >
      {site.skipToContent}
    </a>
  );
}
