import { ImagePlus } from "lucide-react";
import { useRef, useState } from "react";
import { imageSrcSet, isVideoUrl } from "#common/media.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { AltField, CaptionField, CreditField } from "./image-text-fields.tsx";
import { MediaActions } from "./media-actions.tsx";
import { LibraryPickButton } from "#web/features/media/library-pick-button.tsx";
import { uploadErrorText, useUpload } from "./use-upload.ts";

const mediaAccept = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm,video/ogg";

type MediaText = { caption: string | null; alt: string | null; credit: string | null };

/**
 * SPEC.md §2 Media editor: pick an image or a video, preview it, replace or remove it, and an
 * optional caption; for an uploaded picture its alternative text and credit too (issue 21).
 */
export function MediaEditor({
  url,
  text,
  onChange,
  onTextChange,
}: {
  url: string;
  text: MediaText;
  onChange: (url: string) => void;
  onTextChange: (patch: Partial<MediaText>) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { state, start, cancel } = useUpload();
  const [error, setError] = useState<string | null>(null);
  const ready = url !== "" && state.status !== "uploading";
  const video = isVideoUrl(url);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      onChange(await start(file, file.type.startsWith("video/") ? "video" : "image"));
    } catch (failure) {
      // SPEC.md §8 only logs a failed section upload; a person needs to see why, so it shows here too.
      console.warn("section media upload failed", failure);
      setError(uploadErrorText(failure));
    }
  }

  return (
    <div className="space-y-3">
      <input
        ref={picker}
        type="file"
        accept={mediaAccept}
        hidden
        aria-label={builderTexts.mediaPick}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {state.status === "uploading" ? (
        <div className="rounded-xl border border-zinc-300 p-4 dark:border-zinc-700">
          <UploadProgress percent={state.percent} onCancel={cancel} />
        </div>
      ) : url ? (
        <div className="space-y-2">
          <div className="overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-900">
            {video ? (
              <video src={url} controls preload="metadata" className="aspect-video max-h-[600px] w-full bg-black" />
            ) : (
              <img
                src={url}
                srcSet={imageSrcSet(url)}
                sizes="(min-width: 1024px) 640px, 100vw"
                alt={text.alt ?? ""}
                width={1200}
                height={675}
                className="aspect-video max-h-[600px] w-full object-contain"
              />
            )}
          </div>
          <MediaActions
            replaceLabel={builderTexts.replaceMedia}
            removeLabel={builderTexts.removeMedia}
            onReplace={() => picker.current?.click()}
            onRemove={() => onChange("")}
          />
        </div>
      ) : (
        <button
          type="button"
          data-pick-media
          onClick={() => picker.current?.click()}
          className="flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-zinc-300 px-4 py-8 text-center text-zinc-700 hover:border-brand-600 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-900"
        >
          <ImagePlus aria-hidden className="h-8 w-8 text-brand-600 dark:text-red-400" />
          <span className="font-semibold">{builderTexts.mediaPick}</span>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{builderTexts.mediaHint}</span>
        </button>
      )}
      {state.status !== "uploading" && (
        <LibraryPickButton
          onPick={(item) => {
            setError(null);
            onChange(item.url);
            onTextChange({ alt: item.alt, credit: item.credit });
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {/* A picture is described first (required); what shows under it, the caption and the credit, after. */}
      {ready && !video && <AltField alt={text.alt ?? ""} onChange={(alt) => onTextChange({ alt })} />}
      <CaptionField caption={text.caption} onChange={(caption) => onTextChange({ caption })} />
      {ready && (
        <CreditField credit={text.credit ?? ""} video={video} onChange={(credit) => onTextChange({ credit })} />
      )}
    </div>
  );
}
