import type { FastifyRequest } from "fastify";
import { serverErrors } from "#common/messages/server-errors.ts";
import { forbidden } from "./errors.ts";

/**
 * Whether a form post comes from the site's own pages, so that a page elsewhere cannot post in the
 * reader's name (CSRF). Browsers say where a request comes from in Sec-Fetch-Site, which no page can
 * set; only a browser without it is judged by Origin, which the site's `no-referrer` policy turns
 * into "null" on form posts (so "null" proves nothing and is refused). A client that sends neither
 * (curl, a script) is no cross-site page and may post.
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * An onRequest guard for the reader's writes (like, view, comment): refuses with 403 a request
 * that another web site made a browser send (isSameOriginPost). A like needs no body and no
 * content type, so any page on the web could otherwise post one with a hidden form.
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  if (!isSameOriginPost(request, new URL(request.server.deps.config.publicUrl).origin))
    throw forbidden(serverErrors.crossSite);
}
