import type { KeyboardEvent, PointerEvent } from "react";
import { mediaLibraryTexts as texts } from "#common/messages/media.ts";

export type FocalPoint = { x: number; y: number };

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
/** CSS object-position of a focal point: the crop keeps it in view (issue 34, point 3). */
export const objectPositionOf = (point: FocalPoint) =>
  `${Math.round(point.x * 1000) / 10}% ${Math.round(point.y * 1000) / 10}%`;

/**
 * The focal-point picker (decision 0130): a click or tap on the picture puts the point there; the
 * point is a slider for the keyboard (arrows move it by 1%, with Shift by 10%; Home and End to the
 * edges), and the three crops the site makes from it are shown beside it.
 */
export function FocalPointPicker({
  src,
  alt,
  value,
  onChange,
  disabled,
}: {
  src: string;
  alt: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  disabled?: boolean;
}) {
  const place = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: value.x - step, y: value.y },
      ArrowRight: { x: value.x + step, y: value.y },
      ArrowUp: { x: value.x, y: value.y - step },
      ArrowDown: { x: value.x, y: value.y + step },
      Home: { x: 0, y: value.y },
      End: { x: 1, y: value.y },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };
  const percent = { x: Math.round(value.x * 100), y: Math.round(value.y * 100) };
  const position = objectPositionOf(value);
  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-bold text-zinc-900 dark:text-zinc-50">{texts.focalTitle}</h3>
        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{texts.focalHint}</p>
      </div>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={texts.focalPicker}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent.x}
        aria-valuetext={texts.focalValue(percent.x, percent.y)}
        aria-disabled={disabled || undefined}
        data-testid="focal-picker"
        onPointerDown={place}
        onKeyDown={move}
        className={`relative mx-auto w-fit max-w-full touch-none overflow-hidden rounded-lg ring-1 ring-zinc-200 select-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-zinc-700 ${disabled ? "cursor-not-allowed" : "cursor-crosshair"}`}
      >
        <img src={src} alt={alt} draggable={false} className="block max-h-72 w-auto max-w-full" />
        <span
          aria-hidden
          className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-600/40 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </div>
      <p className="text-center text-xs text-zinc-600 tabular-nums dark:text-zinc-400" aria-hidden>
        {texts.focalValue(percent.x, percent.y)}
      </p>
      <figure>
        <figcaption className="mb-1 text-xs font-semibold text-zinc-600 dark:text-zinc-400">
          {texts.focalPreviews}
        </figcaption>
        <div className="grid grid-cols-3 items-start gap-2">
          <Preview label={texts.previewHero} src={src} position={position} cell="col-span-3" className="h-16" />
          <Preview
            label={texts.previewSocial}
            src={src}
            position={position}
            cell="col-span-2"
            className="aspect-[1.91/1]"
          />
          <Preview label={texts.previewCard} src={src} position={position} cell="" className="aspect-[4/3]" />
        </div>
      </figure>
    </div>
  );
}

function Preview({
  label,
  src,
  position,
  cell,
  className,
}: {
  label: string;
  src: string;
  position: string;
  cell: string;
  className: string;
}) {
  return (
    <div className={`min-w-0 ${cell}`}>
      <img
        src={src}
        alt=""
        className={`w-full rounded-md object-cover ring-1 ring-zinc-200 dark:ring-zinc-700 ${className}`}
        style={{ objectPosition: position }}
      />
      <span className="mt-0.5 block truncate text-[11px] text-zinc-500 dark:text-zinc-400">{label}</span>
    </div>
  );
}
