import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { journalistTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { OwnArticle } from "#common/schemas/journalist.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { goLiveProblem } from "#web/lib/go-live-check.ts";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { LoadFailure } from "../load-failure.tsx";
import type { MyArticleIntent, MyArticlesData } from "./my-articles-data.ts";
import { MyArticlesGrid, MyArticlesTable } from "./my-articles-list.tsx";
import { listFiltersToParams, parseListFilters } from "./my-articles-query.ts";
import { MyArticlesToolbar, type ViewMode } from "./my-articles-toolbar.tsx";
import { useStatusInPlace } from "./use-status-in-place.ts";

const noArticles: OwnArticle[] = [];

/** SPEC.md §2 My articles: search, filters and sort in the URL, list or grid, and the row actions. */
export function MyArticlesView({ data: { articles } }: { data: MyArticlesData }) {
  const [filters, setFilters] = useSearchFilters(parseListFilters, listFiltersToParams);
  const [view, setView] = useState<ViewMode>("list");
  const [confirm, confirmDialog] = useConfirm();
  const { revalidate } = useRevalidator();
  const reloading = useReloading();
  // SPEC.md §8: a failed change is said above the list, until the next one.
  const [list, markStatus] = useStatusInPlace(articles.ok ? articles.data : noArticles);
  const action = useAction<MyArticleIntent>({
    toasts: "none",
    onResult: (result, intent) =>
      result.ok && intent.intent !== "delete" && markStatus(intent.id, intent.intent === "publish"),
  });

  async function unschedule(article: OwnArticle) {
    if (await confirm({ message: newsroomTexts.confirmUnschedule, confirmLabel: newsroomTexts.cancelSchedule }))
      void action.submit({ intent: "unschedule", id: article.id });
  }
  const actionError = !action.pending && action.result && !action.result.ok ? action.result.error : null;

  const toast = useToast();
  async function setPublished(article: OwnArticle, publish: boolean) {
    // An article that may not go public is said so before "Сигурни ли сте?", not after (issue 29).
    const problem = publish ? await goLiveProblem(article.id) : null;
    if (problem) return toast.error(problem);
    const ok = await confirm({
      message: publish ? journalistTexts.confirmPublish : journalistTexts.confirmHide,
      confirmLabel: publish ? journalistTexts.publish : journalistTexts.hide,
    });
    if (ok) void action.submit({ intent: publish ? "publish" : "unpublish", id: article.id });
  }
  const remove = confirmedDelete<OwnArticle>(
    confirm,
    action.submit,
    () => journalistTexts.confirmDelete,
    journalistTexts.delete,
  );

  const filtered = filters.search.trim() !== "" || filters.status !== "all";
  const handlers = {
    onPublish: (article: OwnArticle, publish: boolean) => void setPublished(article, publish),
    onUnschedule: (article: OwnArticle) => void unschedule(article),
    onDelete: (article: OwnArticle) => void remove(article),
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{journalistTexts.myArticles}</h1>
        <Link to="/journalist/create" className={buttonClasses("primary")}>
          <Plus aria-hidden className="h-4 w-4" />
          {journalistTexts.newArticle}
        </Link>
      </div>

      <MyArticlesToolbar
        filters={filters}
        onChange={(change) => setFilters((latest) => ({ ...latest, ...change }))}
        view={view}
        onView={setView}
      />

      {actionError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-300"
        >
          {actionError}
        </p>
      )}

      {!articles.ok ? (
        <LoadFailure
          message={
            articles.error.status
              ? journalistTexts.listFailed(articles.error.status, articles.error.statusText)
              : journalistTexts.listFailedGeneric
          }
          onRetry={revalidate}
        />
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {journalistTexts.count(articles.data.length)}
          </p>
          {articles.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-zinc-300 p-10 text-center dark:border-zinc-700">
              <p className="text-zinc-700 dark:text-zinc-300">
                {filtered ? journalistTexts.emptyFiltered : journalistTexts.emptyAll}
              </p>
              {!filtered && (
                <Link to="/journalist/create" className={buttonClasses("primary", "md", "mt-4")}>
                  {journalistTexts.newArticle}
                </Link>
              )}
            </div>
          ) : (
            <div aria-busy={reloading} className={reloading ? "opacity-60 transition-opacity" : undefined}>
              {view === "list" ? (
                <MyArticlesTable articles={list} {...handlers} />
              ) : (
                <MyArticlesGrid articles={list} {...handlers} />
              )}
            </div>
          )}
        </>
      )}
      {confirmDialog}
    </div>
  );
}
