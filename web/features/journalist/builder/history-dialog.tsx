import { ArrowLeft, History, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { Revision, RevisionList, RevisionSummary } from "#common/schemas/revisions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { api } from "#web/lib/api.ts";
import { cn } from "#web/lib/cn.ts";
import { CompareView } from "./compare-view.tsx";
import { revisionChangeSummary, revisionTitle } from "./revision-summary.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";

type Props = {
  articleId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text in the editor, which a revision is compared with. */
  current: ArticleSnapshot;
  onRestore: (revision: Revision) => void;
  restoring: boolean;
};

/**
 * "История" (issue 20, decision 0066): the article's revisions, newest first, with who made each,
 * when and what it changed; one opens as a comparison with the text in the editor, and can be
 * restored as a new revision.
 */
export function HistoryDialog({ articleId, open, onOpenChange, current, onRestore, restoring }: Props) {
  const [list, setList] = useState<RevisionList | "loading" | "failed">("loading");
  const [chosen, setChosen] = useState<Revision | "loading" | "failed" | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setList("loading");
    setChosen(null);
    api<RevisionList>(`/journalist/articles/${articleId}/revisions`).then(
      (data) => live && setList(data),
      () => live && setList("failed"),
    );
    return () => {
      live = false;
    };
  }, [open, articleId]);

  function choose(summary: RevisionSummary) {
    setChosen("loading");
    api<Revision>(`/journalist/articles/${articleId}/revisions/${summary.version}`).then(setChosen, () =>
      setChosen("failed"),
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={newsroomTexts.historyTitle} width="max-w-3xl">
      {chosen !== null ? (
        <div className="space-y-4">
          <Button variant="ghost" className="-ml-2" onClick={() => setChosen(null)}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {newsroomTexts.backToHistory}
          </Button>
          {chosen === "loading" ? (
            <Spinner label={newsroomTexts.historyLoading} />
          ) : chosen === "failed" ? (
            <p role="alert">{newsroomTexts.historyFailed}</p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-semibold">
                  {newsroomTexts.version(chosen.version)} · {revisionTitle(chosen)}
                </h3>
                <Button variant="secondary" disabled={restoring} onClick={() => onRestore(chosen)}>
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  {newsroomTexts.restoreVersion}
                </Button>
              </div>
              <CompareView
                before={chosen.snapshot}
                after={current}
                beforeLabel={newsroomTexts.version(chosen.version)}
                afterLabel={newsroomTexts.yourText}
              />
            </>
          )}
        </div>
      ) : list === "loading" ? (
        <Spinner label={newsroomTexts.historyLoading} />
      ) : list === "failed" ? (
        <p role="alert">{newsroomTexts.historyFailed}</p>
      ) : list.revisions.length === 0 ? (
        <p>{newsroomTexts.historyEmpty}</p>
      ) : (
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {list.revisions.map((revision) => {
            const summary = revisionChangeSummary(revision);
            const isCurrent = revision.version === list.version;
            return (
              <li key={revision.version}>
                <button
                  type="button"
                  onClick={() => choose(revision)}
                  className="flex w-full items-start gap-3 rounded-lg px-2 py-3 text-left hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-zinc-800"
                  aria-label={`${newsroomTexts.version(revision.version)}: ${revisionTitle(revision)}, ${formatJournalistDate(revision.createdAt)}. ${newsroomTexts.compareWithCurrent}`}
                >
                  <History aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500" />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold">{newsroomTexts.version(revision.version)}</span>
                      <span className={cn("text-sm", isCurrent && "font-semibold text-brand-700 dark:text-red-300")}>
                        {revisionTitle(revision)}
                        {isCurrent && ` (${newsroomTexts.current})`}
                      </span>
                    </span>
                    <span className="mt-0.5 block text-sm text-zinc-600 dark:text-zinc-400">
                      {revision.author ?? newsroomTexts.automatic} ·{" "}
                      <span className="tabular-nums">{formatJournalistDate(revision.createdAt)}</span>
                      {summary && ` · ${summary}`}
                    </span>
                    {revision.correction && (
                      <span className="mt-1 block text-sm text-amber-800 dark:text-amber-300">
                        {newsroomTexts.correctionKinds[revision.correction.kind]}: {revision.correction.note}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
