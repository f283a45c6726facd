import type { FastifyRequest } from "fastify";

/**
 * Whether a form post comes from the site's own pages: a browser says where a POST comes from
 * (Sec-Fetch-Site, Origin), and a page elsewhere must not post in the reader's name (CSRF). A
 * client that sends neither header (curl, an old browser) is no cross-site page and may post.
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
