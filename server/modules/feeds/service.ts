import { and, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { Database } from "#server/db/client.ts";
import { articles, users } from "#server/db/schema.ts";
import { listAuthorsForSitemap } from "#server/modules/authors/service.ts";
import { inCategory, listItemColumns, toListItem } from "#server/modules/articles/service.ts";
import { coAuthorsOfRow, writtenBy } from "#server/modules/articles/co-authors.ts";
import { joinNames } from "#common/byline.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { sitePagePath } from "#common/site-pages.ts";
import { articlePath, authorPath, categoryPath, tagPath, type ArticleAddress } from "#common/page-paths.ts";
import { hasTag } from "#server/modules/tags/article-tag-columns.ts";
import { listShownSitePages } from "#server/modules/site-pages/service.ts";
import { mediaUrlPrefix, type MediaStorage } from "#server/modules/media/storage.ts";
import { element, escapeXml } from "./xml.ts";

export type Site = { name: string; publicUrl: string };

/** One sitemap file holds at most 50 000 URLs (sitemaps.org). */
const sitemapMaxArticles = 49_000;
const newsSitemapMaxArticles = 1000;
const newsSitemapDays = 2;

const published = eq(articles.status, "published");
/**
 * When the article last changed for readers: its text after publication, else its publication
 * (decision 0068), or its live coverage's newest entry write when later (issue 37, decision 0140;
 * `greatest` passes over a null).
 */
const lastModified =
  sql<Date>`greatest(coalesce(${articles.modifiedAt}, ${articles.publishDate}), ${articles.liveUpdatedAt})`.mapWith(
    articles.publishDate,
  );
/** A change after publication, for RSS's atom:updated: of the text, or of its live coverage's entries. */
const changedAfterPublication = sql<Date | null>`greatest(${articles.modifiedAt}, ${articles.liveUpdatedAt})`.mapWith(
  articles.modifiedAt,
);
const articleUrl = (site: Site, article: ArticleAddress) => `${site.publicUrl}${articlePath(article)}`;
const categoryUrl = (site: Site, name: string) => `${site.publicUrl}${categoryPath(name)}`;
const authorUrl = (site: Site, username: string) => `${site.publicUrl}${authorPath(username)}`;
const absolute = (site: Site, url: string) => (/^https?:\/\//.test(url) ? url : `${site.publicUrl}${url}`);

/** /sitemap.xml: the home page, every category, every author, the publisher's pages and the published articles, newest first. */
export async function buildSitemap(db: Database, site: Site): Promise<string> {
  const [categories, authors, sitePages, rows] = await Promise.all([
    listCategories(db),
    listAuthorsForSitemap(db),
    // The publisher's pages readers see (a page of nothing but unfilled gaps is none, issue 29).
    listShownSitePages(db, site.name),
    db
      .select({ id: articles.id, slug: articles.slug, updatedAt: lastModified })
      .from(articles)
      .where(published)
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(sitemapMaxArticles),
  ]);
  const url = (loc: string, lastmod?: Date, priority?: string) =>
    `<url>${element("loc", loc)}${lastmod ? element("lastmod", lastmod.toISOString()) : ""}${priority ? element("priority", priority) : ""}</url>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    url(`${site.publicUrl}/home`, rows[0]?.updatedAt, "1.0"),
    ...categories.map((c) => url(categoryUrl(site, c.name), undefined, "0.6")),
    ...authors.map((a) => url(authorUrl(site, a.username), a.lastPublished ?? undefined, "0.5")),
    ...sitePages.map((slug) => url(`${site.publicUrl}${sitePagePath(slug)}`, undefined, "0.3")),
    ...rows.map((r) => url(articleUrl(site, r), r.updatedAt, "0.8")),
    `</urlset>`,
  ].join("\n");
}

/**
 * /news-sitemap.xml: Google News sitemap of the articles published in the last 2 days, and of the
 * live coverages open now however long ago their article was published (issue 37), their lastmod
 * the newest entry's.
 */
export async function buildNewsSitemap(db: Database, site: Site, now: Date): Promise<string> {
  const since = new Date(now.getTime() - newsSitemapDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      publishDate: articles.publishDate,
      modified: lastModified,
    })
    .from(articles)
    .where(
      and(
        published,
        or(
          gte(articles.publishDate, since),
          and(isNotNull(articles.liveStartedAt), isNull(articles.liveEndedAt), gte(articles.liveUpdatedAt, since)),
        ),
      ),
    )
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(newsSitemapMaxArticles);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`,
    ...rows.map(
      (r) =>
        `<url>${element("loc", articleUrl(site, r))}${element("lastmod", r.modified.toISOString())}<news:news><news:publication>${element("news:name", site.name)}${element("news:language", "bg")}</news:publication>${element("news:publication_date", r.publishDate!.toISOString())}${element("news:title", r.title)}</news:news></url>`,
    ),
    `</urlset>`,
  ].join("\n");
}

/** What an RSS feed is of: the whole site (/rss.xml), an author or a category (issue 21), a tag (issue 32). */
export type RssChannel = {
  title: string;
  description: string;
  /** The page the feed belongs to (the home page, the author's or the category's page). */
  link: string;
  /** The feed's own address. */
  self: string;
  /** Which published articles; all of them when absent. */
  only?: SQL;
};

/** The site's whole feed. */
export function siteChannel(site: Site, tagline: string): RssChannel {
  return { title: site.name, description: tagline, link: `${site.publicUrl}/home`, self: `${site.publicUrl}/rss.xml` };
}

/** An author's feed: the articles they wrote or co-wrote (decision 0121). */
export function authorChannel(
  site: Site,
  author: { id: number; username: string },
  title: string,
  description: string,
): RssChannel {
  const link = authorUrl(site, author.username);
  return { title, description, link, self: `${link}/rss.xml`, only: writtenBy(author.id) };
}

/** A category's feed: the articles filed under it. */
export function categoryChannel(site: Site, category: string, title: string, description: string): RssChannel {
  const link = categoryUrl(site, category);
  return { title, description, link, self: `${link}/rss.xml`, only: inCategory(category) };
}

/** A tag's feed (issue 32): the articles that carry it. */
export function tagChannel(
  site: Site,
  tag: { id: number; slug: string },
  title: string,
  description: string,
): RssChannel {
  const link = `${site.publicUrl}${tagPath(tag.slug)}`;
  return { title, description, link, self: `${link}/rss.xml`, only: hasTag(tag.id) };
}

/** Where the feed finds its pictures' sizes: the media storage (an enclosure's length is the file's, issue 29). */
type EnclosureSizes = Pick<MediaStorage, "sizeOf">;

/** The byte size of a picture this site stores, or null for another site's or a missing one. */
async function storedSize(media: EnclosureSizes, url: string): Promise<number | null> {
  return url.startsWith(mediaUrlPrefix) ? media.sizeOf(decodeURIComponent(url.slice(mediaUrlPrefix.length))) : null;
}

/** An RSS 2.0 feed of the channel's latest published articles. */
export async function buildRss(db: Database, site: Site, channel: RssChannel, media: EnclosureSizes): Promise<string> {
  const rows = await db
    .select({
      ...listItemColumns,
      author: users.name,
      coAuthors: coAuthorsOfRow(),
      modifiedAt: changedAfterPublication,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(channel.only ? and(published, channel.only) : published)
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(limits.rssItems);
  const items = rows.map(toListItem);
  // dc:creator names every author, as the byline does (decision 0121).
  const authors = new Map(
    rows.map((r) => [r.id, r.author === null ? null : joinNames([r.author, ...r.coAuthors.map((c) => c.name)])]),
  );
  const modified = new Map(rows.map((r) => [r.id, r.modifiedAt]));
  // A picture as an enclosure only with its real length (RSS 2.0 asks for it; "0" told readers nothing).
  const enclosures = new Map(
    await Promise.all(
      items.map(
        async (a) => [a.id, a.image && a.mediaType === "image" ? await storedSize(media, a.image) : null] as const,
      ),
    ),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<channel>`,
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", "bg"),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    items[0]?.publishDate ? element("lastBuildDate", new Date(items[0].publishDate).toUTCString()) : "",
    ...items.map((a) =>
      [
        `<item>`,
        element("title", a.title),
        element("link", articleUrl(site, a)),
        // The address without the slug, which leads to the article for good: a changed slug is not
        // a new item for feed readers (decision 0113).
        `<guid isPermaLink="true">${escapeXml(articleUrl(site, { id: a.id, slug: null }))}</guid>`,
        a.publishDate ? element("pubDate", new Date(a.publishDate).toUTCString()) : "",
        // An edit after publication (decision 0068): Atom's updated, which feed readers know in RSS.
        modified.get(a.id) ? element("atom:updated", modified.get(a.id)!.toISOString()) : "",
        element("description", a.description || a.preview),
        element("dc:creator", authors.get(a.id) ?? null),
        ...a.categories.map((c) => element("category", c)),
        a.image && enclosures.get(a.id)
          ? `<enclosure url="${escapeXml(absolute(site, a.image))}" length="${enclosures.get(a.id)}" type="image/webp"/>`
          : "",
        `</item>`,
      ].join(""),
    ),
    `</channel>`,
    `</rss>`,
  ].join("\n");
}

/** /robots.txt: everything public may be crawled; the staff areas and the API not. */
export function buildRobots(site: Site): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /journalist",
    "Disallow: /api/",
    "",
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    `Sitemap: ${site.publicUrl}/news-sitemap.xml`,
    "",
  ].join("\n");
}
