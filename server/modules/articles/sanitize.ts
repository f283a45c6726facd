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
  const clean = sanitizeHtml(html, {
    allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "h2", "h3", "ul", "ol", "li", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // A link to anywhere else loses its address here (a tag's name can't be changed per element:
    // sanitize-html closes by the last name given to that tag), and then itself, below.
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: isAllowedLinkAddress(attribs.href ?? "")
          ? { href: attribs.href!.trim() }
          : ({} as Record<string, string>),
      }),
    },
    disallowedTagsMode: "discard",
    nonTextTags,
  }).trim();
  return withoutBareLinks(clean);
}

/**
 * Sanitized HTML without its `<a>`s that have no address, their text kept. On the sanitizer's own
 * output a link opens exactly as `<a>` or `<a href="…">` (with `"` escaped inside), so the tags
 * can be matched as text.
 */
function withoutBareLinks(html: string): string {
  const open: boolean[] = [];
  return html.replace(/<a( href="[^"]*")?>|<\/a>/g, (tag, href: string | undefined) => {
    if (tag !== "</a>") {
      open.push(href !== undefined);
      return href !== undefined ? tag : "";
    }
    return open.pop() ? tag : "";
  });
}
