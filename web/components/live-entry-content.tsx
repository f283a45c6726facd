import type { LiveEntry } from "#common/schemas/live.ts";
import { ArticleImage, paragraphProse } from "./article-sections.tsx";
import { withExternalLinkMarks } from "./link-marks.ts";

/**
 * What a live entry says (issue 37): its text, sanitized by the server as a paragraph of the
 * builder is and read as the article's paragraphs read, and its picture with its alternative text,
 * shown whole. The reader's page and the journalist's desk show it alike.
 */
export function LiveEntryContent({
  entry,
  sizes,
  className = "",
  pictureClassName = "",
}: {
  entry: Pick<LiveEntry, "content" | "image" | "imageAlt">;
  /** The width the picture is shown at. */
  sizes: string;
  className?: string;
  /** The picture's box (the desk shows it smaller than readers see it). */
  pictureClassName?: string;
}) {
  return (
    <div className={`wrap-anywhere ${className}`}>
      {entry.content && (
        <div className={paragraphProse} dangerouslySetInnerHTML={{ __html: withExternalLinkMarks(entry.content) }} />
      )}
      {entry.image && (
        <figure className={`${entry.content ? "mt-4" : ""} ${pictureClassName}`}>
          <ArticleImage src={entry.image} alt={entry.imageAlt ?? ""} sizes={sizes} className="object-contain" />
        </figure>
      )}
    </div>
  );
}
