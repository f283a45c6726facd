import { parseDocument } from "htmlparser2";
import { articleSizeError } from "#common/schemas/article-input.ts";
import { wordpressContentTexts as texts } from "#common/messages/wordpress-content.ts";
import { htmlToText } from "#common/text.ts";
import { sanitizeParagraph } from "#server/modules/articles/sanitize.ts";
import { imageAddressReserve, type ImportedSection, SectionWriter } from "./section-writer.ts";
import { HtmlWalker, topPlace } from "./wp-html.ts";
import { renderPost } from "./wp-render.ts";
import type { AttachmentLookup } from "./wp-text.ts";

export type { ImportedSection } from "./section-writer.ts";

export type ContentConversion = {
  /** Within every limit of an article's save (`articleSizeError` and the limits of each section). */
  sections: ImportedSection[];
  /** One line of the import report for each thing not kept as it was, each line once. */
  dropped: string[];
  /**
   * Null when all of the post fits an article; else the report's line saying which limit it passes
   * and where `sections`, its beginning, ends: the importer imports that, or skips the post.
   */
  overLimit: string | null;
};

/**
 * A WordPress post's content (`content:encoded`: the classic editor's text or the block editor's
 * blocks, with shortcodes) as Хроника's sections (issue 33). Pictures keep their address on the old
 * site (`source`, absolute) for the importer to fetch; `attachment` tells what the export holds of
 * a picture by its id. Nothing that can't be kept goes without a line in `dropped`, and no
 * paragraph leaves without `sanitizeParagraph`.
 */
export function wordpressContentToSections(
  html: string,
  options: { siteUrl: string; attachment: AttachmentLookup },
): ContentConversion {
  const dropped = new Set<string>();
  const report = (line: string) => void dropped.add(line);
  // PostgreSQL stores no NUL, and a lone half of a surrogate pair is no character.
  const storable = html
    .replaceAll("\u0000", "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
  const writer = new SectionWriter();
  const walker = new HtmlWalker(writer, { ...options, report });
  walker.walk(parseDocument(renderPost(storable, { ...options, report })).children, topPlace);
  const written = writer.finish();

  const sections: ImportedSection[] = [];
  for (const section of written.sections) {
    if (section.type !== "paragraph") {
      sections.push(section);
      continue;
    }
    const clean = sanitizeParagraph(section.content);
    // The writer writes only what the sanitizer keeps; a refusal here is a mistake of the writer's.
    if (clean.refusedLink) report(texts.linkRefused("непозволен адрес"));
    if (htmlToText(clean.html) !== "") sections.push({ type: "paragraph", content: clean.html });
  }
  let overLimit = written.overLimit;
  // The writer keeps the article within its limits; this holds whatever the sanitizer did.
  for (let error = sizeError(sections); error !== null; error = sizeError(sections)) {
    sections.pop();
    overLimit ??= texts.overLimit(error, lastWords(sections));
  }
  return { sections, dropped: [...dropped], overLimit };
}

function sizeError(sections: ImportedSection[]): string | null {
  return articleSizeError({
    sections: sections.map((section) =>
      section.type === "image"
        ? { type: "image", content: section.source.padEnd(imageAddressReserve), caption: section.caption }
        : section,
    ),
  });
}

function lastWords(sections: ImportedSection[]): string {
  const last = sections.findLast(
    (section): section is Exclude<ImportedSection, { type: "image" }> => section.type !== "image",
  );
  const text = last ? htmlToText(last.content) : "";
  return text.split(" ").slice(-6).join(" ");
}
