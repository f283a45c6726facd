import { ArrowLeft, Clock, Eye, PencilLine, Send, Trash2 } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from "react";
import { useBlocker, useNavigate, type Location } from "react-router";
import { limits } from "#common/limits.ts";
import { builderTexts, serverErrors } from "#common/messages.ts";
import { articleSaveError, articleSizeError } from "#common/schemas/article-input.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { api, ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { builderReducer, type BuilderAction } from "./builder-state.ts";
import { CategorySelect } from "./category-select.tsx";
import { readNewArticleDraft, removeDraft, removeEditDraft, writeDraft } from "./draft-storage.ts";
import { ErrorDialog } from "./error-dialog.tsx";
import { SectionList } from "./section-list.tsx";
import { ThumbnailField } from "./thumbnail-field.tsx";
import { categoryNames, emptyWorkingCopy, saveBody, savedArticleId, workingCopyFromArticle, type WorkingCopy } from "./working-copy.ts";

const field = "w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-950";
const card = "rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900";

/** What the builder shows for a failed call: the server's Bulgarian validation text, or SPEC.md §8's fallback. */
function saveErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401 || error.serverError === serverErrors.accountDeactivated) return builderTexts.sessionLost;
  if (error.status === 404) return builderTexts.articleNotFound;
  if (error.status === 400) return apiErrorMessage(error, fallback);
  return fallback;
}

function hasContent(copy: WorkingCopy) {
  return copy.title.trim() !== "" || copy.description.trim() !== "" || copy.thumbnail !== "" || copy.categories.length > 0 || copy.sections.length > 0;
}

/**
 * SPEC.md §2 Article builder, for /journalist/create, /journalist/edit/{articleId} and
 * /build-article: write an article out of heading, rich-text and media sections, preview it and
 * publish or save it. A new article's working copy is kept in local storage as it is written.
 */
export function ArticleBuilder({ articleId }: { articleId?: number }) {
  const mode = articleId === undefined ? "create" : "edit";
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [restored] = useState(() => (mode === "create" ? readNewArticleDraft() : null));
  const [copy, dispatchRaw] = useReducer(builderReducer, restored, (draft) => draft ?? emptyWorkingCopy());
  const [loading, setLoading] = useState(mode === "edit");
  const [view, setView] = useState<"edit" | "preview">("edit");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [categoryOptions, setCategoryOptions] = useState<readonly string[]>([]);
  const [draftSaved, setDraftSaved] = useState(false);
  // Changed by the person since it was opened or saved: drives the auto-save and the leave warning.
  const [dirty, setDirty] = useState(false);
  const autosaveTimer = useRef<number | undefined>(undefined);
  const saved = useRef(false);

  const dispatch: Dispatch<BuilderAction> = useCallback((action) => {
    setDirty(true);
    setDraftSaved(false);
    dispatchRaw(action);
  }, []);

  useEffect(() => {
    if (restored && hasContent(restored)) toast.success(builderTexts.draftRestored);
  }, [restored, toast]);

  useEffect(() => {
    const controller = new AbortController();
    api<unknown>("/journalist/categories", { signal: controller.signal }).then(
      (body) => {
        const names = categoryNames(body);
        setCategoryOptions(names.length ? names : builderTexts.defaultCategories);
      },
      () => {
        // SPEC.md §8: silently fall back to the ten default categories.
        if (!controller.signal.aborted) setCategoryOptions(builderTexts.defaultCategories);
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (articleId === undefined) return;
    const controller = new AbortController();
    setLoading(true);
    api<unknown>(`/articles/${articleId}?editing=true`, { signal: controller.signal }).then(
      (body) => {
        dispatchRaw({ type: "replace", copy: workingCopyFromArticle(body) });
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        dispatchRaw({ type: "replace", copy: emptyWorkingCopy() });
        setLoading(false);
        setError(failure instanceof ApiError && failure.status === 404 ? builderTexts.articleNotFound : apiErrorMessage(failure, builderTexts.articleLoadFailed));
      },
    );
    return () => {
      controller.abort();
      removeEditDraft(articleId); // SPEC.md §4: leaving edit mode removes its draft
    };
  }, [articleId]);

  // SPEC.md §4: every change is stored 1000 ms after the last one.
  useEffect(() => {
    if (!dirty || saved.current) return;
    autosaveTimer.current = window.setTimeout(() => {
      try {
        writeDraft(copy, articleId ?? null);
        setDraftSaved(true);
      } catch {
        // Storage full or disabled: the article is still on screen and can be saved.
      }
    }, limits.draftDebounceMs);
    return () => window.clearTimeout(autosaveTimer.current);
  }, [copy, dirty, articleId]);

  // Unsaved edits of an existing article live only on this screen: warn before they are lost.
  const unsavedEdits = useRef(false);
  useEffect(() => {
    unsavedEdits.current = mode === "edit" && dirty;
  }, [mode, dirty]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        unsavedEdits.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({ message: builderTexts.confirmLeave, confirmLabel: builderTexts.leave, destructive: true }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  useEffect(() => {
    if (mode !== "edit" || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [mode, dirty]);

  async function save() {
    const invalid = articleSaveError(copy) ?? articleSizeError(copy);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    try {
      const response = await api<unknown>(mode === "create" ? "/journalist/articles" : `/journalist/articles/${articleId}`, {
        method: mode === "create" ? "POST" : "PUT",
        body: saveBody(copy, mode),
      });
      saved.current = true;
      window.clearTimeout(autosaveTimer.current);
      if (articleId === undefined) removeDraft();
      else removeEditDraft(articleId);
      if (mode === "edit" && copy.isPublished === false) {
        // A hidden article has no public page to show; its list is where the journalist goes on.
        toast.success(builderTexts.savedHidden);
        navigate("/journalist/articles");
      } else {
        navigate(`/article/${savedArticleId(response, articleId)}`);
      }
    } catch (failure) {
      setError(saveErrorText(failure, mode === "create" ? builderTexts.createFailed : builderTexts.updateFailed));
    } finally {
      setSaving(false);
    }
  }

  async function clearDraft() {
    if (!(await confirm({ message: builderTexts.confirmClear, confirmLabel: builderTexts.clearDraft, destructive: true }))) return;
    const empty = emptyWorkingCopy();
    try {
      window.clearTimeout(autosaveTimer.current);
      writeDraft(empty, null);
      dispatchRaw({ type: "replace", copy: empty });
      setDirty(false);
      setView("edit");
      toast.success(builderTexts.cleared);
    } catch {
      setError(builderTexts.clearFailed);
    }
  }

  const title = mode === "create" ? builderTexts.createTitle : builderTexts.editTitle;
  const actions = (
    <div className="flex flex-col gap-2">
      {mode === "create" ? (
        <>
          <button type="button" onClick={save} disabled={saving} className={buttonClasses("primary", "lg", "w-full")}>
            <Send aria-hidden className="h-5 w-5" />
            {saving ? builderTexts.saving : builderTexts.publish}
          </button>
          <button type="button" onClick={clearDraft} disabled={saving} className={buttonClasses("ghost", "md", "w-full text-red-700 dark:text-red-400")}>
            <Trash2 aria-hidden className="h-4 w-4" />
            {builderTexts.clearDraft}
          </button>
        </>
      ) : (
        <button type="button" onClick={save} disabled={saving} className={buttonClasses("primary", "lg", "w-full")}>
          <Send aria-hidden className="h-5 w-5" />
          {saving ? builderTexts.saving : builderTexts.saveChanges}
        </button>
      )}
      <p className="min-h-5 text-center text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {mode === "create" && draftSaved ? builderTexts.draftSaved : ""}
      </p>
    </div>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => navigate(-1)} className={buttonClasses("ghost", "icon")} aria-label={builderTexts.back} title={builderTexts.back}>
          <ArrowLeft aria-hidden className="h-5 w-5" />
        </button>
        <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="hidden items-center gap-1.5 text-sm text-zinc-600 sm:inline-flex dark:text-zinc-400">
          <Clock aria-hidden className="h-4 w-4" />
          {copy.readTime}
        </p>
        <div role="group" aria-label={`${builderTexts.modeEdit} / ${builderTexts.modePreview}`} className="flex w-full rounded-lg bg-zinc-200/70 p-1 sm:w-auto dark:bg-zinc-800">
          {(["edit", "preview"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold text-zinc-700 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm sm:flex-none dark:text-zinc-300 dark:aria-pressed:bg-zinc-950 dark:aria-pressed:text-white"
            >
              {v === "edit" ? <PencilLine aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
              {v === "edit" ? builderTexts.modeEdit : builderTexts.modePreview}
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={builderTexts.loading} />
        </div>
      ) : view === "preview" ? (
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
            <div>
              <label htmlFor="article-title" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
                {builderTexts.titleLabel}
              </label>
              <textarea
                id="article-title"
                value={copy.title}
                rows={1}
                maxLength={limits.articleTitleMax}
                placeholder={builderTexts.titlePlaceholder}
                // A title is one line of text, however long: it wraps, but Enter adds no line break.
                onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
                onChange={(e) => dispatch({ type: "field", field: "title", value: e.target.value.replace(/\s*\n\s*/g, " ") })}
                className={`${field} field-sizing-content min-h-12 resize-none py-2 font-serif text-xl leading-snug font-bold`}
              />
            </div>
            <div>
              <div className="mb-1 flex items-baseline justify-between gap-3">
                <label htmlFor="article-description" className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
                  {builderTexts.descriptionLabel}
                </label>
                <span id="description-counter" className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {builderTexts.descriptionCounter(copy.description.length, limits.articleDescriptionMax)}
                </span>
              </div>
              <textarea
                id="article-description"
                value={copy.description}
                maxLength={limits.articleDescriptionMax}
                rows={3}
                aria-describedby="description-counter"
                placeholder={builderTexts.descriptionPlaceholder}
                onChange={(e) => dispatch({ type: "field", field: "description", value: e.target.value.slice(0, limits.articleDescriptionMax) })}
                className={`${field} resize-y py-2 leading-relaxed`}
              />
            </div>
          </div>
          <aside className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-5">
            <div className={`${card} order-2 lg:order-none`}>
              <ThumbnailField url={copy.thumbnail} onChange={(value) => dispatch({ type: "field", field: "thumbnail", value })} onError={setError} />
            </div>
            <div className={`${card} order-3 lg:order-none`}>
              <CategorySelect options={categoryOptions} selected={copy.categories} onToggle={(name) => dispatch({ type: "toggleCategory", name })} />
            </div>
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
      <ErrorDialog message={error} onClose={() => setError(null)} />
      {confirmDialog}
    </div>
  );
}
