import { Outlet, useLocation, useNavigate, useRevalidator } from "react-router";
import { useState } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { AdminArticle } from "#common/schemas/admin.ts";
import { articleEditPath } from "#common/page-paths.ts";
import { isAdminRole, isEditorRole } from "#common/roles.ts";
import { PushAlertDialog } from "#web/components/push-alert-dialog.tsx";
import { ScheduleDialog } from "#web/components/schedule-dialog.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { goLiveProblem } from "#web/lib/go-live-check.ts";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { useAdminUser } from "../admin-context.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import {
  articleFiltersToParams,
  changeArticleFilters,
  defaultArticleFilters,
  hasArticleFilters,
  parseArticleFilters,
  type ArticleFilters,
} from "./article-filters.ts";
import { ArticleFiltersBar } from "./article-filters-bar.tsx";
import { ArticleList } from "./article-list.tsx";
import { ArticleStatsPanel } from "./article-stats-panel.tsx";
import type { ArticleIntent, ArticlesData } from "./articles-data.ts";
import type { ArticlesOutletContext } from "./articles-context.ts";

/** SPEC.md §2 Admin articles: filters in the URL, status toggle, delete, comments modal. */
export function ArticlesScreen({ data }: { data: ArticlesData }) {
  const user = useAdminUser();
  const location = useLocation();
  const navigate = useNavigate();
  const reloading = useReloading();
  const { revalidate } = useRevalidator();
  const [filters, setFilters] = useSearchFilters(parseArticleFilters, articleFiltersToParams);
  const [confirm, confirmDialog] = useConfirm();
  const action = useAction<ArticleIntent>();
  const { list, stats } = data;
  const articles = list.ok ? list.data.articles : [];
  const pagination = list.ok ? list.data.pagination : undefined;
  const change = (delta: Partial<ArticleFilters>) => setFilters((latest) => changeArticleFilters(latest, delta));

  const toast = useToast();
  // An article that may not go public is said so before "Сигурни ли сте?", not after (issue 29).
  async function mayGoLive(article: AdminArticle): Promise<boolean> {
    const problem = await goLiveProblem(article.id);
    if (problem) toast.error(problem);
    return problem === null;
  }

  async function toggleStatus(article: AdminArticle) {
    const publish = !article.isPublished;
    if (publish && !(await mayGoLive(article))) return;
    const ok = await confirm({
      message: publish ? adminTexts.confirmPublish : adminTexts.confirmUnpublish,
      confirmLabel: publish ? adminTexts.publish : adminTexts.unpublish,
      destructive: !publish,
    });
    if (ok) void action.submit({ intent: "status", id: article.id, publish });
  }

  const [scheduling, setScheduling] = useState<AdminArticle | null>(null);
  const [alerting, setAlerting] = useState<AdminArticle | null>(null);
  async function unschedule(article: AdminArticle) {
    if (await confirm({ message: newsroomTexts.confirmUnschedule, confirmLabel: newsroomTexts.cancelSchedule }))
      void action.submit({ intent: "unschedule", id: article.id });
  }

  const remove = confirmedDelete<AdminArticle>(
    confirm,
    action.submit,
    () => adminTexts.confirmDeleteArticle,
    adminTexts.delete,
  );

  const listSearch = articleFiltersToParams(filters).toString();
  const outletContext: ArticlesOutletContext = {
    user,
    articleTitle: (id) => articles.find((a) => a.id === id)?.title,
    closeComments: () =>
      navigate({ pathname: "/admin/articles", search: location.search }, { preventScrollReset: true }),
  };

  return (
    <div className="space-y-4">
      {stats && (
        <ArticleStatsPanel
          article={stats}
          onClear={() => setFilters((latest) => ({ ...latest, article: "", search: "", page: 1 }))}
        />
      )}

      <Panel className="p-4 sm:p-5">
        <ArticleFiltersBar
          filters={filters}
          onChange={change}
          onClear={() =>
            setFilters((latest) => ({ ...defaultArticleFilters, sortBy: latest.sortBy, sortOrder: latest.sortOrder }))
          }
          categories={data.categories}
          authors={data.authors}
        />
      </Panel>

      <Panel aria-labelledby="articles-heading" aria-busy={reloading}>
        <PanelHeader
          id="articles-heading"
          title={pagination ? adminTexts.articleCount(pagination.total) : adminTexts.articlesHeading}
        >
          {pagination && pagination.totalPages > 1 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {adminTexts.pageOf(pagination.page, pagination.totalPages)}
            </p>
          )}
        </PanelHeader>
        {!list.ok ? (
          <div className="p-4">
            <ErrorState message={adminTexts.articlesLoadFailed} onRetry={revalidate} />
          </div>
        ) : articles.length === 0 ? (
          <EmptyState message={hasArticleFilters(filters) ? adminTexts.noMatchingArticles : adminTexts.noArticles} />
        ) : (
          <div className={reloading ? "opacity-60 transition-opacity" : ""}>
            <ArticleList
              articles={articles}
              highlightId={filters.article ? Number(filters.article) : null}
              busyId={action.pending?.id ?? null}
              commentsHref={(id) => `/admin/articles/${id}/comments${listSearch ? `?${listSearch}` : ""}`}
              onToggleStatus={toggleStatus}
              onSchedule={(article) => void mayGoLive(article).then((ok) => ok && setScheduling(article))}
              onUnschedule={(article) => void unschedule(article)}
              onDelete={isAdminRole(user.role) ? remove : undefined}
              editHref={isEditorRole(user.role) ? articleEditPath : undefined}
              onAlert={setAlerting}
            />
          </div>
        )}
        {pagination && pagination.totalPages > 1 && (
          <div className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
            <Pager page={pagination.page} totalPages={pagination.totalPages} onPage={(page) => change({ page })} />
          </div>
        )}
      </Panel>

      <ScheduleDialog
        open={scheduling !== null}
        initial={scheduling?.scheduledAt}
        onCancel={() => setScheduling(null)}
        onSchedule={(publishAt) => {
          if (scheduling) void action.submit({ intent: "schedule", id: scheduling.id, publishAt });
          setScheduling(null);
        }}
      />
      <PushAlertDialog article={alerting} onClose={() => setAlerting(null)} />
      {confirmDialog}
      <Outlet context={outletContext} />
    </div>
  );
}
