import { ArrowDownWideNarrow, ArrowUpNarrowWide, Eye, EyeOff, LayoutGrid, List, Pencil, Plus, Search, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatJournalistDate } from "#common/dates.ts";
import { journalistTexts } from "#common/messages.ts";
import type { OwnArticle } from "#common/schemas/journalist.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { api } from "#web/lib/api.ts";
import { StatusBadge } from "../status-badge.tsx";
import { useApiData, useSessionLostHandler } from "../use-api-data.ts";
import { defaultFilters, myArticlesPath, type ListFilters } from "./my-articles-query.ts";

const field = "h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900";
/** "Преглед": a published article's public page; a draft's staff preview, which only its author and the admins see (decision 0050). */
const previewPath = (a: OwnArticle) => (a.status === "published" ? `/article/${a.id}` : `/preview/${a.id}`);
const articleDate = (a: OwnArticle) => formatJournalistDate(a.status === "published" ? (a.publishDate ?? a.createdAt) : a.createdAt);

/** SPEC.md §2 My articles: search, filters, sort, list or grid, and the row actions. */
export function MyArticlesView() {
  const [filters, setFilters] = useState<ListFilters>(defaultFilters);
  const [searchText, setSearchText] = useState("");
  const [view, setView] = useState<"list" | "grid">("list");
  const [actionError, setActionError] = useState<string | null>(null);
  const [articles, retry, update] = useApiData<OwnArticle[]>(myArticlesPath(filters));
  const [confirm, confirmDialog] = useConfirm();
  const sessionLost = useSessionLostHandler();

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === searchText ? f : { ...f, search: searchText })), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  async function setPublished(article: OwnArticle, publish: boolean) {
    const ok = await confirm({ message: publish ? journalistTexts.confirmPublish : journalistTexts.confirmHide, confirmLabel: publish ? journalistTexts.publish : journalistTexts.hide });
    if (!ok) return;
    setActionError(null);
    try {
      await api(`/journalist/articles/${article.id}/${publish ? "publish" : "unpublish"}`, { method: "PUT" });
      update((list) =>
        list.map((a) =>
          a.id === article.id ? { ...a, status: publish ? "published" : "draft", publishDate: a.publishDate ?? (publish ? new Date().toISOString() : null) } : a,
        ),
      );
    } catch (error) {
      if (!sessionLost(error)) setActionError(publish ? journalistTexts.publishFailed : journalistTexts.hideFailed);
    }
  }

  async function remove(article: OwnArticle) {
    if (!(await confirm({ message: journalistTexts.confirmDelete, confirmLabel: journalistTexts.delete, destructive: true }))) return;
    setActionError(null);
    try {
      await api(`/journalist/articles/${article.id}`, { method: "DELETE" });
      update((list) => list.filter((a) => a.id !== article.id));
    } catch (error) {
      if (!sessionLost(error)) setActionError(journalistTexts.deleteFailed);
    }
  }

  const filtered = filters.search.trim() !== "" || filters.status !== "all";
  // On a phone the row's actions sit in a bottom sheet (SPEC.md §2): preview, edit, hide or publish, delete.
  const phoneSheet = (article: OwnArticle) => (
    <ActionSheet
      title={article.title}
      className="sm:hidden"
      actions={[
        { label: journalistTexts.preview, icon: Eye, to: previewPath(article) },
        { label: journalistTexts.edit, icon: Pencil, to: `/journalist/edit/${article.id}` },
        article.status === "published"
          ? { label: journalistTexts.hide, icon: EyeOff, onSelect: () => void setPublished(article, false) }
          : { label: journalistTexts.publish, icon: Send, onSelect: () => void setPublished(article, true) },
        { label: journalistTexts.delete, icon: Trash2, onSelect: () => void remove(article), destructive: true },
      ]}
    />
  );

  const actions = (article: OwnArticle, compact = false) => (
    <div className={`flex justify-end gap-1 ${compact ? "flex-wrap" : "hidden sm:flex"}`}>
      <Link to={`/journalist/edit/${article.id}`} className={buttonClasses("ghost", "icon", "h-9 w-9")} aria-label={`${journalistTexts.edit}: ${article.title}`} title={journalistTexts.edit}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Link>
      {(!compact || article.status === "published") && (
        <Link to={previewPath(article)} className={buttonClasses("ghost", "icon", "h-9 w-9")} aria-label={`${journalistTexts.preview}: ${article.title}`} title={journalistTexts.preview}>
          <Eye aria-hidden className="h-4 w-4" />
        </Link>
      )}
      {article.status === "published" ? (
        <button type="button" onClick={() => setPublished(article, false)} className={buttonClasses("ghost", "icon", "h-9 w-9")} aria-label={`${journalistTexts.hide}: ${article.title}`} title={journalistTexts.hide}>
          <EyeOff aria-hidden className="h-4 w-4" />
        </button>
      ) : (
        <button type="button" onClick={() => setPublished(article, true)} className={buttonClasses("ghost", "icon", "h-9 w-9")} aria-label={`${journalistTexts.publish}: ${article.title}`} title={journalistTexts.publish}>
          <Send aria-hidden className="h-4 w-4" />
        </button>
      )}
      {!compact && (
        <button type="button" onClick={() => remove(article)} className={buttonClasses("ghost", "icon", "h-9 w-9 text-red-700 dark:text-red-400")} aria-label={`${journalistTexts.delete}: ${article.title}`} title={journalistTexts.delete}>
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{journalistTexts.myArticles}</h1>
        <Link to="/journalist/create" className={buttonClasses("primary")}>
          <Plus aria-hidden className="h-4 w-4" />
          {journalistTexts.newArticle}
        </Link>
      </div>

      <div className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-[minmax(14rem,1fr)_auto_auto_auto_auto] dark:border-zinc-800 dark:bg-zinc-900">
        <label className="relative sm:col-span-2 lg:col-span-4 xl:col-span-1">
          <span className="sr-only">{journalistTexts.searchPlaceholder}</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500" />
          <input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={journalistTexts.searchPlaceholder} className={`${field} w-full pl-9`} />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0">{journalistTexts.statusFilter}</span>
          <select value={filters.status} onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as ListFilters["status"] }))} className={`${field} w-full`}>
            <option value="all">{journalistTexts.statusAll}</option>
            <option value="published">{journalistTexts.statusPublished}</option>
            <option value="draft">{journalistTexts.statusDraft}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0">{journalistTexts.sortBy}</span>
          <select value={filters.sortBy} onChange={(e) => setFilters((f) => ({ ...f, sortBy: e.target.value as ListFilters["sortBy"] }))} className={`${field} w-full`}>
            <option value="date">{journalistTexts.sortDate}</option>
            <option value="title">{journalistTexts.sortTitle}</option>
            <option value="views">{journalistTexts.sortViews}</option>
          </select>
        </label>
        <button
          type="button"
          onClick={() => setFilters((f) => ({ ...f, sortOrder: f.sortOrder === "asc" ? "desc" : "asc" }))}
          className={buttonClasses("secondary")}
          aria-label={filters.sortOrder === "asc" ? journalistTexts.ascending : journalistTexts.descending}
        >
          {filters.sortOrder === "asc" ? <ArrowUpNarrowWide aria-hidden className="h-4 w-4" /> : <ArrowDownWideNarrow aria-hidden className="h-4 w-4" />}
          <span>{filters.sortOrder === "asc" ? journalistTexts.ascending : journalistTexts.descending}</span>
        </button>
        <div role="group" aria-label={`${journalistTexts.list} / ${journalistTexts.grid}`} className="flex gap-1">
          {(["list", "grid"] as const).map((mode) => (
            <button key={mode} type="button" aria-pressed={view === mode} onClick={() => setView(mode)} className={buttonClasses(view === mode ? "primary" : "secondary")}>
              {mode === "list" ? <List aria-hidden className="h-4 w-4" /> : <LayoutGrid aria-hidden className="h-4 w-4" />}
              {mode === "list" ? journalistTexts.list : journalistTexts.grid}
            </button>
          ))}
        </div>
      </div>

      {actionError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-300">
          {actionError}
        </p>
      )}

      {articles.status === "loading" && (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
      {articles.status === "error" && (
        <div role="alert" className="rounded-2xl border border-zinc-200 bg-white p-6 text-center dark:border-zinc-800 dark:bg-zinc-900">
          <p className="text-red-700 dark:text-red-400">
            {articles.error.status ? journalistTexts.listFailed(articles.error.status, articles.error.statusText) : journalistTexts.listFailedGeneric}
          </p>
          <button type="button" onClick={retry} className={buttonClasses("secondary", "md", "mt-4")}>
            {journalistTexts.retry}
          </button>
        </div>
      )}
      {articles.status === "ready" && (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {journalistTexts.count(articles.data.length)}
          </p>
          {articles.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-zinc-300 p-10 text-center dark:border-zinc-700">
              <p className="text-zinc-700 dark:text-zinc-300">{filtered ? journalistTexts.emptyFiltered : journalistTexts.emptyAll}</p>
              {!filtered && (
                <Link to="/journalist/create" className={buttonClasses("primary", "md", "mt-4")}>
                  {journalistTexts.newArticle}
                </Link>
              )}
            </div>
          ) : view === "list" ? (
            <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
              <table className="w-full table-fixed text-left text-sm">
                <thead className="border-b border-zinc-200 text-xs text-zinc-600 uppercase dark:border-zinc-800 dark:text-zinc-400">
                  <tr>
                    <th scope="col" className="px-4 py-3">{journalistTexts.title}</th>
                    <th scope="col" className="hidden w-32 px-2 py-3 sm:table-cell">{journalistTexts.status}</th>
                    <th scope="col" className="w-26 px-2 py-3 sm:w-40">{journalistTexts.publishDate}</th>
                    <th scope="col" className="hidden w-24 px-2 py-3 text-right md:table-cell">{journalistTexts.views}</th>
                    <th scope="col" className="w-14 px-2 py-3 text-right sm:w-48"><span className="sr-only">{journalistTexts.actions}</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                  {articles.data.map((article) => (
                    <tr key={article.id}>
                      <td className="px-4 py-3">
                        <p className="line-clamp-2 font-semibold break-words">{article.title}</p>
                        <div className="mt-1 sm:hidden"><StatusBadge status={article.status} /></div>
                      </td>
                      <td className="hidden px-2 py-3 sm:table-cell"><StatusBadge status={article.status} /></td>
                      <td className="px-2 py-3 text-zinc-600 tabular-nums dark:text-zinc-400">
                        <span className="sm:hidden">{articleDate(article).split(",")[0]}</span>
                        <span className="hidden sm:inline">{articleDate(article)}</span>
                      </td>
                      <td className="hidden px-2 py-3 text-right tabular-nums md:table-cell">{article.views ?? 0}</td>
                      <td className="px-2 py-3 text-right">
                        {actions(article)}
                        {phoneSheet(article)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {articles.data.map((article) => (
                <li key={article.id} className="flex flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
                  <div className="aspect-video bg-zinc-100 dark:bg-zinc-800">
                    {article.thumbnail && <img src={article.thumbnail} alt="" width={400} height={225} loading="lazy" className="h-full w-full object-cover" />}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <StatusBadge status={article.status} />
                    <p className="line-clamp-2 font-semibold break-words">{article.title}</p>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">{articleDate(article)} · {article.views ?? 0} {journalistTexts.views.toLowerCase()}</p>
                    <div className="mt-auto">{actions(article, true)}</div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {confirmDialog}
    </div>
  );
}
