import { useId } from "react";
import { limits } from "#common/limits.ts";
import { builderTexts, imageTexts } from "#common/messages.ts";

const field = "h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-950";
const label = "mb-1 block text-sm font-medium text-zinc-700 dark:text-zinc-300";
const hint = "mt-1 text-xs text-zinc-600 dark:text-zinc-400";

/**
 * The words that go with an uploaded picture (issue 21): its alternative text, required (the save
 * is refused without it, articleSaveError), and who took it, optional ("Снимка: …" under it). A
 * video has no alternative text, only its author; a caption, where there is one, is the editor's.
 */
export function ImageTextFields({
  video = false,
  alt,
  credit,
  onAltChange,
  onCreditChange,
}: {
  video?: boolean;
  alt: string;
  credit: string;
  onAltChange: (alt: string) => void;
  onCreditChange: (credit: string) => void;
}) {
  const id = useId();
  const missingAlt = alt.trim() === "";
  return (
    <div className="space-y-3">
      {!video && (
        <div>
          <label htmlFor={`${id}-alt`} className={label}>
            {imageTexts.altLabel}
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            maxLength={limits.imageAltMax}
            placeholder={imageTexts.altPlaceholder}
            aria-required
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onAltChange(event.target.value)}
            className={field}
          />
          <p id={`${id}-alt-hint`} className={missingAlt ? `${hint} font-medium text-brand-700 dark:text-red-300` : hint}>
            {imageTexts.altHint}
          </p>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-credit`} className={label}>
          {video ? imageTexts.videoCreditLabel : imageTexts.creditLabel}
        </label>
        <input
          id={`${id}-credit`}
          value={credit}
          maxLength={limits.imageCreditMax}
          placeholder={imageTexts.creditPlaceholder}
          aria-describedby={`${id}-credit-hint`}
          onChange={(event) => onCreditChange(event.target.value)}
          className={field}
        />
        <p id={`${id}-credit-hint`} className={hint}>
          {video ? imageTexts.videoCreditHint : imageTexts.creditHint}
        </p>
      </div>
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
      <input id={id} value={caption ?? ""} maxLength={limits.captionMax} placeholder={builderTexts.captionPlaceholder} onChange={(event) => onChange(event.target.value)} className={field} />
    </div>
  );
}
