import { Rss } from "lucide-react";
import { authorTexts } from "#common/messages/authors.ts";
import { homeTexts } from "#common/messages/reader.ts";
import type { AuthorPage } from "#common/schemas/authors.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { ArticleRow } from "../home/article-row.tsx";
import { JsonLd } from "#web/components/json-ld.tsx";
import { SiteHeader } from "../site-header.tsx";
import { mainContentId, SkipLink } from "../skip-link.tsx";
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
            { name: author.name, url: authorPageHref(author.username) },
          ]}
        />
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
            <a
              href={authorFeedHref(author.username)}
              className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-red-300"
            >
              <Rss aria-hidden className="h-4 w-4" />
              {authorTexts.rss}
            </a>
          </div>
        </header>

        <section aria-labelledby="author-articles" className="mt-8">
          <h2
            id="author-articles"
            className="border-b-2 border-brand-600 pb-2 text-sm font-black tracking-wider uppercase"
          >
            {authorTexts.articlesTitle(author.name)}
          </h2>
          <div data-testid="article-list" className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {articles.map((article, i) => (
              <ArticleRow key={article.id} article={article} eager={i < 2} titleLevel={3} />
            ))}
          </div>
          <Pager
            page={pagination.page}
            totalPages={pagination.totalPages}
            href={(page) => authorPageHref(author.username, page)}
            className="mt-6"
          />
        </section>
      </main>
      <SiteFooter />
      <JsonLd value={authorStructuredData(author, publicUrl)} />
    </>
  );
}
