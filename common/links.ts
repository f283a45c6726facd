/**
 * Where a link in stored rich text may lead: one rule, read by each editor (its link field) and by
 * the server's sanitizer. A publisher's page (issue 21) may link to the web (http, https), an
 * e-mail address, a phone number or a path of this site (`/kontakti`; not `//other.site`); an
 * article's text (issue 32) only to the web and to e-mail addresses. Anything else (`javascript:`,
 * `data:`, `vbscript:`, a relative address, another site by `//`) is no link.
 */
const destinations = {
  web: /^https?:\/\/\S/i,
  mail: /^mailto:\S/i,
  phone: /^tel:\S/i,
  sitePath: /^\/(?!\/)/,
} as const;
type Destination = keyof typeof destinations;

const allowedWhere = {
  sitePage: ["web", "mail", "phone", "sitePath"],
  articleText: ["web", "mail"],
} as const satisfies Record<string, readonly Destination[]>;
export type LinkPlace = keyof typeof allowedWhere;

/** Whether a link written in `place` may lead to `href` (its spaces at both ends ignored). */
export function isAllowedLinkAddress(href: string, place: LinkPlace): boolean {
  const address = href.trim();
  return allowedWhere[place].some((destination) => destinations[destination].test(address));
}

/** A link that leads to another site (a web address; an article's text has no paths of its own). */
export function isExternalLinkAddress(href: string): boolean {
  return destinations.web.test(href.trim());
}
