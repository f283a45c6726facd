import { useId } from "react";
import { limits } from "#common/limits.ts";
import { builderTexts, imageTexts } from "#common/messages/journalist.ts";
import { cn } from "#web/lib/cn.ts";

const field =
  "h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-950";
const label = "mb-1 block text-sm font-medium text-zinc-700 dark:text-zinc-300";
const hint = "mt-1 text-xs text-zinc-600 dark:text-zinc-400";

/**
 * A picture's alternative text (issue 21): required, the save is refused without it
 * (articleSaveError); its hint stands out while it is empty.
 */
export function AltField({ alt, onChange }: { alt: string; onChange: (alt: string) => void }) {
  const id = useId();
  const missing = alt.trim() === "";
  return (
    <div>
      <label htmlFor={id} className={label}>
        {imageTexts.altLabel}
      </label>
      <input
        id={id}
        value={alt}
        maxLength={limits.imageAltMax}
        placeholder={imageTexts.altPlaceholder}
        aria-required
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={field}
      />
      <p id={`${id}-hint`} className={cn(hint, missing && "font-medium text-brand-700 dark:text-red-300")}>
        {imageTexts.altHint}
      </p>
    </div>
  );
}

/** Who took the picture or the video (issue 21): optional, shown under it as „Снимка: …“ or „Видео: …“. */
export function CreditField({
  credit,
  video = false,
  onChange,
}: {
  credit: string;
  video?: boolean;
  onChange: (credit: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {video ? imageTexts.videoCreditLabel : imageTexts.creditLabel}
      </label>
      <input
        id={id}
        value={credit}
        maxLength={limits.imageCreditMax}
        placeholder={imageTexts.creditPlaceholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={field}
      />
      <p id={`${id}-hint`} className={hint}>
        {video ? imageTexts.videoCreditHint : imageTexts.creditHint}
      </p>
    </div>
  );
}

/** The caption field of a media section (SPEC.md §2: optional, placeholder "незадължително"). */
export function CaptionField({ caption, onChange }: { caption: string | null; onChange: (caption: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {builderTexts.captionLabel}
      </label>
      <input
        id={id}
        value={caption ?? ""}
        maxLength={limits.captionMax}
        placeholder={builderTexts.captionPlaceholder}
        onChange={(event) => onChange(event.target.value)}
        className={field}
      />
    </div>
  );
}
