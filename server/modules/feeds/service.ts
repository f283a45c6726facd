import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { articles, users } from "#server/db/schema.ts";
import { listItemColumns, toListItem } from "#server/modules/articles/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { element, escapeXml } from "./xml.ts";

export type Site = { name: string; publicUrl: string };

/** One sitemap file holds at most 50 000 URLs (sitemaps.org). */
const sitemapMaxArticles = 49_000;
const newsSitemapMaxArticles = 1000;
const newsSitemapDays = 2;
const rssItems = 50;

const published = eq(articles.status, "published");
/** When the article last changed for readers: its text after publication, else its publication (decision 0068). */
const lastModified = sql<Date>`coalesce(${articles.modifiedAt}, ${articles.publishDate})`.mapWith(articles.publishDate);
const articleUrl = (site: Site, id: number) => `${site.publicUrl}/article/${id}`;
const categoryUrl = (site: Site, name: string) => `${site.publicUrl}/category/${encodeURIComponent(name)}`;
const absolute = (site: Site, url: string) => (/^https?:\/\//.test(url) ? url : `${site.publicUrl}${url}`);

/** /sitemap.xml: the home page, every category and the published articles, newest first. */
export async function buildSitemap(db: Database, site: Site): Promise<string> {
  const [categories, rows] = await Promise.all([
    listCategories(db),
    db
      .select({ id: articles.id, updatedAt: lastModified })
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
    ...rows.map((r) => url(articleUrl(site, r.id), r.updatedAt, "0.8")),
    `</urlset>`,
  ].join("\n");
}

/** /news-sitemap.xml: Google News sitemap of the articles published in the last 2 days. */
export async function buildNewsSitemap(db: Database, site: Site, now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - newsSitemapDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ id: articles.id, title: articles.title, publishDate: articles.publishDate, modified: lastModified })
    .from(articles)
    .where(and(published, gte(articles.publishDate, since)))
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(newsSitemapMaxArticles);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`,
    ...rows.map(
      (r) =>
        `<url>${element("loc", articleUrl(site, r.id))}${element("lastmod", r.modified.toISOString())}<news:news><news:publication>${element("news:name", site.name)}${element("news:language", "bg")}</news:publication>${element("news:publication_date", r.publishDate!.toISOString())}${element("news:title", r.title)}</news:news></url>`,
    ),
    `</urlset>`,
  ].join("\n");
}

/** /rss.xml: the latest 50 published articles. */
export async function buildRss(db: Database, site: Site, tagline: string): Promise<string> {
  const rows = await db
    .select({ ...listItemColumns, author: users.name, modifiedAt: articles.modifiedAt })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(published)
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(rssItems);
  const items = rows.map(toListItem);
  const authors = new Map(rows.map((r) => [r.id, r.author]));
  const modified = new Map(rows.map((r) => [r.id, r.modifiedAt]));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<channel>`,
    element("title", site.name),
    element("link", `${site.publicUrl}/home`),
    element("description", tagline),
    element("language", "bg"),
    `<atom:link href="${escapeXml(`${site.publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    items[0]?.publishDate ? element("lastBuildDate", new Date(items[0].publishDate).toUTCString()) : "",
    ...items.map((a) =>
      [
        `<item>`,
        element("title", a.title),
        element("link", articleUrl(site, a.id)),
        `<guid isPermaLink="true">${escapeXml(articleUrl(site, a.id))}</guid>`,
        a.publishDate ? element("pubDate", new Date(a.publishDate).toUTCString()) : "",
        // An edit after publication (decision 0068): Atom's updated, which feed readers know in RSS.
        modified.get(a.id) ? element("atom:updated", modified.get(a.id)!.toISOString()) : "",
        element("description", a.description || a.preview),
        element("dc:creator", authors.get(a.id) ?? null),
        ...a.categories.map((c) => element("category", c)),
        a.image && a.mediaType === "image" ? `<enclosure url="${escapeXml(absolute(site, a.image))}" length="0" type="image/webp"/>` : "",
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
