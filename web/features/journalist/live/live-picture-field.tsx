import { ImagePlus } from "lucide-react";
import { useRef, useState } from "react";
import { imageSrcSet } from "#common/media.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { liveDeskTexts } from "#common/messages/live.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { LibraryPickButton } from "#web/features/media/library-pick-button.tsx";
import { AltField } from "../builder/image-text-fields.tsx";
import { MediaActions } from "../builder/media-actions.tsx";
import { UploadProgress } from "../builder/upload-progress.tsx";
import { uploadErrorText, useUpload } from "../builder/use-upload.ts";

const imageAccept = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** An entry's picture (an address of the media library) and its alternative text. */
export type LivePicture = { url: string; alt: string };

/**
 * The picture of a live entry (issue 37): uploaded (into the media library, with progress and
 * cancel, as the builder uploads) or chosen from the library, previewed, replaced or removed, with
 * its required alternative text.
 */
export function LivePictureField({
  picture,
  onChange,
}: {
  picture: LivePicture | null;
  onChange: (picture: LivePicture | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { state, start, cancel } = useUpload();
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      const url = await start(file, "image");
      onChange({ url, alt: picture?.alt ?? "" });
    } catch (failure) {
      console.warn("live entry picture upload failed", failure);
      setError(uploadErrorText(failure));
    }
  }

  return (
    <div className="space-y-3">
      <input
        ref={input}
        type="file"
        accept={imageAccept}
        hidden
        aria-label={liveDeskTexts.uploadImage}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {state.status === "uploading" ? (
        <div className="rounded-xl border border-zinc-300 p-4 dark:border-zinc-700">
          <UploadProgress percent={state.percent} onCancel={cancel} />
        </div>
      ) : picture ? (
        <div className="space-y-3">
          <div className="overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-950">
            <img
              src={picture.url}
              srcSet={imageSrcSet(picture.url)}
              sizes="(min-width: 1024px) 640px, 100vw"
              alt={picture.alt}
              width={1200}
              height={675}
              className="aspect-video max-h-72 w-full object-contain"
            />
          </div>
          <MediaActions
            replaceLabel={builderTexts.replaceMedia}
            removeLabel={liveDeskTexts.removeImage}
            onReplace={() => input.current?.click()}
            onRemove={() => onChange(null)}
          />
          <AltField alt={picture.alt} onChange={(alt) => onChange({ ...picture, alt })} />
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            onClick={() => input.current?.click()}
            className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
          >
            <ImagePlus aria-hidden className="h-4 w-4" />
            {liveDeskTexts.uploadImage}
          </button>
          <LibraryPickButton
            onPick={(item) => {
              setError(null);
              onChange({ url: item.url, alt: item.alt ?? "" });
            }}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
