import { Clock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { articleSaveError } from "#common/schemas/article-input.ts";
import { builderTexts, journalistTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { Revision } from "#common/schemas/revisions.ts";
import { ScheduleDialog } from "#web/components/schedule-dialog.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { api, ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useLeaveWarning } from "#web/lib/use-leave-warning.ts";
import type { EditConflict, SavedArticle } from "#common/schemas/revisions.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { ArticleTextFields } from "./article-text-fields.tsx";
import { SlugField } from "./slug-field.tsx";
import { CoAuthorField } from "./co-author-field.tsx";
import type { CoAuthor } from "#common/schemas/co-authors.ts";
import { useJournalistUser } from "#web/features/journalist/journalist-context.ts";
import { BuilderActions } from "./builder-actions.tsx";
import { articleLoadErrorText, type BuilderData } from "./builder-data.ts";
import { BuilderHeader, type BuilderView } from "./builder-header.tsx";
import { CategorySelect } from "./category-select.tsx";
import { TagField } from "./tag-field.tsx";
import { ConflictDialog, type TheirVersion } from "./conflict-dialog.tsx";
import type { Mark } from "./correction-mark.tsx";
import { ErrorDialog } from "./error-dialog.tsx";
import { HistoryDialog } from "./history-dialog.tsx";
import { removeEditDraft } from "./draft-storage.ts";
import { RecoveryBanner } from "./recovery-banner.tsx";
import { useRestoreQuestion } from "./restore-dialog.tsx";
import { deviceOffer } from "./recovery.ts";
import { SectionList } from "./section-list.tsx";
import { conflictOf, copyFromSnapshot, noServerCopy, sameText, serverStateOf, snapshotOfCopy } from "./server-copy.ts";
import { ThumbnailField } from "./thumbnail-field.tsx";
import { useArticleSave, type SaveRequest } from "./use-article-save.ts";
import { useServerCopy } from "./use-server-copy.ts";
import { useWorkingCopy } from "./use-working-copy.ts";
import { workingCopyFromArticle, type WorkingCopy } from "./working-copy.ts";
import { articleEditPath, articleLiveDeskPath } from "#common/page-paths.ts";
import { reviewAuthorTexts, reviewTexts } from "#common/messages/reviews.ts";
import type { ArticleReview } from "#common/schemas/reviews.ts";
import { ReviewPanel } from "./review-panel.tsx";

const card = "rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900";
const noMark: Mark = { kind: null, note: "" };

/**
 * SPEC.md §2 Article builder, for /journalist/create, /journalist/edit/{articleId} and
 * /build-article: write an article out of heading, rich-text and media sections, preview it and
 * publish or save it. A new article's working copy is kept in local storage as it is written, and
 * every opened article on the server too (issue 20): autosaved every 30 s of changes, saved as a
 * draft, scheduled, with its history and a way through edit conflicts.
 */
export function ArticleBuilder({ data }: { data: BuilderData }) {
  const { articleId, article, categoryOptions } = data;
  const mode = articleId === undefined ? "create" : "edit";
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [askRestore, restoreDialog] = useRestoreQuestion();
  const [view, setView] = useState<BuilderView>("edit");
  // An article that could not be loaded opens as an empty copy, with the reason in the error modal.
  const [error, setError] = useState<string | null>(
    article && !article.ok ? articleLoadErrorText(article.error) : null,
  );
  const loaded = article?.ok ? workingCopyFromArticle(article.data) : null;
  // The server version the editor's text was written on, kept with the device's copy of it.
  const versionRef = useRef<number | null>(article?.ok ? article.data.version : null);
  const working = useWorkingCopy(
    articleId,
    loaded,
    useCallback(() => versionRef.current, []),
  );
  const { copy, dispatch, dirty, draftSaved, clear, stopAutosave, load, adopt } = working;
  const [pending, setPending] = useState(data.pending);
  // What a reload, a closed tab or a crash left on this device, offered back (issue 29, point 2).
  const [device, setDevice] = useState(() =>
    deviceOffer(
      working.deviceCopy,
      { copy: loaded, version: article?.ok ? article.data.version : null },
      data.pending?.snapshot ?? null,
    ),
  );
  // The person's own text, set aside when they took the saved version in a conflict (issue 29, point 9).
  const [setAside, setSetAside] = useState<WorkingCopy | null>(null);
  const [mark, setMark] = useState<Mark>(noMark);
  // An empty note is said at its field, not in the error modal (issue 29, point 9).
  const [markError, setMarkError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"schedule" | "history" | null>(null);
  const [conflict, setConflict] = useState<{ retry: (() => void) | null; info: EditConflict | null } | null>(null);
  const [restoring, setRestoring] = useState(false);
  // The address's slug (issue 32): the article's own, once it has one; changed only by a save.
  const storedSlug = article?.ok ? article.data.slug : null;
  const [slug, setSlug] = useState(storedSlug ?? "");
  const [slugError, setSlugError] = useState<string | null>(null);
  // The co-authors (decision 0121): the author's (or a new article's writer's) to change, sent with an explicit save.
  const user = useJournalistUser();
  const authorUsername = article?.ok ? article.data.author.username : user.username;
  const mayChangeCoAuthors = article === null || (article.ok && authorUsername === user.username);
  const storedCoAuthors = article?.ok ? article.data.coAuthors : [];
  const [coAuthors, setCoAuthors] = useState<CoAuthor[]>(storedCoAuthors);
  // What only an explicit save sends, and leaving would lose: a new slug, other co-authors.
  const addressOrBylineChanged =
    (storedSlug !== null && slug !== storedSlug) ||
    coAuthors.map((c) => c.id).join() !== storedCoAuthors.map((c) => c.id).join();
  const remote = useServerCopy({
    initial: article?.ok ? serverStateOf(article.data) : noServerCopy,
    copy,
    latestCopy: working.latestCopy,
    dirty,
    onConflict: (info) => setConflict({ retry: null, info }),
    mayCreate: mode === "create",
    onCreated: (id) => {
      adopt(id);
      // A reload, or the list on another computer, finds the draft: the address becomes its edit page.
      window.history.replaceState(window.history.state, "", articleEditPath(id));
    },
  });
  useEffect(() => {
    versionRef.current = remote.server.version;
  }, [remote.server.version]);
  // Edits of an existing article the server has not had yet: warn before leaving, and "Излез без
  // запазване" keeps its word (issue 29, point 3): no autosave, no save on leaving, no copy on the device.
  const leave = useLeaveWarning(
    mode === "edit" && (remote.unsaved || addressOrBylineChanged),
    confirm,
    { message: builderTexts.confirmLeave, confirmLabel: builderTexts.leave },
    () => {
      remote.discard();
      working.discard();
    },
  );
  // The page hidden or closed: the last words go to the device's copy and, in a request that
  // outlives the page, to the server (issue 29, point 2).
  const { flush } = working;
  const { saveOnHide } = remote;
  useEffect(() => {
    const hide = () => {
      flush();
      saveOnHide();
    };
    const hidden = () => document.visibilityState === "hidden" && hide();
    window.addEventListener("pagehide", hide);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", hide);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [flush, saveOnHide]);
  const { save, problem, saving } = useArticleSave({
    copy,
    server: remote.current,
    onError: setError,
    onConflict: (retry, info) => setConflict({ retry, info }),
    slug: storedSlug !== null && slug !== storedSlug ? slug : undefined,
    onSlugError: setSlugError,
    coAuthors: mayChangeCoAuthors ? coAuthors.map((c) => c.id) : undefined,
    onSaved: () => {
      stopAutosave();
      remote.stop();
      leave.release();
    },
    holdAutosave: remote.hold,
    releaseAutosave: remote.release,
  });

  /** The correction or update mark to send (undefined: none), or false when its note is missing. */
  function markToSend() {
    if (!mark.kind) return undefined;
    if (!mark.note.trim()) {
      setMarkError(newsroomTexts.noteRequired);
      document.getElementById("correction-note")?.focus();
      return false;
    }
    return { kind: mark.kind, note: mark.note };
  }

  function saveWithMark(request: SaveRequest) {
    const change = markToSend();
    if (change !== false) save({ ...request, change });
  }

  async function publish() {
    // What stops publishing is said first, never after "Сигурни ли сте?" (issue 29, point 9).
    const invalid = problem({ to: "publish" });
    if (invalid) return setError(invalid);
    // A draft that was there when the screen opened is asked about (SPEC §5: draft to published);
    // an article being created is not, whether or not the autosave has already stored it: what the
    // journalist is asked must not depend on a timer they never see.
    if (
      mode === "edit" &&
      !(await confirm({ message: journalistTexts.confirmPublish, confirmLabel: journalistTexts.publish }))
    )
      return;
    save({ to: "publish" });
  }

  function openSchedule() {
    const invalid = problem({ to: "schedule" });
    if (invalid) return setError(invalid);
    setDialog("schedule");
  }

  async function unschedule() {
    if (await confirm({ message: newsroomTexts.confirmUnschedule, confirmLabel: newsroomTexts.cancelSchedule }))
      save({ to: "draft" });
  }

  // With review on (decision 0135): the text goes to the server (a published article's as changes
  // kept aside), then to the desk.
  const [review, setReview] = useState(data.review);
  async function sendForReview() {
    const invalid = problem({ to: "publish" });
    if (invalid) return setError(invalid);
    const change = markToSend();
    if (change === false) return;
    const saved = await remote.saveDraft();
    if (!saved.ok) {
      if (saved.invalid) setError(saved.invalid);
      else if (saved.error && saved.error.code !== "edit_conflict")
        setError(apiErrorMessage(saved.error, reviewAuthorTexts.sendFailed));
      return;
    }
    const id = remote.current().id;
    if (id === null) return;
    try {
      await api(`/journalist/articles/${id}/review`, { method: "POST", body: { change } });
      toast.success(reviewTexts.sent);
      setReview((await api<{ review: ArticleReview | null }>(`/journalist/articles/${id}/review`)).review);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? apiErrorMessage(failure, reviewAuthorTexts.sendFailed)
          : reviewAuthorTexts.sendFailed,
      );
    }
  }

  async function saveDraft() {
    const result = await remote.saveDraft();
    if (result.ok) toast.success(result.pending ? newsroomTexts.pendingSavedToast : newsroomTexts.draftSavedToast);
    else if (result.invalid) setError(result.invalid);
    else if (result.error && result.error.code !== "edit_conflict")
      setError(apiErrorMessage(result.error, builderTexts.updateFailed));
  }

  async function clearDraft() {
    if (
      !(await confirm({ message: builderTexts.confirmClear, confirmLabel: builderTexts.clearDraft, destructive: true }))
    )
      return;
    try {
      // A new article's draft already on the server goes too: clearing is "cannot be undone".
      const id = remote.server.id;
      if (id !== null) {
        await api(`/journalist/articles/${id}`, { method: "DELETE" });
        remote.resume(noServerCopy);
        adopt(null);
        window.history.replaceState(window.history.state, "", "/journalist/create");
      }
      clear();
      setView("edit");
      toast.success(builderTexts.cleared);
    } catch (failure) {
      setError(failure instanceof ApiError ? newsroomTexts.draftDeleteFailed : builderTexts.clearFailed);
    }
  }

  async function restore(revision: Revision) {
    const id = remote.server.id;
    if (id === null) return;
    // A version that may not be public is said so first, never after the question (issue 29).
    const status = remote.server.status;
    const invalid =
      status !== "draft"
        ? articleSaveError({
            ...revision.snapshot,
            sections: revision.snapshot.sections.map((s) => ({ ...s, caption: s.caption ?? null })),
          })
        : null;
    if (invalid) return setError(invalid);
    const answer = await askRestore({ version: revision.version, published: status === "published", unsaved: dirty });
    if (!answer) return;
    setRestoring(true);
    try {
      const saved = await api<SavedArticle>(`/journalist/articles/${id}/revisions/${revision.version}/restore`, {
        method: "POST",
        body: { version: remote.server.version, ...answer },
      });
      load(copyFromSnapshot(revision.snapshot, copy.isPublished));
      remote.resume({ id, version: saved.version, status: saved.status, scheduledAt: saved.scheduledAt });
      setDialog(null);
      toast.success(newsroomTexts.restored(revision.version));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "edit_conflict") {
        setDialog(null);
        setConflict({ retry: null, info: conflictOf(failure) });
      } else
        setError(
          failure instanceof ApiError
            ? apiErrorMessage(failure, newsroomTexts.restoreFailed)
            : newsroomTexts.restoreFailed,
        );
    } finally {
      setRestoring(false);
    }
  }

  function keepMine(theirs: TheirVersion) {
    const retry = conflict?.retry;
    setConflict(null);
    remote.resume(serverStateOf(theirs.article));
    // Kept deliberately: the save that was refused goes again, now on the version saved meanwhile.
    if (retry) retry();
    else void saveDraft();
  }

  function takeTheirs(theirs: TheirVersion) {
    setConflict(null);
    // The person's text is not lost: it stays offered back until the editor is closed.
    if (!sameText(snapshotOfCopy(copy), theirs.snapshot)) setSetAside(copy);
    load(copyFromSnapshot(theirs.snapshot, theirs.article.isPublished));
    remote.settled();
    remote.resume(serverStateOf(theirs.article));
    toast.success(newsroomTexts.tookTheirs);
  }

  async function discardPending() {
    if (remote.server.id === null) return;
    try {
      await api(`/journalist/articles/${remote.server.id}/autosave`, { method: "DELETE" });
      setPending(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? apiErrorMessage(failure, builderTexts.updateFailed) : builderTexts.updateFailed,
      );
    }
  }

  const actions = (
    <BuilderActions
      mode={mode}
      server={remote.server}
      saving={saving}
      draftSaved={draftSaved}
      saveState={remote.saveState}
      mark={mark}
      markError={markError}
      onMark={(next) => {
        setMark(next);
        setMarkError(null);
      }}
      sendsForReview={data.sendsForReview}
      onSendForReview={() => void sendForReview()}
      onPublish={() => void publish()}
      onSaveChanges={() => saveWithMark({ to: "keep" })}
      onSchedule={openSchedule}
      onUnschedule={() => void unschedule()}
      onSaveDraft={() => void saveDraft()}
      onClear={() => void clearDraft()}
    />
  );
  const current = snapshotOfCopy(copy);
  return (
    <div className="space-y-5">
      <BuilderHeader
        title={mode === "create" ? builderTexts.createTitle : builderTexts.editTitle}
        readTime={copy.readTime}
        view={view}
        onView={setView}
        onHistory={remote.server.id !== null ? () => setDialog("history") : undefined}
        liveHref={remote.server.id !== null ? articleLiveDeskPath(remote.server.id) : undefined}
      />
      {pending && remote.server.status !== "draft" && (
        <RecoveryBanner
          message={`${newsroomTexts.pendingFound(formatJournalistDate(pending.savedAt))}${remote.server.version !== null && pending.baseVersion !== remote.server.version ? ` ${newsroomTexts.pendingStale}` : ""}`}
          snapshot={pending.snapshot}
          current={current}
          onDiscard={() => void discardPending()}
          onRestore={() => {
            dispatch({ type: "replace", copy: copyFromSnapshot(pending.snapshot, copy.isPublished) });
            setPending(null);
            toast.success(newsroomTexts.pendingRestored);
          }}
        />
      )}
      {device && (
        <RecoveryBanner
          message={`${device.savedAt ? newsroomTexts.deviceCopyFound(formatJournalistDate(device.savedAt)) : newsroomTexts.deviceCopyFoundUndated}${device.stale ? ` ${newsroomTexts.deviceCopyStale}` : ""}`}
          snapshot={snapshotOfCopy(device.copy)}
          current={current}
          onDiscard={() => {
            setDevice(null);
            if (remote.server.id !== null) removeEditDraft(remote.server.id);
          }}
          onRestore={() => {
            dispatch({ type: "replace", copy: { ...device.copy, isPublished: copy.isPublished } });
            setDevice(null);
            toast.success(newsroomTexts.deviceCopyRestored);
          }}
        />
      )}
      {setAside && (
        <RecoveryBanner
          message={newsroomTexts.setAsideFound}
          snapshot={snapshotOfCopy(setAside)}
          current={current}
          onDiscard={() => setSetAside(null)}
          onRestore={() => {
            dispatch({ type: "replace", copy: { ...setAside, isPublished: copy.isPublished } });
            setSetAside(null);
            toast.success(newsroomTexts.setAsideRestored);
          }}
        />
      )}
      {view === "preview" ? (
        <div className="space-y-4">
          <ArticlePreview copy={copy} />
          <div className="mx-auto max-w-sm">{actions}</div>
        </div>
      ) : (
        // On a phone: the text, the picture and categories, the sections, then the actions. On a wide
        // screen the picture, categories and actions stay in a column beside the text as it scrolls.
        // The second row takes the height the sidebar adds, so the sections follow the text directly.
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
          <div className={`${card} order-1 space-y-4 lg:order-none lg:col-start-1 lg:row-start-1`}>
            <ArticleTextFields title={copy.title} description={copy.description} dispatch={dispatch} />
            {storedSlug !== null && articleId !== undefined && (
              <SlugField
                articleId={articleId}
                value={slug}
                error={slugError}
                onChange={(value) => {
                  setSlug(value);
                  setSlugError(null);
                }}
              />
            )}
          </div>
          <aside className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-5">
            <div className={`${card} order-2 lg:order-none`}>
              <ThumbnailField
                url={copy.thumbnail}
                text={{ alt: copy.thumbnailAlt, credit: copy.thumbnailCredit }}
                onChange={(value) => dispatch({ type: "field", field: "thumbnail", value })}
                onTextChange={(field, value) =>
                  dispatch({ type: "field", field: field === "alt" ? "thumbnailAlt" : "thumbnailCredit", value })
                }
                onError={setError}
              />
            </div>
            <div className={`${card} order-3 lg:order-none`}>
              <CategorySelect
                options={categoryOptions}
                selected={copy.categories}
                onToggle={(name) => dispatch({ type: "toggleCategory", name })}
              />
              <div className="mt-5">
                <TagField tags={copy.tags ?? []} onChange={(tags) => dispatch({ type: "tags", tags })} />
              </div>
            </div>
            <div className={`${card} order-3 lg:order-none`}>
              <CoAuthorField
                staff={data.staff}
                selected={coAuthors}
                authorUsername={authorUsername}
                editable={mayChangeCoAuthors}
                onChange={setCoAuthors}
              />
            </div>
            {review && articleId !== undefined && (
              <div className={`${card} order-5 lg:order-none`}>
                <ReviewPanel articleId={articleId} review={review} onChanged={setReview} />
              </div>
            )}
            <div className={`${card} order-5 lg:order-none`}>
              <p className="mb-3 inline-flex items-center gap-1.5 text-sm text-zinc-600 sm:hidden dark:text-zinc-400">
                <Clock aria-hidden className="h-4 w-4" />
                {copy.readTime}
              </p>
              {actions}
            </div>
          </aside>
          <div className="order-4 min-w-0 lg:order-none lg:col-start-1 lg:row-start-2">
            <SectionList sections={copy.sections} dispatch={dispatch} />
          </div>
        </div>
      )}
      <ScheduleDialog
        open={dialog === "schedule"}
        initial={remote.server.scheduledAt}
        busy={saving}
        onCancel={() => setDialog(null)}
        onSchedule={(scheduledAt) => {
          setDialog(null);
          save({ to: "schedule", scheduledAt });
        }}
      />
      {remote.server.id !== null && (
        <>
          <HistoryDialog
            articleId={remote.server.id}
            open={dialog === "history"}
            onOpenChange={(open) => setDialog(open ? "history" : null)}
            current={current}
            onRestore={(revision) => void restore(revision)}
            restoring={restoring}
          />
          <ConflictDialog
            articleId={remote.server.id}
            open={conflict !== null}
            info={conflict?.info ?? null}
            mine={current}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
            onClose={() => setConflict(null)}
          />
        </>
      )}
      <ErrorDialog message={error} onClose={() => setError(null)} />
      {confirmDialog}
      {restoreDialog}
    </div>
  );
}
