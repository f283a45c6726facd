import { liveReaderTexts } from "#common/messages/live.ts";
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

/**
 * An entry's stamp: its time (its full wording for screen readers, labelling the entry through
 * `timeId`) and, for a key moment, its mark. The reader's page and the desk show it alike.
 */
export function LiveEntryStamp({
  entry,
  time,
  timeId,
}: {
  entry: Pick<LiveEntry, "createdAt" | "pinned">;
  time: string;
  timeId: string;
}) {
  return (
    <>
      <time
        id={timeId}
        dateTime={entry.createdAt}
        className="text-sm font-bold text-brand-700 tabular-nums dark:text-red-300"
      >
        <span className="sr-only">{liveReaderTexts.postedAt(time)}</span>
        <span aria-hidden>{time}</span>
      </time>
      {entry.pinned && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
          {liveReaderTexts.keyMoment}
        </span>
      )}
    </>
  );
}
