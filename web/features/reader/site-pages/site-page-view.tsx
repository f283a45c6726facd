import { formatHomeDate } from "#common/dates/reader.ts";
import { sitePageTexts } from "#common/messages/admin.ts";
import type { SitePage } from "#common/schemas/site-pages.ts";
import { sitePagePath } from "#common/site-pages.ts";
import { ReaderPageLayout } from "../reader-page-layout.tsx";

/** How a page's stored HTML reads: headings, paragraphs, lists and links (server/modules/articles/sanitize.ts allows no more). */
export const sitePageProse =
  "wrap-anywhere leading-relaxed text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-red-300 [&_b]:font-bold [&_em]:italic [&_h2]:mt-9 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-zinc-950 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_i]:italic [&_li]:mb-1.5 [&_li_p]:mb-0 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_strong]:font-bold [&_u]:underline [&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6";

/** A publisher's page (За нас, Контакти, …; issue 21): its title and text, server-rendered, with the footer. */
export function SitePageView({ page, siteName }: { page: SitePage; siteName: string }) {
  return (
    <ReaderPageLayout siteName={siteName} width="max-w-3xl" crumb={{ name: page.title, url: sitePagePath(page.slug) }}>
      <article className="mt-6">
        <h1 className="font-serif text-3xl font-black tracking-tight text-balance wrap-anywhere sm:text-4xl">
          {page.title}
        </h1>
        {/* Sanitized when saved, by the pages' own allowlist; the defaults are the server's own text. */}
        <div className={`mt-6 text-[1.0625rem] ${sitePageProse}`} dangerouslySetInnerHTML={{ __html: page.body }} />
        {page.updatedAt && (
          <p className="mt-10 text-sm text-zinc-600 dark:text-zinc-400">
            {sitePageTexts.updatedAt(formatHomeDate(page.updatedAt))}
          </p>
        )}
      </article>
    </ReaderPageLayout>
  );
}
