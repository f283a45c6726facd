import sanitizeHtml from "sanitize-html";
import { isAllowedLinkAddress } from "#common/site-pages.ts";

/** Elements whose text is dropped with them (anything else not allowed keeps its text). */
const nonTextTags = ["style", "script", "textarea", "option", "noscript", "title", "iframe", "object"];

/**
 * Paragraph HTML keeps only paragraphs, line breaks and the three formats of the builder (bold,
 * italic, underline), without any attribute: whatever else is pasted or sent is dropped, its text
 * kept. The public page shows paragraphs as stored, so this runs before every save.
 */
export function sanitizeParagraph(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "b", "strong", "i", "em", "u"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
    nonTextTags,
  }).trim();
}

/**
 * A publisher's page (За нас, the privacy policy, …; issue 21) keeps a little more than a paragraph:
 * two levels of headings, lists and links. A link keeps only its address, which must be one
 * `isAllowedLinkAddress` allows (http(s), mailto, tel, a path of this site); no other attribute
 * survives (no target, style, class or event handler).
 */
export function sanitizeSitePage(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "h2", "h3", "ul", "ol", "li", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // A link with any other address (or none) becomes its text: a span, which is not allowed.
    transformTags: {
      a: (tagName, attribs) => (isAllowedLinkAddress(attribs.href ?? "") ? { tagName, attribs: { href: attribs.href!.trim() } } : { tagName: "span", attribs: {} as Record<string, string> }),
    },
    disallowedTagsMode: "discard",
    nonTextTags,
  }).trim();
}
