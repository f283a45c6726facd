/**
 * The publisher's pages (issue 21): who publishes the site, how to reach and advertise with it, its
 * privacy policy and terms. Fixed pages with Bulgarian slugs in the official transliteration, at
 * the site's root (`/za-nas`), linked from the footer of every reader page; the Owner edits their
 * title and text in the admin panel.
 */
export const sitePageSlugs = [
  "za-nas",
  "kontakti",
  "reklama",
  "politika-za-poveritelnost",
  "usloviya-za-polzvane",
] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

export function isSitePageSlug(value: string): value is SitePageSlug {
  return (sitePageSlugs as readonly string[]).includes(value);
}

/** The page's address on the site. */
export function sitePagePath(slug: SitePageSlug): string {
  return `/${slug}`;
}
