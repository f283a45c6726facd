/**
 * The URL Fastify routes, for one whose path has a broken percent escape (`/%ZZ`, `/%FF`): the
 * router would refuse it with a bare English JSON 400. Outside the API each `%` becomes a literal
 * `%25`, so the path reaches the pages and is answered like any unknown address, with the
 * not-found page and 404 (or the article's own not-found view). Every other URL is returned as is.
 */
export function repairMalformedUrl(url: string): string {
  if (!url.includes("%") || url.startsWith("/api/")) return url;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll("%", "%25") + (q === -1 ? "" : url.slice(q));
  }
}
