import { tagPath } from "#common/page-paths.ts";

/** A tag page's address: /tag/{slug}, with ?page= past the first. */
export function tagPageHref(slug: string, page = 1): string {
  return page > 1 ? `${tagPath(slug)}?page=${page}` : tagPath(slug);
}

/** The tag's RSS feed (server/modules/feeds). */
export function tagFeedHref(slug: string): string {
  return `${tagPath(slug)}/rss.xml`;
}
