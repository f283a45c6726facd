import sanitizeHtml from "sanitize-html";
import { isAllowedLinkAddress, isExternalLinkAddress, type LinkPlace } from "#common/links.ts";

/** Elements whose text is dropped with them (anything else not allowed keeps its text). */
const nonTextTags = ["style", "script", "textarea", "option", "noscript", "title", "iframe", "object"];

/** A paragraph's text after the sanitizer, and whether it held a link to somewhere no link may lead. */
export type SanitizedParagraph = { html: string; refusedLink: boolean };

/**
 * Paragraph HTML keeps only paragraphs, line breaks, the three formats of the builder (bold,
 * italic, underline) and, since issue 32, bulleted and numbered lists, block quotes and links to
 * the web or to an e-mail address (`isAllowedLinkAddress`, "articleText"). A link keeps its address
 * and gets a `rel` (`noopener`, and `noreferrer` for another site); no other attribute survives.
 * Whatever else is pasted or sent is dropped, its text kept. A link to anywhere else
 * (`javascript:`, `data:`, …) is reported in `refusedLink`: the save refuses it (decision 0116)
 * rather than storing the text without it. The public page shows paragraphs as stored, so this
 * runs before every save.
 */
export function sanitizeParagraph(html: string): SanitizedParagraph {
  let refusedLink = false;
  const clean = sanitizeRichText(html, {
    tags: ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "blockquote", "a"],
    place: "articleText",
    linkAttributes: (href) => ({ href, rel: isExternalLinkAddress(href) ? "noopener noreferrer" : "noopener" }),
    onRefusedLink: () => (refusedLink = true),
  });
  return { html: clean, refusedLink };
}

/**
 * A publisher's page (За нас, the privacy policy, …; issue 21) keeps a little more than a paragraph:
 * two levels of headings, lists and links. A link keeps only its address, which must be one
 * `isAllowedLinkAddress` allows there (http(s), mailto, tel, a path of this site), else it becomes
 * its text; no other attribute survives (no target, style, class or event handler).
 */
export function sanitizeSitePage(html: string): string {
  return sanitizeRichText(html, {
    tags: ["p", "br", "b", "strong", "i", "em", "u", "h2", "h3", "ul", "ol", "li", "a"],
    place: "sitePage",
    linkAttributes: (href) => ({ href }),
  });
}

function sanitizeRichText(
  html: string,
  options: {
    tags: string[];
    place: LinkPlace;
    linkAttributes: (href: string) => Record<string, string>;
    onRefusedLink?: () => void;
  },
): string {
  const clean = sanitizeHtml(html, {
    allowedTags: options.tags,
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // A link to anywhere else loses its address here (a tag's name can't be changed per element:
    // sanitize-html closes by the last name given to that tag), and then itself, below. The
    // attributes given here replace the sent ones, so a sent `rel` or `target` never survives.
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        if (href !== undefined && isAllowedLinkAddress(href, options.place))
          return { tagName, attribs: options.linkAttributes(href.trim()) };
        if (href !== undefined) options.onRefusedLink?.();
        return { tagName, attribs: {} as Record<string, string> };
      },
    },
    disallowedTagsMode: "discard",
    nonTextTags,
  }).trim();
  return withoutBareLinks(clean);
}

/**
 * Sanitized HTML without its `<a>`s that have no address, their text kept. On the sanitizer's own
 * output a link opens exactly as `<a>` or `<a href="…">`, perhaps with ` rel="…"` (with `"`
 * escaped inside), so the tags can be matched as text.
 */
function withoutBareLinks(html: string): string {
  const open: boolean[] = [];
  return html.replace(/<a( href="[^"]*"(?: rel="[^"]*")?)?>|<\/a>/g, (tag, href: string | undefined) => {
    if (tag !== "</a>") {
      open.push(href !== undefined);
      return href !== undefined ? tag : "";
    }
    return open.pop() ? tag : "";
  });
}
