import { ImageOff, PlayCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

export type ImagePlaceholderProps = { video?: boolean; label?: string; className?: string };

/** What stands in for a picture that is missing, is a video, or failed to load: a grey box with an icon. */
export function ImagePlaceholder({ video = false, label, className = "" }: ImagePlaceholderProps) {
  const Icon = video ? PlayCircle : ImageOff;
  return (
    <div
      data-testid="image-placeholder"
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      className={`flex items-center justify-center bg-gradient-to-br from-zinc-200 to-zinc-300 text-zinc-500 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-500 ${className}`}
    >
      <Icon aria-hidden className="h-8 w-8" strokeWidth={1.5} />
    </div>
  );
}

/** Names an <img>'s placeholder, for the pages that are not hydrated (web/islands/image-fallback.ts). */
export const placeholderAttribute = "data-placeholder";

/** The attribute that says which placeholder takes a server-rendered <img>'s place if it fails to load. */
export function placeholderAttributes(props: ImagePlaceholderProps) {
  return { [placeholderAttribute]: JSON.stringify(props) };
}

/**
 * Whether the picture at `src` failed to load, so that the placeholder can take its place instead of
 * the browser's broken-image icon. Give `ref` and `onError` to the <img>.
 */
export function useImageFailed(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  const onError = useCallback(() => setFailedSrc(src), [src]);
  return { failed: src !== null && failedSrc === src, ref, onError };
}
