import type { FastifyReply } from "fastify";
import { routedPageAt } from "#common/page-paths.ts";
import { normalizeRedirectPath, pathOfRedirect } from "#common/redirect-paths.ts";
import type { ServerAddresses } from "./live-addresses.ts";
import type { RedirectLookup } from "./lookup.ts";

/**
 * When a request is answered by the redirects table (issue 33): only a GET or HEAD that would
 * otherwise be a 404, so that a redirect never shadows a live page. Three moments:
 * - a path no page of the router has (an old post's `/2019/05/slug/`, `/?p=123`) is looked up
 *   before the web app renders, since only its not-found page would answer;
 * - a page's path (`/category/politika`, `/tag/old`, `/author/login`: WordPress uses our first
 *   segments) is looked up after the page answered 404 (no such category);
 * - an address no route has at all (Fastify's not-found: without the web app) is looked up then.
 * Every answer is one 301 to a path of this site, an article's current address for an article.
 */
export type RedirectServing = {
  lookup: RedirectLookup;
  /** The addresses Fastify answers itself: never a redirect's (the admin's form refuses them). */
  serverAddresses: ServerAddresses;
  /** Before the web app renders: the Location for a path no page has, or null (render as ever). */
  beforePage(method: string, url: string): Promise<string | null>;
  /** After a page answered 404: the Location for its path, or null (the 404 stands). */
  afterPageNotFound(method: string, url: string): Promise<string | null>;
  /** For a request no route answers: the Location, or null (404). */
  ofUnrouted(method: string, url: string): Promise<string | null>;
};

export function createRedirectServing(lookup: RedirectLookup, serverAddresses: ServerAddresses): RedirectServing {
  const lookUp = (key: string | null) => (key === null ? Promise.resolve(null) : lookup.locationOf(key));
  return {
    lookup,
    serverAddresses,
    beforePage: (method, url) => lookUp(keyOf(method, url, (key) => !pageFirst(key))),
    afterPageNotFound: (method, url) => lookUp(keyOf(method, url, pageFirst)),
    ofUnrouted: (method, url) => lookUp(keyOf(method, url, () => true)),
  };
}

/**
 * The table's key of a request that may be redirected at this moment: a GET or HEAD outside the
 * API, of an address other than the front door `/` itself (`/?p=123` is one).
 */
function keyOf(method: string, url: string, now: (key: string) => boolean): string | null {
  if ((method !== "GET" && method !== "HEAD") || url.startsWith("/api/")) return null;
  const key = normalizeRedirectPath(url);
  return key === null || key === "/" || !now(key) ? null : key;
}

/**
 * Whether a page of the router may answer the key's path, so it answers first. `/` is no page: it
 * only leads to /home, so WordPress's `/?p=123` and `/?page_id=5` consult the table first.
 */
function pageFirst(key: string): boolean {
  const path = pathOfRedirect(key);
  return path !== "/" && routedPageAt(path) !== null;
}

/**
 * The answer of a redirect: 301 with a path for Location and no body. Not kept by browsers or
 * proxies (`no-store`, as the page cache sends every 301): an admin's deletion, or an article's new
 * slug, holds at the next request, and a request costs one lookup the process remembers.
 */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(301).header("location", location).header("cache-control", "no-store").send();
}

/** The headers of a redirect's answer, for the page cache's render (it adds its own cache-control: no-store). */
export const redirectHeaders = (location: string) => new Headers({ location });
