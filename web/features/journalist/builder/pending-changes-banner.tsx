import { useState } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { newsroomTexts } from "#common/messages.ts";
import type { ArticleSnapshot, PendingChanges } from "#common/schemas/revisions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { CompareView } from "./compare-view.tsx";

type Pending = NonNullable<PendingChanges["pending"]>;

/**
 * A published or scheduled article opened with this person's changes kept aside on the server
 * (an autosave, or "Запази като чернова"; decision 0064): bring them back into the editor, compare
 * them with the article, or discard them.
 */
export function PendingChangesBanner({
  pending,
  current,
  version,
  onRestore,
  onDiscard,
}: {
  pending: Pending;
  current: ArticleSnapshot;
  version: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const [comparing, setComparing] = useState(false);
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50">
      <p className="min-w-0 flex-1 basis-64">
        {newsroomTexts.pendingFound(formatJournalistDate(pending.savedAt))}
        {version !== null && pending.baseVersion !== version && ` ${newsroomTexts.pendingStale}`}
      </p>
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
        <CompareView before={current} after={pending.snapshot} beforeLabel={newsroomTexts.theirs} afterLabel={newsroomTexts.pendingFound(formatJournalistDate(pending.savedAt))} />
      </Modal>
    </div>
  );
}
