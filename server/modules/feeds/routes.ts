import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorTexts } from "#common/messages/authors.ts";
import { categoryFeedTexts, site as siteTexts } from "#common/messages/reader.ts";
import { isStorableText } from "#common/text.ts";
import { notFound } from "#server/http/errors.ts";
import { errorResponses } from "#server/http/schemas.ts";
import { surrogateKeyHeaders } from "#server/web/cdn/key-headers.ts";
import { listKeys } from "#server/web/cdn/surrogate-keys.ts";
import { registerTextBoundary } from "#server/http/text-boundary.ts";
import { findAuthor } from "#server/modules/authors/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { tagReaderTexts } from "#common/messages/tags.ts";
import { findTagBySlug } from "#server/modules/tags/service.ts";
import {
  authorChannel,
  buildNewsSitemap,
  buildRobots,
  buildRss,
  buildSitemap,
  categoryChannel,
  siteChannel,
  tagChannel,
  type Site,
} from "./service.ts";

/** A feed's document entry: a text answer of one media type. */
const feed = (summary: string, mediaType: string, description: string) => ({
  tags: ["feeds"],
  summary,
  response: { 200: { description, content: { [mediaType]: { schema: z.string() } } } },
});

/** A named feed's document entry: an RSS answer, or the errors of its address (unstorable text, an unknown name). */
const namedFeed = <P extends z.ZodObject>(summary: string, params: P) => {
  const { response, ...rest } = feed(summary, "application/rss+xml", "RSS 2.0");
  return { ...rest, params, response: { ...response, ...errorResponses(400, 404) } };
};

type FastifyZod = Parameters<FastifyPluginAsyncZod>[0];

/** Sitemaps, the RSS feeds and robots.txt, at the site's root (issue 3; an author's and a category's feed, issue 21). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now, media } = app.deps;
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  // Crawlers may fetch these often; a few minutes of caching keeps them cheap. The keys let a
  // purging CDN refresh them with the lists (decision 0129).
  const cache = "public, max-age=300";
  app.addHook("onSend", async (_request, reply) => {
    if (reply.statusCode === 200) for (const [name, value] of surrogateKeyHeaders(listKeys)) reply.header(name, value);
  });

  app.get(
    "/sitemap.xml",
    {
      schema: feed(
        "Sitemap of the home page, the categories and every published article",
        "application/xml",
        "Sitemap XML (sitemaps.org 0.9)",
      ),
    },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", cache)
        .send(await buildSitemap(db, site)),
  );
  app.get(
    "/news-sitemap.xml",
    { schema: feed("Google News sitemap of the articles of the last two days", "application/xml", "News sitemap XML") },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", cache)
        .send(await buildNewsSitemap(db, site, now())),
  );
  app.get(
    "/rss.xml",
    { schema: feed("RSS 2.0 feed of the newest published articles", "application/rss+xml", "RSS 2.0") },
    async (_request, reply) =>
      reply
        .type("application/rss+xml; charset=utf-8")
        .header("cache-control", cache)
        .send(await buildRss(db, site, siteChannel(site, siteTexts.tagline), media)),
  );
  await app.register(async (named: FastifyZod) => namedFeeds(named, site, cache));
  app.get(
    "/robots.txt",
    { schema: feed("Crawling rules, with the sitemaps' addresses", "text/plain", "robots.txt") },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", cache).send(buildRobots(site)),
  );
};

/** The feeds of one author and of one category, linked from their pages (issue 21), and of a tag (issue 32). */
async function namedFeeds(app: FastifyZod, site: Site, cache: string) {
  const { db } = app.deps;
  // Their addresses carry names: text the database can't store is refused as in the API.
  registerTextBoundary(app);
  const send = (reply: FastifyReply, body: string) =>
    reply.type("application/rss+xml; charset=utf-8").header("cache-control", cache).send(body);

  app.get(
    "/author/:username/rss.xml",
    {
      schema: namedFeed(
        "RSS 2.0 feed of one author's newest published articles",
        z.object({ username: z.string().max(200) }),
      ),
    },
    async (request, reply) => {
      const author = await findAuthor(db, request.params.username);
      if (!author) throw notFound();
      const channel = authorChannel(
        site,
        author,
        authorTexts.rssTitle(author.name, site.name),
        authorTexts.pageDescription(author.name, site.name),
      );
      return send(reply, await buildRss(db, site, channel, app.deps.media));
    },
  );
  app.get(
    "/category/:category/rss.xml",
    {
      schema: namedFeed(
        "RSS 2.0 feed of one category's newest published articles",
        z.object({ category: z.string().max(200) }),
      ),
    },
    async (request, reply) => {
      const wanted = request.params.category.toLocaleLowerCase("bg");
      const category = isStorableText(wanted)
        ? (await listCategories(db)).find((c) => c.name.toLocaleLowerCase("bg") === wanted)
        : undefined;
      if (!category) throw notFound();
      const channel = categoryChannel(
        site,
        category.name,
        categoryFeedTexts.rssTitle(category.name, site.name),
        categoryFeedTexts.description(category.name),
      );
      return send(reply, await buildRss(db, site, channel, app.deps.media));
    },
  );
  app.get(
    "/tag/:slug/rss.xml",
    {
      schema: namedFeed(
        "RSS 2.0 feed of one tag's newest published articles (at an old slug of the tag too: its channel names the current address)",
        z.object({ slug: z.string().max(500) }),
      ),
    },
    async (request, reply) => {
      const tag = await findTagBySlug(db, request.params.slug);
      if (!tag) throw notFound();
      const channel = tagChannel(
        site,
        tag,
        tagReaderTexts.rssTitle(tag.name, site.name),
        tagReaderTexts.pageDescription(tag.name, site.name),
      );
      return send(reply, await buildRss(db, site, channel, app.deps.media));
    },
  );
}
