import { Camera, Link2, Mail, MessageCircle, Phone, Send, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, type MouseEvent, type ReactNode, type RefObject } from "react";
import { articleTexts } from "#common/messages/reader.ts";
import { buildShareTargets, popupFeatures, type ShareTarget, type ShareTargetId } from "./share-targets.ts";

// No brand marks are bundled: each service is its colour with a letter or a generic glyph.
const letter = (text: string) => (
  <span className="font-sans text-[19px] font-black leading-none tracking-tight">{text}</span>
);
const glyph = (Icon: typeof Mail) => <Icon aria-hidden className="h-5 w-5" />;
const looks: Record<ShareTargetId, { className: string; mark: ReactNode }> = {
  facebook: { className: "bg-[#1877F2] text-white", mark: letter("f") },
  twitter: { className: "bg-black text-white ring-1 ring-zinc-700", mark: letter("X") },
  linkedin: { className: "bg-[#0A66C2] text-white", mark: letter("in") },
  vk: { className: "bg-[#0077FF] text-white", mark: letter("VK") },
  viber: { className: "bg-[#7360F2] text-white", mark: glyph(Phone) },
  whatsapp: { className: "bg-[#25D366] text-white", mark: glyph(MessageCircle) },
  telegram: { className: "bg-[#229ED9] text-white", mark: glyph(Send) },
  email: { className: "bg-zinc-600 text-white", mark: glyph(Mail) },
  instagram: {
    className: "bg-gradient-to-br from-[#F58529] via-[#DD2A7B] to-[#8134AF] text-white",
    mark: glyph(Camera),
  },
};

const cellClasses =
  "flex w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2 text-center text-xs font-medium leading-tight text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:bg-zinc-800";
const iconClasses = "inline-flex h-10 w-10 items-center justify-center rounded-full";

export type SharePanelProps = {
  articleId: number;
  url: string;
  title: string;
  /** Shows a short message to the reader (link copied). */
  onNotice: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The share button: the popover is placed against it and gives it the focus back. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * SPEC.md §2 and §9: a 350 px popover with a 4-column grid of the share targets and Копирай линк,
 * loaded on the first open (share-popover.tsx). Modal, so focus stays inside while it is open and
 * returns to the button when it closes (outside click, Escape or the close button).
 */
export function SharePanel({
  articleId,
  url,
  title,
  onNotice,
  open,
  onOpenChange,
  anchorRef,
  onCloseAutoFocus,
}: SharePanelProps) {
  const titleId = useId();

  async function copyLink(message: string) {
    onOpenChange(false);
    try {
      await navigator.clipboard.writeText(url);
      onNotice(message);
    } catch (error) {
      // SPEC.md §8: a failed copy is only logged.
      console.warn("copy failed", error);
    }
  }

  function choose(event: MouseEvent<HTMLAnchorElement>, target: ShareTarget) {
    if (target.copiesLink) {
      // The link itself opens the network in a new tab; the reader pastes the copied link there.
      void copyLink(articleTexts.linkCopiedInstagram);
      return;
    }
    if (target.popup) {
      event.preventDefault();
      const outer = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
      window.open(target.href, `share-${target.id}`, popupFeatures(target.popup, outer));
    }
    onOpenChange(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onCloseAutoFocus={onCloseAutoFocus}
          // Never taller than the room Radix found on its side (a phone's screen may hold less than
          // the whole grid): it scrolls inside instead of opening past the screen's edge.
          className="z-40 max-h-(--radix-popover-content-available-height) w-[350px] max-w-[calc(100vw-16px)] overflow-y-auto overscroll-contain rounded-2xl border border-zinc-200 bg-white p-3 shadow-xl sm:p-4 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <div className="mb-2 flex items-center justify-between sm:mb-3">
            <h2 id={titleId} className="text-base font-bold">
              {articleTexts.shareTitle}
            </h2>
            <Popover.Close
              aria-label={articleTexts.closeShare}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Popover.Close>
          </div>
          <ShareGrid
            articleId={articleId}
            url={url}
            title={title}
            onChoose={choose}
            onCopy={() => void copyLink(articleTexts.linkCopied)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type ShareGridProps = {
  articleId: number;
  url: string;
  title: string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, target: ShareTarget) => void;
  onCopy: () => void;
};

/** The grid of targets; rendered only in the open popover, in the browser (it reads the user agent). */
function ShareGrid({ articleId, url, title, onChoose, onCopy }: ShareGridProps) {
  return (
    <ul className="grid grid-cols-4 gap-1">
      {buildShareTargets({ articleId, url, title, userAgent: navigator.userAgent }).map((target) => (
        <li key={target.id}>
          <a
            href={target.href}
            target={target.id === "email" ? undefined : "_blank"}
            rel="noopener noreferrer"
            data-share={target.id}
            onClick={(event) => onChoose(event, target)}
            className={cellClasses}
          >
            <span aria-hidden className={`${iconClasses} ${looks[target.id].className}`}>
              {looks[target.id].mark}
            </span>
            {target.label}
          </a>
        </li>
      ))}
      <li>
        <button type="button" data-share="copy" onClick={onCopy} className={cellClasses}>
          <span aria-hidden className={`${iconClasses} bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}>
            <Link2 className="h-5 w-5" />
          </span>
          {articleTexts.copyLink}
        </button>
      </li>
    </ul>
  );
}
