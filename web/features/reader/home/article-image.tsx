import { imageSrcSet, imageVariant } from "#common/media.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ImagePlaceholder, placeholderAttributes, useImageFailed } from "#web/components/ui/image-placeholder.tsx";

type ArticleImageProps = {
  article: Pick<ArticleListItem, "image" | "imageAlt" | "mediaType" | "imageFocus">;
  /** The variant for `src` (the srcset offers the others). */
  width: 400 | 800 | 1200;
  sizes: string;
  /** Above the fold: load at once and first, instead of lazily. */
  eager?: boolean;
  /** Sizing classes; the image always covers its box, so the box must have a size or an aspect ratio. */
  className?: string;
  /**
   * Inside a link whose text is the article's title (related articles, search results): alt="", so
   * the link is named by its title alone (decision 0071). Elsewhere the picture says what it shows.
   */
  inTitleLink?: boolean;
};

/** An article's lead image filling its box, or a placeholder when there is none, it is a video or it fails to load. */
export function ArticleImage({
  article,
  width,
  sizes,
  eager = false,
  className = "",
  inTitleLink = false,
}: ArticleImageProps) {
  const src = article.mediaType === "image" ? article.image : null;
  const { failed, ref, onError } = useImageFailed(src);
  if (!src || failed) return <ImagePlaceholder video={article.mediaType === "video"} className={className} />;
  return (
    <img
      ref={ref}
      src={imageVariant(src, width)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={inTitleLink ? "" : (article.imageAlt ?? "")}
      width={width}
      height={Math.round((width * 9) / 16)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={onError}
      {...placeholderAttributes({ className })}
      className={`bg-zinc-200 object-cover dark:bg-zinc-800 ${className}`}
      // The crop keeps the picture's focal point in view (issue 34, decision 0130).
      style={article.imageFocus ? { objectPosition: article.imageFocus } : undefined}
    />
  );
}
