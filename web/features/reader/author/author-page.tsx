import { authorTexts } from "#common/messages/authors.ts";
import type { AuthorPage } from "#common/schemas/authors.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { JsonLd } from "#web/components/json-ld.tsx";
import { FeedLink } from "../feed-link.tsx";
import { PagedArticleList } from "../paged-article-list.tsx";
import { ReaderPageLayout } from "../reader-page-layout.tsx";
import { authorFeedHref, authorPageHref, authorStructuredData } from "./author-meta.ts";

/**
 * An author's page (issue 21): picture, name, biography and the RSS feed, then their published
 * articles, newest first, paged like the home list. Server-rendered, with the Person's JSON-LD.
 */
export function AuthorPageView({
  data,
  siteName,
  publicUrl,
}: {
  data: AuthorPage;
  siteName: string;
  publicUrl: string;
}) {
  const { author, articles, pagination } = data;
  return (
    <>
      <ReaderPageLayout
        siteName={siteName}
        width="max-w-4xl"
        crumb={{ name: author.name, url: authorPageHref(author.username) }}
      >
        <header className="mt-6 flex flex-col gap-5 border-b border-zinc-200 pb-8 sm:flex-row sm:items-start sm:gap-7 dark:border-zinc-800">
          <UserAvatar name={author.name} src={author.avatar} className="h-24 w-24 text-4xl sm:h-28 sm:w-28" />
          <div className="min-w-0 flex-1">
            <h1 className="font-serif text-3xl font-black tracking-tight wrap-anywhere sm:text-4xl">{author.name}</h1>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {authorTexts.articleCount(pagination.total)}
            </p>
            {author.bio && (
              <p className="mt-4 max-w-2xl leading-relaxed whitespace-pre-line wrap-anywhere text-zinc-800 dark:text-zinc-200">
                {author.bio}
              </p>
            )}
            <FeedLink href={authorFeedHref(author.username)} className="mt-4">
              {authorTexts.rss}
            </FeedLink>
          </div>
        </header>

        <section aria-labelledby="author-articles" className="mt-8">
          <h2
            id="author-articles"
            className="border-b-2 border-brand-600 pb-2 text-sm font-black tracking-wider uppercase"
          >
            {authorTexts.articlesTitle(author.name)}
          </h2>
          <PagedArticleList
            articles={articles}
            pagination={pagination}
            href={(page) => authorPageHref(author.username, page)}
            titleLevel={3}
          />
        </section>
      </ReaderPageLayout>
      <JsonLd value={authorStructuredData(author, publicUrl)} />
    </>
  );
}
