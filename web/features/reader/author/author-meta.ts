import type { Author } from "#common/schemas/authors.ts";
import { authorTexts } from "#common/messages/authors.ts";
import { truncateText } from "#common/text.ts";
import { limits } from "#common/limits.ts";
import { authorPath } from "#common/page-paths.ts";

/** An author page's address: /author/{username}, with ?page= past the first. */
export function authorPageHref(username: string, page = 1): string {
  return page > 1 ? `${authorPath(username)}?page=${page}` : authorPath(username);
}

/** The author's RSS feed (server/modules/feeds). */
export function authorFeedHref(username: string): string {
  return `${authorPath(username)}/rss.xml`;
}

/** The page's description: the author's biography (cut as a meta description), else who they are. */
export function authorMetaDescription(author: Pick<Author, "name" | "bio">, siteName: string): string {
  const bio = author.bio?.replace(/\s+/g, " ").trim();
  return bio ? truncateText(bio, limits.metaDescriptionChars) : authorTexts.pageDescription(author.name, siteName);
}

/** schema.org ProfilePage about the author as a Person (issue 21): name, picture, biography and address. */
export function authorStructuredData(author: Author, publicUrl: string) {
  const url = `${publicUrl}${authorPath(author.username)}`;
  const image = author.avatar
    ? /^https?:\/\//.test(author.avatar)
      ? author.avatar
      : `${publicUrl}${author.avatar}`
    : null;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: author.name,
      url,
      ...(image ? { image } : {}),
      ...(author.bio ? { description: author.bio } : {}),
    },
  };
}
