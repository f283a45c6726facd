import { useState } from "react";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { CompareView } from "./compare-view.tsx";

/**
 * A text the builder offers back (decision 0064, issue 29): this person's changes of a published
 * or scheduled article kept aside on the server, the copy a closed tab left on this device, or the
 * person's own text set aside when they took the saved version in a conflict. Bring it back into
 * the editor, compare it with the editor's text, or discard it.
 */
export function RecoveryBanner({
  message,
  snapshot,
  current,
  onRestore,
  onDiscard,
}: {
  message: string;
  snapshot: ArticleSnapshot;
  /** The text in the editor. */
  current: ArticleSnapshot;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const [comparing, setComparing] = useState(false);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50"
    >
      <p className="min-w-0 flex-1 basis-64">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="h-9 px-3" onClick={() => setComparing(true)}>
          {newsroomTexts.compare}
        </Button>
        <Button variant="secondary" className="h-9 px-3" onClick={onDiscard}>
          {newsroomTexts.discardPending}
        </Button>
        <Button className="h-9 px-3" onClick={onRestore}>
          {newsroomTexts.restorePending}
        </Button>
      </div>
      <Modal open={comparing} onOpenChange={setComparing} title={newsroomTexts.compareTitle} width="max-w-3xl">
        <CompareView
          before={current}
          after={snapshot}
          beforeLabel={newsroomTexts.yourText}
          afterLabel={newsroomTexts.offeredText}
        />
      </Modal>
    </div>
  );
}
