import { homeTexts, site } from "#common/messages/reader.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { JsonLd } from "#web/components/json-ld.tsx";
import { siteStructuredData } from "#web/lib/site-structured-data.ts";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { mainContentId, SkipLink } from "../skip-link.tsx";
import { ArticleRow } from "./article-row.tsx";
import { ArticleTabs } from "./article-tabs.tsx";
import { CategoryNav } from "./category-nav.tsx";
import { HeroCard } from "./hero-card.tsx";
import { HomeHeader } from "./home-header.tsx";
import type { HomePageData } from "./home-page-data.ts";
import { homeHref } from "./home-url.ts";
import { SecondaryRow } from "./secondary-row.tsx";
import { TrendingPanel } from "./trending-panel.tsx";
import { categoryPath } from "#common/page-paths.ts";

/**
 * The public home page, or one category's (SPEC.md §2): sidebar, tabs, the hero (the first
 * article of page 1), the paged list, НАБИРАЩИ ПОПУЛЯРНОСТ and the secondary row.
 */
export function HomePage({ data, siteName, publicUrl }: { data: HomePageData; siteName: string; publicUrl: string }) {
  const { tab, category, categories, pagination } = data;
  const hero = pagination.page === 1 ? data.articles[0] : undefined;
  const rows = hero ? data.articles.slice(1) : data.articles;

  return (
    <>
      <SkipLink />
      <HomeHeader siteName={siteName} categories={categories} category={category} tab={tab} />
      <main className="mx-auto grid max-w-7xl gap-x-8 gap-y-10 px-4 pt-6 pb-16 md:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[12rem_minmax(0,1fr)_18rem]">
        <nav aria-label={homeTexts.categories} className="hidden md:block md:row-span-3 lg:row-span-2">
          <div className="sticky top-22">
            <h2 className="mb-2 px-3 text-xs font-black tracking-wider text-zinc-500 uppercase dark:text-zinc-400">
              {homeTexts.categories}
            </h2>
            <CategoryNav categories={categories} current={category} tab={tab} />
          </div>
        </nav>

        {/* The skip link lands here: past the category menu, at the tabs and the news. */}
        <div id={mainContentId} tabIndex={-1} className="min-w-0 scroll-mt-20 focus:outline-none">
          {category ? (
            <>
              <Breadcrumbs
                items={[
                  { name: homeTexts.home, url: "/home" },
                  { name: category, url: categoryPath(category) },
                ]}
              />
              <h1 className="mt-2 mb-4 font-serif text-3xl font-black tracking-tight sm:text-4xl">{category}</h1>
            </>
          ) : (
            <>
              <h1 className="sr-only">{`${siteName}: ${site.tagline}`}</h1>
              {/* The site, its search and its publisher, for search engines (issue 29). */}
              <JsonLd value={siteStructuredData({ name: siteName, tagline: site.tagline, publicUrl })} />
            </>
          )}
          <ArticleTabs category={category} current={tab} />

          <div className="mt-5">
            {data.articles.length === 0 ? (
              <p className="rounded-xl border border-dashed border-zinc-300 py-16 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                {homeTexts.noArticles}
              </p>
            ) : (
              <>
                {hero && <HeroCard article={hero} />}
                <div data-testid="article-list" className="divide-y divide-zinc-200 dark:divide-zinc-800">
                  {rows.map((article, i) => (
                    <ArticleRow key={article.id} article={article} eager={!hero && i < 2} />
                  ))}
                </div>
                <Pager
                  page={pagination.page}
                  totalPages={pagination.totalPages}
                  href={(page) => homeHref({ category, tab, page })}
                  className="mt-6"
                />
              </>
            )}
          </div>
        </div>

        {/* The panel sticks within this box, as tall as the list's row: never over the secondary row below. */}
        <div className="md:col-start-2 lg:col-start-3 lg:row-start-1">
          <TrendingPanel articles={data.popular} className="lg:sticky lg:top-22" />
        </div>
        <SecondaryRow articles={data.secondary} className="md:col-start-2 lg:col-span-2" />
      </main>
      <SiteFooter />
    </>
  );
}
