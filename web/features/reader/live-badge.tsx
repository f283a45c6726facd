import { liveReaderTexts } from "#common/messages/live.ts";

/**
 * "НА ЖИВО" (issue 37): the mark of an article whose live coverage is open, on its page and on its
 * cards. White on the brand's red in both themes, with a dot that pulses unless the reader asked for
 * less motion. `size` "sm" for a card, "md" beside an article's title.
 */
export function LiveBadge({ size = "sm", className = "" }: { size?: "sm" | "md"; className?: string }) {
  const box =
    size === "md" ? "gap-2 px-2.5 py-1 text-xs sm:text-sm" : "gap-1.5 px-1.5 py-0.5 text-[0.6875rem] leading-4";
  return (
    <span
      data-live-badge
      className={`inline-flex shrink-0 items-center rounded bg-brand-600 font-black tracking-wider text-white uppercase ${box} ${className}`}
    >
      <span aria-hidden className="relative flex h-2 w-2">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-white opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex h-2 w-2 rounded-full bg-white" />
      </span>
      {liveReaderTexts.badge}
    </span>
  );
}
