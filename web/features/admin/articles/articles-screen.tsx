import { BarChart3, Eye, Heart, MessageSquare, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminTexts } from "#common/messages.ts";
import { isAdminRole } from "#common/roles.ts";
import type { AdminArticle, AdminArticleList } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useAdminUser } from "../admin-context.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { formatCount } from "../ui/number.ts";
import { Pager } from "../ui/pager.tsx";
import { EmptyState, ErrorState, LoadingState, Panel } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";
import { articleFiltersToParams, articleListQuery, changeArticleFilters, defaultArticleFilters, hasArticleFilters, parseArticleFilters, type ArticleFilters } from "./article-filters.ts";
import { ArticleFiltersBar } from "./article-filters-bar.tsx";
import { ArticleList } from "./article-list.tsx";
import type { ArticlesOutletContext } from "./articles-context.ts";

type Category = { id: number; name: string };

/** The statistics view the dashboard links to (?article=id): the article's numbers above the list. */
function ArticleStatsPanel({ id, onClear }: { id: string; onClear: () => void }) {
  const detail = useApiData<ArticleDetail>(`/articles/${id}`);
  if (detail.status !== "ready") return null;
  const article = detail.data;
  const stats = [
    { label: adminTexts.views, value: article.stats.views, icon: Eye },
    { label: adminTexts.likes, value: article.stats.likes, icon: Heart },
    { label: adminTexts.comments, value: article.stats.comments, icon: MessageSquare },
  ];
  return (
    <Panel aria-labelledby="article-stats" className="border-amber-300 p-4 sm:p-5 dark:border-amber-700/60">
      <div className="flex items-start gap-3">
        <BarChart3 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-300">{adminTexts.articleStatistics}</p>
          <h2 id="article-stats" className="mt-0.5 font-bold break-words text-zinc-900 dark:text-zinc-50">
            {article.title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClear}
          aria-label={adminTexts.showAllArticles}
          title={adminTexts.showAllArticles}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl bg-zinc-50 p-3 dark:bg-zinc-800/60">
            <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-bold text-zinc-900 tabular-nums dark:text-zinc-50">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/article/${article.id}`} className={buttonClasses("secondary", "md", "mt-4 w-full sm:w-auto")}>
        <Eye aria-hidden className="h-4 w-4" />
        {adminTexts.viewArticle}
      </Link>
    </Panel>
  );
}

/** SPEC.md §2 Admin articles: filters in the URL, status toggle, delete, comments modal. */
export function ArticlesScreen() {
  const user = useAdminUser();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseArticleFilters(params), [params]);
  const toast = useToast();
  const sessionLost = useSessionLostHandler();
  const [confirm, confirmDialog] = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);

  const canFilterByAuthor = isAdminRole(user.role);
  const list = useApiData<AdminArticleList>(`/admin/articles?${articleListQuery(filters)}`);
  const categories = useApiData<Category[]>("/admin/categories");
  const authors = useApiData<PublicUser[]>(canFilterByAuthor ? "/admin/users?role=Journalist" : null);

  // Two changes before the URL has caught up (quick selects) must both count: build on the latest.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (next: ArticleFilters) => {
      latest.current = next;
      setParams(articleFiltersToParams(next), { preventScrollReset: true });
    },
    [setParams],
  );
  const change = useCallback((delta: Partial<ArticleFilters>) => setFilters(changeArticleFilters(latest.current, delta)), [setFilters]);

  // A statistics link (?article=id) narrows the list to that article by its title.
  useEffect(() => {
    if (!filters.article || filters.search) return;
    const controller = new AbortController();
    api<ArticleDetail>(`/articles/${filters.article}`, { signal: controller.signal }).then(
      (article) => {
        if (!controller.signal.aborted && latest.current.article === String(article.id) && !latest.current.search) {
          setFilters({ ...latest.current, search: article.title, page: 1 });
        }
      },
      () => {},
    );
    return () => controller.abort();
  }, [filters.article, filters.search, setFilters]);

  const articles = list.data?.articles ?? [];
  const pagination = list.data?.pagination;
  const listSearch = articleFiltersToParams(filters).toString();
  const commentsHref = (id: number) => `/admin/articles/${id}/comments${listSearch ? `?${listSearch}` : ""}`;

  async function toggleStatus(article: AdminArticle) {
    const publish = !article.isPublished;
    const ok = await confirm({
      message: publish ? adminTexts.confirmPublish : adminTexts.confirmUnpublish,
      confirmLabel: publish ? adminTexts.publish : adminTexts.unpublish,
      destructive: !publish,
    });
    if (!ok) return;
    setBusyId(article.id);
    try {
      await api(`/admin/articles/${article.id}/status`, { method: "PATCH", body: { isPublished: publish } });
      // SPEC.md §4: the list is updated locally after success.
      list.setData((data) => ({
        ...data,
        articles: data.articles.map((a) => (a.id === article.id ? { ...a, isPublished: publish, publishDate: a.publishDate ?? new Date().toISOString() } : a)),
      }));
      toast.success(publish ? adminTexts.articlePublished : adminTexts.articleUnpublished);
    } catch (error) {
      if (!sessionLost(error)) toast.error(apiErrorMessage(error, adminTexts.articleStatusFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(article: AdminArticle) {
    const ok = await confirm({ message: adminTexts.confirmDeleteArticle, confirmLabel: adminTexts.delete, destructive: true });
    if (!ok) return;
    setBusyId(article.id);
    try {
      await api(`/admin/articles/${article.id}`, { method: "DELETE" });
      toast.success(adminTexts.articleDeleted);
      if (articles.length === 1 && filters.page > 1) change({ page: filters.page - 1 });
      else list.reload();
    } catch (error) {
      if (!sessionLost(error)) toast.error(adminTexts.articleDeleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const outletContext: ArticlesOutletContext = {
    user,
    articleTitle: (id) => articles.find((a) => a.id === id)?.title,
    onCommentDeleted: (id) =>
      list.setData((data) => ({
        ...data,
        articles: data.articles.map((a) => (a.id === id ? { ...a, stats: { ...a.stats, comments: Math.max(0, a.stats.comments - 1) } } : a)),
      })),
    closeComments: () => navigate({ pathname: "/admin/articles", search: location.search }, { preventScrollReset: true }),
  };

  const highlightId = filters.article ? Number(filters.article) : null;

  return (
    <div className="space-y-4">
      {filters.article && <ArticleStatsPanel id={filters.article} onClear={() => setFilters({ ...latest.current, article: "", search: "", page: 1 })} />}

      <Panel className="p-4 sm:p-5">
        <ArticleFiltersBar
          filters={filters}
          onChange={change}
          onClear={() => setFilters({ ...defaultArticleFilters, sortBy: latest.current.sortBy, sortOrder: latest.current.sortOrder })}
          categories={(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          authors={canFilterByAuthor ? (authors.data ?? []).map((a) => ({ value: String(a.id), label: a.name?.trim() || a.username })) : null}
        />
      </Panel>

      <Panel aria-labelledby="articles-heading" aria-busy={list.status === "loading"}>
        <div className="flex items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
          <h2 id="articles-heading" className="text-base font-bold text-zinc-900 dark:text-zinc-50">
            {pagination ? adminTexts.articleCount(pagination.total) : list.status === "error" ? adminTexts.articlesHeading : adminTexts.articlesLoading}
          </h2>
          {pagination && pagination.totalPages > 1 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{adminTexts.pageOf(pagination.page, pagination.totalPages)}</p>
          )}
        </div>
        {list.status === "error" ? (
          <div className="p-4">
            <ErrorState message={adminTexts.articlesLoadFailed} onRetry={list.reload} />
          </div>
        ) : !list.data ? (
          <LoadingState label={adminTexts.articlesLoading} />
        ) : articles.length === 0 ? (
          <EmptyState message={hasArticleFilters(filters) ? adminTexts.noMatchingArticles : adminTexts.noArticles} />
        ) : (
          <div className={list.status === "loading" ? "opacity-60 transition-opacity" : ""}>
            <ArticleList articles={articles} highlightId={highlightId} busyId={busyId} commentsHref={commentsHref} onToggleStatus={toggleStatus} onDelete={remove} />
          </div>
        )}
        {pagination && pagination.totalPages > 1 && (
          <div className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
            <Pager page={pagination.page} totalPages={pagination.totalPages} onPage={(page) => change({ page })} />
          </div>
        )}
      </Panel>

      {confirmDialog}
      <Outlet context={outletContext} />
    </div>
  );
}
