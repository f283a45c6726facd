import { imageSrcSet, isVideoUrl } from "#common/media.ts";
import { imageTexts } from "#common/messages/journalist.ts";
import type { Section } from "#common/schemas/articles.ts";
import { withExternalLinkMarks } from "./link-marks.ts";
import { ImagePlaceholder, placeholderAttributes, useImageFailed } from "./ui/image-placeholder.tsx";

/** Media never taller than SPEC.md §9's 600 px; a fixed 16:9 box, so nothing moves as it loads. */
const mediaBox = "aspect-video max-h-[600px] w-full rounded-lg";
// The column of article-view.tsx: at most 768 px with 16 px padding a side, 24 px from 640 px.
export const articleImageSizes = "(min-width: 816px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** A picture of the article: its WebP variants, sized before it loads; the placeholder if it fails to load. */
export function ArticleImage({
  src,
  alt,
  eager = false,
  className = "",
  focus,
  sizes = articleImageSizes,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
  /** CSS object-position of the picture's focal point, for a covering crop (decision 0130). */
  focus?: string;
  /** The width it is shown at, for its variants: by default the article's column. */
  sizes?: string;
}) {
  const { failed, ref, onError } = useImageFailed(src);
  if (failed) return <ImagePlaceholder label={alt} className={mediaBox} />;
  return (
    <img
      ref={ref}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={onError}
      {...placeholderAttributes({ label: alt, className: mediaBox })}
      className={`${mediaBox} bg-zinc-100 dark:bg-zinc-900 ${className}`}
      style={focus ? { objectPosition: focus } : undefined}
    />
  );
}

/** What stands under a picture or a video: its caption and who took it ("Снимка: …", issue 21), if it has either. */
export function MediaCaption({
  caption,
  credit,
  video = false,
}: {
  caption?: string | null;
  credit?: string | null;
  video?: boolean;
}) {
  if (!caption && !credit) return null;
  return (
    <figcaption className="mt-2 font-sans text-sm leading-normal text-zinc-600 dark:text-zinc-400">
      {caption}
      {caption && credit ? " " : null}
      {credit && (
        <span className="block text-xs text-zinc-500 dark:text-zinc-400">
          {video ? imageTexts.videoCredit(credit) : imageTexts.credit(credit)}
        </span>
      )}
    </figcaption>
  );
}

/** An article's lead picture (its thumbnail), eager, with its alternative text and its credit under it. */
export function LeadPicture({
  src,
  alt,
  credit,
  className = "mt-8",
  focus,
}: {
  src: string;
  alt: string | null;
  credit: string | null;
  className?: string;
  focus?: string;
}) {
  return (
    <figure className={className}>
      <ArticleImage src={src} alt={alt ?? ""} eager className="object-cover" focus={focus} />
      <MediaCaption credit={credit?.trim() || null} />
    </figure>
  );
}

/**
 * How a paragraph's stored HTML reads (server/modules/articles/sanitize.ts allows no more): formats,
 * lists, quotes set off by a rule on their left, and links in the brand's colour, underlined, the
 * ones to another site marked with an arrow (`withExternalLinkMarks`).
 */
export const paragraphProse =
  "[&_b]:font-bold [&_em]:italic [&_i]:italic [&_p]:mb-6 [&_p:last-child]:mb-0 [&_strong]:font-bold [&_u]:underline [&_u]:underline-offset-2 " +
  "[&_ul]:mb-6 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:mb-6 [&_ol]:list-decimal [&_ol]:pl-7 [&_li]:mb-2 [&_li]:pl-1 [&_li_p]:mb-0 [&_li>ul]:mt-2 [&_li>ol]:mt-2 [&_li>ul]:mb-0 [&_li>ol]:mb-0 [&_:is(ul,ol):last-child]:mb-0 " +
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-5 [&_blockquote]:text-zinc-700 [&_blockquote]:italic dark:[&_blockquote]:border-red-400 dark:[&_blockquote]:text-zinc-300 [&_blockquote:last-child]:mb-0 [&_blockquote:first-child]:mt-0 " +
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-2 [&_a:hover]:decoration-2 dark:[&_a]:text-red-300 [&_.link-mark]:ml-0.5 [&_.link-mark]:inline-block [&_.link-mark]:text-[0.8em]";

/**
 * The sections of an article: headings, paragraph HTML (sanitized when saved) and media with
 * their alternative text, caption and credit. A word or link longer than the column breaks
 * instead of widening the page.
 */
export function ArticleSections({ sections }: { sections: Section[] }) {
  return (
    <div className="mt-8 font-serif wrap-anywhere text-[1.125rem] leading-[1.8] text-zinc-800 sm:text-[1.1875rem] dark:text-zinc-200">
      {sections.map((section) => {
        if (section.type === "heading") {
          return (
            <h2
              key={section.id}
              className="mt-10 mb-4 font-serif text-2xl font-bold leading-snug text-zinc-900 sm:text-[1.75rem] dark:text-zinc-50"
            >
              {section.content}
            </h2>
          );
        }
        if (section.type === "paragraph") {
          return (
            <div
              key={section.id}
              className={`mb-6 ${paragraphProse}`}
              dangerouslySetInnerHTML={{ __html: withExternalLinkMarks(section.content) }}
            />
          );
        }
        const video = isVideoUrl(section.content);
        return (
          <figure key={section.id} className="my-8">
            {video ? (
              <video src={section.content} controls preload="metadata" className={`${mediaBox} bg-black`} />
            ) : (
              // Sections may be any shape: shown whole inside the box rather than cropped.
              <ArticleImage
                src={section.content}
                alt={section.alt ?? section.caption ?? ""}
                className="object-contain"
              />
            )}
            <MediaCaption caption={section.caption} credit={section.credit} video={video} />
          </figure>
        );
      })}
    </div>
  );
}
