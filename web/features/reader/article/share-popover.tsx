import { Share2 } from "lucide-react";
import { Suspense } from "react";
import { articleTexts } from "#common/messages/reader.ts";
import { lazyPanel, useLazyOverlay } from "#web/components/ui/lazy-overlay.ts";
import { actionButtonClasses } from "./action-button.ts";

const loadPanel = () => import("./share-panel.tsx");
const SharePanel = lazyPanel(() => loadPanel().then((module) => module.SharePanel));

type SharePopoverProps = {
  articleId: number;
  url: string;
  title: string;
  /** Shows a short message to the reader (link copied). */
  onNotice: (text: string) => void;
};

/** The share button; the popover (share-panel.tsx) loads on the first open. */
export function SharePopover({ articleId, url, title, onNotice }: SharePopoverProps) {
  const overlay = useLazyOverlay(loadPanel);
  return (
    <>
      <button type="button" {...overlay.triggerProps} className={actionButtonClasses}>
        <Share2 aria-hidden className="h-5 w-5" />
        {articleTexts.share}
      </button>
      {overlay.mounted && (
        <Suspense>
          <SharePanel
            articleId={articleId}
            url={url}
            title={title}
            onNotice={onNotice}
            anchorRef={overlay.triggerRef}
            {...overlay.panelProps}
          />
        </Suspense>
      )}
    </>
  );
}
