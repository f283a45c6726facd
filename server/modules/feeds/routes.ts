import type { FastifyPluginAsync } from "fastify";
import { site as siteTexts } from "#common/messages.ts";
import { buildNewsSitemap, buildRobots, buildRss, buildSitemap } from "./service.ts";

/** Sitemaps, the RSS feed and robots.txt, at the site's root (issue 3). */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  // Crawlers may fetch these often; a few minutes of caching keeps them cheap.
  const cache = "public, max-age=300";

  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(await buildSitemap(db, site)),
  );
  app.get("/news-sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(await buildNewsSitemap(db, site)),
  );
  app.get("/rss.xml", async (_request, reply) =>
    reply.type("application/rss+xml; charset=utf-8").header("cache-control", cache).send(await buildRss(db, site, siteTexts.tagline)),
  );
  app.get("/robots.txt", async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", cache).send(buildRobots(site)));
};
