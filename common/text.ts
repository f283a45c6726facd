import { limits } from "./limits.ts";

/** A lone half of a UTF-16 surrogate pair: not a character, and not encodable as UTF-8. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one rule for text that enters the system: no NUL character (PostgreSQL can't store it) and
 * well-formed Unicode (no lone surrogate). Every other character is the writer's business.
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

/**
 * Plain text of stored paragraph HTML (p, br, b, strong, i, em, u, and since issue 32 ul, ol, li,
 * blockquote and a: server/modules/articles/sanitize.ts).
 */
export function htmlToText(html: string): string {
  // One pass over the markup (an article page reads its text twice: issue 24): a line break or the
  // end of a paragraph, a list item or a quote is a space, any other tag nothing (a link is its
  // text), the five entities their characters.
  return html
    .replace(markupOrEntity, (_match, spacing: string | undefined, entity: string | undefined) =>
      spacing ? " " : entity ? entityText[entity]! : "",
    )
    .replace(/\s+/g, " ")
    .trim();
}

const markupOrEntity =
  /(<[bB][rR]\s*\/?>|<\/(?:[pP]|[lL][iI]|[bB][lL][oO][cC][kK][qQ][uU][oO][tT][eE])>)|<[^>]*>|&(nbsp|lt|gt|quot|#39|amp);/g;
const entityText: Record<string, string> = { nbsp: " ", lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" };

/** Cuts text at a word boundary and adds "..." when it was longer (SPEC.md §9 meta description). */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/**
 * SPEC.md §9 read time: the plain-text characters of the paragraphs divided by 1200, rounded
 * up, at least 1 minute.
 */
export function readTimeMinutes(paragraphsHtml: readonly string[]): number {
  const characters = paragraphsHtml.reduce((sum, html) => sum + htmlToText(html).length, 0);
  return Math.max(1, Math.ceil(characters / limits.readTimeCharsPerMinute));
}

/**
 * What reads as nothing: every Unicode space (\p{White_Space}), control character, invisible
 * format character (\p{Cf}: zero-width space and joiners, BOM, soft hyphen, word joiner, bidi
 * marks) and the other default-ignorable code points (Hangul fillers, variation selectors), plus
 * the blank Braille pattern, which fonts draw as an empty cell.
 */
const invisible = "[\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800]";
const invisibleAtEnds = new RegExp(`^${invisible}+|${invisible}+$`, "gu");

/**
 * A reader's text with everything invisible cut from both ends (`trim()` keeps a zero-width
 * space or a BOM); a text of nothing but invisible characters becomes "". The inside is kept
 * as written (line breaks, a joiner inside an emoji).
 */
export function trimInvisible(text: string): string {
  return text.replace(invisibleAtEnds, "");
}

const invisibleInside =
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * A text as the search and the moderation rules read it (issue 30, point 9): every invisible
 * character taken out wherever it stands (zero-width spaces and joiners, soft hyphens, the word
 * joiner, bidi marks, variation selectors, Hangul fillers, the blank Braille cell) and halves of
 * broken characters dropped, so that "глу\u200bпак" and "глу\u00adпак" read "глупак".
 */
export function removeInvisible(text: string): string {
  return text.replace(invisibleInside, "");
}

/** True when a text has nothing a reader could see. */
export function isBlank(text: string): boolean {
  return trimInvisible(text) === "";
}
