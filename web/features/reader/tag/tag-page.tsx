import { tagReaderTexts } from "#common/messages/tags.ts";
import type { TagPage } from "#common/schemas/tags.ts";
import { FeedLink } from "../feed-link.tsx";
import { PagedArticleList } from "../paged-article-list.tsx";
import { ReaderPageLayout } from "../reader-page-layout.tsx";
import { tagFeedHref, tagPageHref } from "./tag-meta.ts";

/**
 * A tag's page (issue 32): its name, how many articles carry it and its RSS feed, then those
 * articles, newest first, paged like an author's. Server-rendered and cached like a category page.
 */
export function TagPageView({ data, siteName }: { data: TagPage; siteName: string }) {
  const { tag, articles, pagination } = data;
  return (
    <ReaderPageLayout
      siteName={siteName}
      width="max-w-4xl"
      crumb={{ name: tagReaderTexts.pageTitle(tag.name), url: tagPageHref(tag.slug) }}
    >
      <header className="mt-6 border-b border-zinc-200 pb-6 dark:border-zinc-800">
        <h1 className="font-serif text-3xl font-black tracking-tight wrap-anywhere sm:text-4xl">
          <span className="text-brand-700 dark:text-red-300">#</span>
          {tag.name}
        </h1>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{tagReaderTexts.articleCount(pagination.total)}</p>
        <FeedLink href={tagFeedHref(tag.slug)} className="mt-3">
          {tagReaderTexts.rss}
        </FeedLink>
      </header>

      <section aria-label={tagReaderTexts.pageTitle(tag.name)} className="mt-4">
        <PagedArticleList
          articles={articles}
          pagination={pagination}
          href={(page) => tagPageHref(tag.slug, page)}
          titleLevel={2}
        />
      </section>
    </ReaderPageLayout>
  );
}
