import { ImagePlus } from "lucide-react";
import { useRef } from "react";
import { imageSrcSet } from "#common/media.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { AltField, CreditField } from "./image-text-fields.tsx";
import { MediaActions } from "./media-actions.tsx";
import { LibraryPickButton } from "#web/features/media/library-pick-button.tsx";
import { thumbnailErrorText, useUpload } from "./use-upload.ts";

const imageAccept = "image/jpeg,image/png,image/webp,image/gif,image/avif";

type ThumbnailText = { alt: string; credit: string };

/**
 * SPEC.md §2: the article's thumbnail in a 16:9 frame, uploaded (images only) and removable; once
 * there, its alternative text (required) and credit (issue 21).
 */
export function ThumbnailField({
  url,
  text,
  onChange,
  onTextChange,
  onError,
}: {
  url: string;
  text: ThumbnailText;
  onChange: (url: string) => void;
  onTextChange: (field: keyof ThumbnailText, value: string) => void;
  onError: (message: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { state, start, cancel } = useUpload();

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      onError(builderTexts.thumbnailImagesOnly);
      return;
    }
    try {
      onChange(await start(file, "image"));
    } catch (failure) {
      const message = thumbnailErrorText(failure);
      if (message) onError(message);
    }
  }

  return (
    <div>
      <p id="thumbnail-label" className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {builderTexts.thumbnailLabel}
      </p>
      <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">{builderTexts.thumbnailHint}</p>
      <input
        ref={picker}
        type="file"
        accept={imageAccept}
        hidden
        aria-labelledby="thumbnail-label"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-zinc-300 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900">
        {state.status === "uploading" ? (
          <div className="absolute inset-0 flex items-center p-4">
            <UploadProgress percent={state.percent} onCancel={cancel} />
          </div>
        ) : url ? (
          <img
            src={url}
            srcSet={imageSrcSet(url)}
            sizes="(min-width: 1024px) 320px, 100vw"
            alt={text.alt || builderTexts.thumbnailLabel}
            width={1200}
            height={675}
            className="h-full w-full object-cover"
          />
        ) : (
          <button
            type="button"
            onClick={() => picker.current?.click()}
            className="flex h-full w-full flex-col items-center justify-center gap-2 text-zinc-700 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <ImagePlus aria-hidden className="h-8 w-8 text-brand-600 dark:text-red-400" />
            <span className="font-semibold">{builderTexts.uploadThumbnail}</span>
          </button>
        )}
      </div>
      {state.status !== "uploading" && (
        <LibraryPickButton
          className="mt-2"
          onPick={(item) => {
            onChange(item.url);
            onTextChange("alt", item.alt ?? "");
            onTextChange("credit", item.credit ?? "");
          }}
        />
      )}
      {url && state.status !== "uploading" && (
        <div className="mt-2 space-y-3">
          <MediaActions
            replaceLabel={builderTexts.replaceThumbnail}
            removeLabel={builderTexts.removeThumbnail}
            onReplace={() => picker.current?.click()}
            onRemove={() => onChange("")}
          />
          <AltField alt={text.alt} onChange={(value) => onTextChange("alt", value)} />
          <CreditField credit={text.credit} onChange={(value) => onTextChange("credit", value)} />
        </div>
      )}
    </div>
  );
}
