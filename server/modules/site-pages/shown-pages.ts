import type { SitePageSlug } from "#common/site-pages.ts";
import type { Database } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { listShownSitePages } from "./service.ts";

/**
 * How long the list is reused at most: writes outside the API announce nothing. As long as a
 * rendered page is (decision 0138): its footer is read again once per render of a page in demand,
 * not at every render (reading it parses every page's HTML).
 */
const keepMs = pageCachePolicy.freshMs;

export type ShownSitePages = {
  /** The publisher's pages readers see, in the footer's order. */
  list(): Promise<SitePageSlug[]>;
  close(): void;
};

/**
 * The publisher's pages the footer of every reader page links to (issue 29, point 15: not one of
 * nothing but unfilled gaps), read once and reused until the next content change (the Owner's save
 * is a staff write, which announces one in every process) or for half a minute at most, so the
 * footer costs a render no query.
 */
export function createShownSitePages(
  db: Database,
  changes: ContentChanges,
  siteName: string,
  now: () => number = Date.now,
): ShownSitePages {
  let kept: { at: number; slugs: Promise<SitePageSlug[]> } | null = null;
  const unsubscribe = changes.subscribe(() => {
    kept = null;
  });
  return {
    list() {
      if (kept && now() - kept.at <= keepMs) return kept.slugs;
      const slugs = listShownSitePages(db, siteName);
      const entry = { at: now(), slugs };
      kept = entry;
      slugs.catch(() => {
        if (kept === entry) kept = null;
      });
      return slugs;
    },
    close: unsubscribe,
  };
}
