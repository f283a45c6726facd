import { articleTexts } from "#common/messages/reader.ts";

/**
 * A link of stored paragraph HTML that leads to another site, as the sanitizer writes it
 * (server/modules/articles/sanitize.ts: `<a href="http…" rel="noopener noreferrer">`), with its text:
 * links do not nest, so the next `</a>` closes it.
 */
const externalLink = /(<a href="https?:\/\/[^"]*"[^>]*>)([\s\S]*?)<\/a>/gi;

const mark = `<span class="sr-only"> ${articleTexts.externalLink}</span><span aria-hidden="true" class="link-mark">↗</span>`;

/**
 * Paragraph HTML with each link to another site marked (issue 32): an arrow after its text, and for
 * screen readers the words that say so. Done when shown, not stored, so the mark can change.
 */
export function withExternalLinkMarks(html: string): string {
  return html.includes("<a ") ? html.replace(externalLink, `$1$2${mark}</a>`) : html;
}
