import { ExternalLink, Pencil } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { sitePageTexts } from "#common/messages/admin.ts";
import { sitePagePath } from "#common/site-pages.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Badge, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import type { SitePagesData } from "./site-pages-data.ts";

/**
 * The publisher's pages (issue 21), the Owner's: each with whether it still shows its default
 * text (whose gaps in square brackets the Owner must fill) or when it was last saved, what its
 * gaps ask for and whether readers see it at all (issue 29).
 */
export function SitePagesScreen({ data: { pages } }: { data: SitePagesData }) {
  const { revalidate } = useRevalidator();
  return (
    <Panel aria-labelledby="site-pages-heading">
      <PanelHeader id="site-pages-heading" title={sitePageTexts.footerNav}>
        <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{sitePageTexts.intro}</p>
      </PanelHeader>
      {!pages.ok ? (
        <div className="p-4">
          <ErrorState message={sitePageTexts.loadFailed} onRetry={revalidate} />
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {pages.data.map((page) => (
            <li key={page.slug} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-break-word text-zinc-900 dark:text-zinc-50">{page.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
                  <span className="font-mono text-xs">{sitePagePath(page.slug)}</span>
                  {page.updatedAt ? (
                    <span>{sitePageTexts.edited(formatAdminDateTime(page.updatedAt))}</span>
                  ) : (
                    <Badge tone="amber">{sitePageTexts.defaultBadge}</Badge>
                  )}
                </p>
                {!page.updatedAt && page.gaps.length > 0 && (
                  <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{sitePageTexts.fillGaps}</p>
                )}
                {page.gaps.length > 0 && (
                  <p className="mt-1 text-xs font-medium wrap-anywhere text-amber-800 dark:text-amber-300">
                    {sitePageTexts.gapsMissing(page.gaps.join(", "))}
                  </p>
                )}
                {!page.shown && (
                  <p className="mt-1 text-xs font-semibold text-red-700 dark:text-red-400">
                    {sitePageTexts.hiddenFromReaders}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Link
                  to={`/admin/site-pages/${page.slug}`}
                  aria-label={sitePageTexts.edit(page.title)}
                  className={buttonClasses("primary")}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                  {sitePageTexts.editShort}
                </Link>
                <a
                  href={sitePagePath(page.slug)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses("secondary")}
                >
                  <ExternalLink aria-hidden className="h-4 w-4" />
                  {sitePageTexts.view}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
