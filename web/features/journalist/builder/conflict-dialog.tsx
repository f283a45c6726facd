import { useEffect, useState } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { authTexts } from "#common/messages/auth.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import type { ArticleSnapshot, EditConflict, RevisionList } from "#common/schemas/revisions.ts";
import { statusChangeSentence } from "#common/status-change.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { api } from "#web/lib/api.ts";
import { statusLabels } from "../status-badge.tsx";
import { CompareView } from "./compare-view.tsx";

/** The version someone else saved: its text, where it stands, and who saved it when. */
export type TheirVersion = { article: ArticleDetail; snapshot: ArticleSnapshot; by: string | null; at: string };

async function loadTheirs(articleId: number): Promise<TheirVersion> {
  const [article, history] = await Promise.all([
    api<ArticleDetail>(`/articles/${articleId}?editing=true`),
    api<RevisionList>(`/journalist/articles/${articleId}/revisions`),
  ]);
  const latest = history.revisions[0];
  return {
    article,
    snapshot: {
      title: article.title,
      description: article.description,
      thumbnail: article.thumbnail,
      categories: article.categories,
      sections: article.sections,
    },
    by: latest?.author ?? null,
    at: latest?.createdAt ?? article.updatedAt,
  };
}

/**
 * Someone saved the article after it was opened here (409 edit_conflict, decision 0067): nothing
 * is overwritten silently. The person sees who saved it and when, compares that version with
 * theirs, and keeps theirs deliberately (saved on the new version) or takes the saved one.
 */
export function ConflictDialog({
  articleId,
  open,
  info,
  mine,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: {
  articleId: number;
  open: boolean;
  /** What the server said happened since the editor's version (issue 29): a status someone else set is named. */
  info: EditConflict | null;
  mine: ArticleSnapshot;
  onKeepMine: (theirs: TheirVersion) => void;
  onTakeTheirs: (theirs: TheirVersion) => void;
  onClose: () => void;
}) {
  const [theirs, setTheirs] = useState<TheirVersion | "loading" | "failed">("loading");
  const [comparing, setComparing] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setTheirs("loading");
    setComparing(false);
    loadTheirs(articleId).then(
      (loaded) => live && setTheirs(loaded),
      () => live && setTheirs("failed"),
    );
    return () => {
      live = false;
    };
  }, [open, articleId]);

  // A status someone else set since: named, shown in the comparison, and kept by "Запази моята версия".
  const statusChange =
    info?.statusChange && theirs !== "loading" && theirs !== "failed"
      ? {
          label: newsroomTexts.statusNow(statusLabels[theirs.article.status]),
          note: statusChangeSentence(info.statusChange, new Date()),
        }
      : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={newsroomTexts.conflictTitle}
      width={comparing ? "max-w-3xl" : "max-w-lg"}
    >
      <div className="space-y-4 text-sm">
        <p
          role="alert"
          className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {info?.message ?? newsroomTexts.editConflict}
        </p>
        {theirs === "loading" ? (
          <Spinner label={authTexts.loading} />
        ) : theirs === "failed" ? (
          <p>{newsroomTexts.historyFailed}</p>
        ) : (
          <>
            <p>
              {newsroomTexts.conflictBy(
                theirs.by ?? newsroomTexts.automatic,
                formatJournalistDate(theirs.at),
                theirs.article.version,
              )}{" "}
              {newsroomTexts.conflictHelp}
            </p>
            {statusChange && <p className="font-semibold">{newsroomTexts.statusKept[theirs.article.status]}</p>}
            {comparing && (
              <CompareView
                before={theirs.snapshot}
                after={mine}
                beforeLabel={newsroomTexts.theirs}
                afterLabel={newsroomTexts.mine}
                status={statusChange}
              />
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              {!comparing && (
                <Button variant="secondary" onClick={() => setComparing(true)}>
                  {newsroomTexts.compare}
                </Button>
              )}
              <Button variant="secondary" onClick={() => onTakeTheirs(theirs)}>
                {newsroomTexts.takeTheirs}
              </Button>
              <Button onClick={() => onKeepMine(theirs)}>{newsroomTexts.keepMine}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
