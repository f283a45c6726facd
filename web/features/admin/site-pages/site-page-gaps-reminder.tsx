import { ArrowRight, FileWarning } from "lucide-react";
import { Link } from "react-router";
import { sitePageTexts } from "#common/messages/admin.ts";
import type { SitePageAdmin } from "#common/schemas/site-pages.ts";

/**
 * The Owner's dashboard note that the publisher's pages have gaps to fill (issue 29, point 15):
 * readers see the pages without them, so nobody else would notice what is missing.
 */
export function SitePageGapsReminder({ pages }: { pages: SitePageAdmin[] }) {
  const incomplete = pages.filter((page) => page.gaps.length > 0);
  if (incomplete.length === 0) return null;
  return (
    <aside className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/30">
      <FileWarning aria-hidden className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="min-w-0 flex-1 text-sm font-semibold text-amber-950 dark:text-amber-100">
        {sitePageTexts.gapsReminder(incomplete.map((page) => page.title).join(", "))}
      </p>
      <Link
        to="/admin/site-pages"
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-amber-200"
      >
        {sitePageTexts.toSitePages}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </aside>
  );
}
