import sanitizeHtml from "sanitize-html";

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
    nonTextTags: ["style", "script", "textarea", "option", "noscript", "title", "iframe", "object"],
  }).trim();
}
