import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { site as siteTexts } from "#common/messages.ts";
import { buildNewsSitemap, buildRobots, buildRss, buildSitemap } from "./service.ts";

/** A feed's document entry: a text answer of one media type. */
const feed = (summary: string, mediaType: string, description: string) => ({
  tags: ["feeds"],
  summary,
  response: { 200: { description, content: { [mediaType]: { schema: z.string() } } } },
});

/** Sitemaps, the RSS feed and robots.txt, at the site's root (issue 3). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  // Crawlers may fetch these often; a few minutes of caching keeps them cheap.
  const cache = "public, max-age=300";

  app.get(
    "/sitemap.xml",
    { schema: feed("Sitemap of the home page, the categories and every published article", "application/xml", "Sitemap XML (sitemaps.org 0.9)") },
    async (_request, reply) => reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(await buildSitemap(db, site)),
  );
  app.get(
    "/news-sitemap.xml",
    { schema: feed("Google News sitemap of the articles of the last two days", "application/xml", "News sitemap XML") },
    async (_request, reply) => reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(await buildNewsSitemap(db, site)),
  );
  app.get(
    "/rss.xml",
    { schema: feed("RSS 2.0 feed of the newest published articles", "application/rss+xml", "RSS 2.0") },
    async (_request, reply) =>
      reply.type("application/rss+xml; charset=utf-8").header("cache-control", cache).send(await buildRss(db, site, siteTexts.tagline)),
  );
  app.get(
    "/robots.txt",
    { schema: feed("Crawling rules, with the sitemaps' addresses", "text/plain", "robots.txt") },
    async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", cache).send(buildRobots(site)),
  );
};
