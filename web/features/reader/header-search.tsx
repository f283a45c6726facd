import { Island } from "#web/islands/island.tsx";

/**
 * The search of every reader page's header (issue 29, point 17: the article, author and publisher's
 * pages had none): the box with its dropdown on wide screens, the button to the full-screen search
 * below 768 px. Islands, hydrated when the browser is idle or the reader reaches for them first;
 * without JavaScript a form and a link to the results page.
 */
export function HeaderSearch({ boxClassName = "" }: { boxClassName?: string }) {
  return (
    <>
      <Island name="search-box" props={{ className: `hidden md:block ${boxClassName}` }} when="idle" />
      <Island name="search-overlay" props={{}} when="idle" />
    </>
  );
}
