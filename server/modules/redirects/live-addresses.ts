import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pagePaths, parseArticleSegment, routedPageAt } from "#common/page-paths.ts";
import { pathOfRedirect } from "#common/redirect-paths.ts";
import type { Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";
import { findAuthor } from "#server/modules/authors/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { findTagBySlug } from "#server/modules/tags/service.ts";

/** Whether Fastify answers a GET of a path itself (the API, media, feeds, the built files), whatever the table says. */
export type ServerAddresses = (path: string) => boolean;

/**
 * Collects the addresses Fastify answers itself as routes are added (call it before any route):
 * every GET route but the web app's catch-alls (`/*`, `/`), whose pages `routedPageAt` knows.
 */
export function collectServerAddresses(app: FastifyInstance): ServerAddresses {
  const patterns: RegExp[] = [];
  app.addHook("onRoute", (route) => {
    if (![route.method].flat().includes("GET") || route.url === "/*" || route.url === "/") return;
    const pattern = route.url
      .split("*")
      .map((part) => part.split(/:\w+/).map(escapeRegex).join("[^/]+"))
      .join(".*");
    patterns.push(new RegExp(`^${pattern}$`));
  });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether an old address (a key of the table) is a live address of this site, which a redirect
 * from it would never reach (issue 33: a page always wins): the front door `/` (but not `/?p=123`),
 * what Fastify answers itself, and a page of the router, except that the pages of a thing found by
 * its address (an article, a category, an author, a tag) are live only while that thing is there
 * as readers would find it: `/category/politika` is free for a redirect when no category has that name.
 */
export async function isLiveAddress(db: Database, key: string, serverAddresses: ServerAddresses): Promise<boolean> {
  const path = pathOfRedirect(key);
  if (path === "/") return key === "/";
  if (serverAddresses(path)) return true;
  const page = routedPageAt(path);
  if (page === null) return false;
  const param = (name: string): string | null => {
    try {
      return decodeURIComponent(page.params[name] ?? "");
    } catch {
      return null;
    }
  };
  switch (page.pattern) {
    case pagePaths.article: {
      const address = parseArticleSegment(param("articleId") ?? "");
      if (address === null) return false;
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, address.id), eq(articles.status, "published")));
      return row !== undefined;
    }
    case pagePaths.category: {
      // As the category page finds its category (web/features/reader/home/home-data.server.ts).
      const wanted = param("category")?.toLocaleLowerCase("bg");
      return (await listCategories(db)).some((category) => category.name.toLocaleLowerCase("bg") === wanted);
    }
    case pagePaths.author: {
      const username = param("username");
      return username !== null && (await findAuthor(db, username)) !== undefined;
    }
    case pagePaths.tag: {
      const slug = param("slug");
      return slug !== null && (await findTagBySlug(db, slug)) !== undefined;
    }
    default:
      return true;
  }
}
