import { Rss } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { sitePageTexts } from "#common/messages/admin.ts";
import { site } from "#common/messages/reader.ts";
import { sitePagePath, sitePageSlugs, type SitePageSlug } from "#common/site-pages.ts";
import { Island } from "#web/islands/island.tsx";

const link =
  "rounded-sm text-zinc-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:text-red-300";

/**
 * The footer of every reader page (issue 21): the site's name, and who publishes it: links to the
 * publisher's pages (За нас, Контакти, Реклама, the privacy policy, the terms) and the RSS feed.
 * Plain server-rendered links, the same on every page; the name and the pages readers see (not one
 * of nothing but unfilled gaps, issue 29) come from the root loader. Below them, where the browser
 * can receive them, the quiet invitation to alerts for breaking news (decision 0142).
 */
export function SiteFooter() {
  const root = useRouteLoaderData("root") as { siteName?: string; sitePages?: SitePageSlug[] } | undefined;
  const shown = root?.sitePages ?? sitePageSlugs;
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 lg:flex-row lg:items-baseline lg:justify-between">
        <p className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
          <span className="font-serif text-xl font-black text-brand-600 dark:text-red-400">
            {root?.siteName ?? site.defaultName}
          </span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{site.tagline}</span>
        </p>
        <nav aria-label={sitePageTexts.footerNav}>
          <ul className="flex flex-wrap gap-x-5 gap-y-3 text-sm">
            {shown.map((slug) => (
              <li key={slug}>
                <a href={sitePagePath(slug)} className={link}>
                  {sitePageTexts.names[slug]}
                </a>
              </li>
            ))}
            <li>
              <a href="/rss.xml" className={`${link} inline-flex items-center gap-1`}>
                <Rss aria-hidden className="h-3.5 w-3.5" />
                {sitePageTexts.footerFeeds}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4">
        <Island name="push-invitation" props={{ placement: "footer" }} when="idle" />
      </div>
    </footer>
  );
}
