import { Rss } from "lucide-react";
import { homeTexts } from "#common/messages/reader.ts";
import { tagReaderTexts } from "#common/messages/tags.ts";
import type { TagPage } from "#common/schemas/tags.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { ArticleRow } from "../home/article-row.tsx";
import { SiteHeader } from "../site-header.tsx";
import { mainContentId, SkipLink } from "../skip-link.tsx";
import { tagFeedHref, tagPageHref } from "./tag-meta.ts";

/**
 * A tag's page (issue 32): its name, how many articles carry it and its RSS feed, then those
 * articles, newest first, paged like an author's. Server-rendered and cached like a category page.
 */
export function TagPageView({ data, siteName }: { data: TagPage; siteName: string }) {
  const { tag, articles, pagination } = data;
  return (
    <>
      <SkipLink />
      <SiteHeader siteName={siteName} />
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto max-w-4xl scroll-mt-20 px-4 pt-4 pb-16 focus:outline-none sm:px-6"
      >
        <Breadcrumbs
          items={[
            { name: homeTexts.home, url: "/home" },
            { name: tagReaderTexts.pageTitle(tag.name), url: tagPageHref(tag.slug) },
          ]}
        />
        <header className="mt-6 border-b border-zinc-200 pb-6 dark:border-zinc-800">
          <h1 className="font-serif text-3xl font-black tracking-tight wrap-anywhere sm:text-4xl">
            <span className="text-brand-700 dark:text-red-300">#</span>
            {tag.name}
          </h1>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            {tagReaderTexts.articleCount(pagination.total)}
          </p>
          <a
            href={tagFeedHref(tag.slug)}
            className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-red-300"
          >
            <Rss aria-hidden className="h-4 w-4" />
            {tagReaderTexts.rss}
          </a>
        </header>

        <section aria-label={tagReaderTexts.pageTitle(tag.name)} className="mt-4">
          <div data-testid="article-list" className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {articles.map((article, i) => (
              <ArticleRow key={article.id} article={article} eager={i < 2} titleLevel={2} />
            ))}
          </div>
          <Pager
            page={pagination.page}
            totalPages={pagination.totalPages}
            href={(page) => tagPageHref(tag.slug, page)}
            className="mt-6"
          />
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
