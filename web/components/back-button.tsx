import { notFoundTexts } from "#common/messages/reader.ts";

/**
 * The not-found page's back button (SPEC.md §2): the browser's history back; in a tab opened on
 * this page (nothing to go back to, issue 29), the home page. An island on a reader page.
 */
export function BackButton() {
  return (
    <button
      type="button"
      onClick={() => (history.length > 1 ? history.back() : location.assign("/home"))}
      className="rounded-lg border border-zinc-300 px-5 py-2.5 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      {notFoundTexts.back}
    </button>
  );
}
