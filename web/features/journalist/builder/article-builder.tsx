import { Clock } from "lucide-react";
import { useState } from "react";
import { builderTexts } from "#common/messages.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useLeaveWarning } from "#web/lib/use-leave-warning.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { ArticleTextFields } from "./article-text-fields.tsx";
import { BuilderActions } from "./builder-actions.tsx";
import { articleLoadErrorText, type BuilderData } from "./builder-data.ts";
import { BuilderHeader, type BuilderView } from "./builder-header.tsx";
import { CategorySelect } from "./category-select.tsx";
import { ErrorDialog } from "./error-dialog.tsx";
import { SectionList } from "./section-list.tsx";
import { ThumbnailField } from "./thumbnail-field.tsx";
import { useArticleSave } from "./use-article-save.ts";
import { useWorkingCopy } from "./use-working-copy.ts";
import { workingCopyFromArticle } from "./working-copy.ts";

const card = "rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900";

/**
 * SPEC.md §2 Article builder, for /journalist/create, /journalist/edit/{articleId} and
 * /build-article: write an article out of heading, rich-text and media sections, preview it and
 * publish or save it. A new article's working copy is kept in local storage as it is written.
 */
export function ArticleBuilder({ data }: { data: BuilderData }) {
  const { articleId, article, categoryOptions } = data;
  const mode = articleId === undefined ? "create" : "edit";
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [view, setView] = useState<BuilderView>("edit");
  // An article that could not be loaded opens as an empty copy, with the reason in the error modal.
  const [error, setError] = useState<string | null>(article && !article.ok ? articleLoadErrorText(article.error) : null);
  const { copy, dispatch, dirty, draftSaved, clear, stopAutosave } = useWorkingCopy(articleId, article?.ok ? workingCopyFromArticle(article.data) : null);
  // Unsaved edits of an existing article live only on this screen: warn before they are lost.
  const leave = useLeaveWarning(mode === "edit" && dirty, confirm, { message: builderTexts.confirmLeave, confirmLabel: builderTexts.leave });
  const { save, saving } = useArticleSave({
    articleId,
    copy,
    onError: setError,
    onSaved: () => {
      stopAutosave();
      leave.release();
    },
  });

  async function clearDraft() {
    if (!(await confirm({ message: builderTexts.confirmClear, confirmLabel: builderTexts.clearDraft, destructive: true }))) return;
    try {
      clear();
      setView("edit");
      toast.success(builderTexts.cleared);
    } catch {
      setError(builderTexts.clearFailed);
    }
  }

  const actions = <BuilderActions mode={mode} saving={saving} draftSaved={draftSaved} onSave={save} onClear={() => void clearDraft()} />;
  return (
    <div className="space-y-5">
      <BuilderHeader title={mode === "create" ? builderTexts.createTitle : builderTexts.editTitle} readTime={copy.readTime} view={view} onView={setView} />
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
          </div>
          <aside className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-5">
            <div className={`${card} order-2 lg:order-none`}>
              <ThumbnailField
                url={copy.thumbnail}
                text={{ alt: copy.thumbnailAlt, credit: copy.thumbnailCredit }}
                onChange={(value) => dispatch({ type: "field", field: "thumbnail", value })}
                onTextChange={(field, value) => dispatch({ type: "field", field: field === "alt" ? "thumbnailAlt" : "thumbnailCredit", value })}
                onError={setError}
              />
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
