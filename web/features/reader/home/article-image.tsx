import { ImageOff, PlayCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { imageSrcSet, imageVariant } from "#common/media.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";

type ArticleImageProps = {
  article: Pick<ArticleListItem, "image" | "mediaType">;
  /** The variant for `src` (the srcset offers the others). */
  width: 400 | 800 | 1200;
  sizes: string;
  /** Above the fold: load at once and first, instead of lazily. */
  eager?: boolean;
  /** Sizing classes; the image always covers its box, so the box must have a size or an aspect ratio. */
  className?: string;
};

/** An article's lead image filling its box, or a placeholder when there is none, it is a video or it fails to load. */
export function ArticleImage({ article, width, sizes, eager = false, className = "" }: ArticleImageProps) {
  const src = article.mediaType === "image" ? article.image : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) {
    const Icon = article.mediaType === "video" ? PlayCircle : ImageOff;
    return (
      <div
        data-testid="image-placeholder"
        className={`flex items-center justify-center bg-gradient-to-br from-zinc-200 to-zinc-300 text-zinc-500 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-500 ${className}`}
      >
        <Icon aria-hidden className="h-8 w-8" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={imageVariant(src, width)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt=""
      width={width}
      height={Math.round((width * 9) / 16)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`bg-zinc-200 object-cover dark:bg-zinc-800 ${className}`}
    />
  );
}
