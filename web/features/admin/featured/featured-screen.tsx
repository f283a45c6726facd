import { Plus, RotateCcw, Save } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { adminTexts, featuredTexts } from "#common/messages.ts";
import type { AdminArticleList } from "#common/schemas/admin.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { api, ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { formatAdminDate } from "../format.ts";
import { SearchInput } from "../ui/fields.tsx";
import { moveItem } from "../ui/move-item.ts";
import { Pager } from "../ui/pager.tsx";
import { EmptyState, ErrorState, LoadingState, Panel } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";
import { useDebouncedEffect } from "../ui/use-debounced.ts";
import { useLeaveWarning } from "../ui/use-leave-warning.ts";
import { limits } from "#common/limits.ts";
import { addFeatured, availableQuery, featuredLimits, featuredSectionNames, removeFeatured, selectionChanged, type FeaturedType } from "./featured-selection.ts";
import { SelectedList, type FeaturedItem } from "./selected-list.tsx";

type Selections = Record<FeaturedType, FeaturedItem[]>;
const types: FeaturedType[] = ["popular", "secondary"];

async function loadSelection(type: FeaturedType, signal: AbortSignal): Promise<FeaturedItem[]> {
  try {
    const { articles } = await api<{ articles: ArticleListItem[] }>(`/admin/featured-articles?type=${type}`, { signal });
    return articles.map((a) => ({ id: a.id, title: a.title, publishDate: a.publishDate }));
  } catch (error) {
    // SPEC.md §8: a 404 on the lists is an empty list.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** SPEC.md §2 Featured articles: two ordered selections edited locally, saved together. */
export function FeaturedScreen() {
  const [saved, setSaved] = useState<Selections | null>(null);
  const [draft, setDraft] = useState<Selections>({ popular: [], secondary: [] });
  const [loadState, setLoadState] = useState<"loading" | "error" | "ready">("loading");
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState<FeaturedType>("popular");
  const [messages, setMessages] = useState<Record<FeaturedType, string>>({ popular: "", secondary: "" });
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState({ search: "", page: 1 });
  const toast = useToast();
  const sessionLost = useSessionLostHandler();
  const available = useApiData<AdminArticleList>(`/admin/articles?${availableQuery(query.search, query.page)}`);

  useEffect(() => {
    const controller = new AbortController();
    setLoadState("loading");
    Promise.all(types.map((type) => loadSelection(type, controller.signal))).then(
      ([popular, secondary]) => {
        const loaded = { popular: popular!, secondary: secondary! };
        setSaved(loaded);
        setDraft(loaded);
        setLoadState("ready");
      },
      (error: unknown) => {
        if (controller.signal.aborted || sessionLost(error)) return;
        setLoadState("error");
      },
    );
    return () => controller.abort();
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  useDebouncedEffect(search, limits.searchDebounceMs, (value) => setQuery({ search: value, page: 1 }));

  const changed = saved !== null && types.some((type) => selectionChanged(draft[type], saved[type]));
  // SPEC.md §4: changes are local until saved, so leaving with some asks first.
  const [confirm, confirmDialog] = useConfirm();
  useLeaveWarning(changed && !saving, confirm, { message: adminTexts.confirmLeaveFeatured, confirmLabel: adminTexts.leaveWithoutSaving });
  const update = (type: FeaturedType, items: FeaturedItem[], message = "") => {
    setDraft((d) => ({ ...d, [type]: items }));
    setMessages((m) => ({ ...m, [type]: message }));
  };

  function add(article: FeaturedItem) {
    const result = addFeatured(draft[tab], article, tab);
    update(tab, result.items, result.ok ? "" : result.error);
  }

  async function save() {
    setSaving(true);
    try {
      await api("/admin/featured-articles", {
        method: "POST",
        body: { popularArticles: draft.popular.map((a) => a.id), secondaryArticles: draft.secondary.map((a) => a.id) },
      });
      setSaved(draft);
      setMessages({ popular: "", secondary: "" });
      toast.success(featuredTexts.saved);
    } catch (error) {
      if (!sessionLost(error)) toast.error(apiErrorMessage(error, featuredTexts.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  if (loadState === "error") return <ErrorState message={featuredTexts.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />;
  if (loadState === "loading" || !saved) return <LoadingState label={adminTexts.featuredLoading} />;

  const chosen = new Set(draft[tab].map((a) => a.id));
  const list = available.data;

  return (
    <div className="space-y-4">
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FeaturedType)}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <Tabs.List aria-label={adminTexts.featuredSections} className="flex rounded-xl border border-zinc-200 bg-white p-1 shadow-sm sm:inline-flex dark:border-zinc-800 dark:bg-zinc-900">
            {types.map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                className="min-w-0 flex-1 rounded-lg px-2 py-2 text-sm leading-tight font-semibold text-zinc-600 sm:flex-none sm:px-4 sm:whitespace-nowrap hover:text-zinc-900 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-zinc-300 dark:hover:text-white"
              >
                {featuredSectionNames[type]} ({draft[type].length}/{featuredLimits[type]})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="flex flex-wrap items-center gap-2">
            {changed && <p className="text-sm font-medium text-amber-700 dark:text-amber-300">{adminTexts.unsavedChanges}</p>}
            <Button variant="secondary" className="shrink-0" disabled={!changed || saving} onClick={() => (setDraft(saved), setMessages({ popular: "", secondary: "" }))}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              {adminTexts.discardChanges}
            </Button>
            <Button className="shrink-0" disabled={!changed || saving} onClick={save}>
              <Save aria-hidden className="h-4 w-4" />
              {saving ? adminTexts.saving : adminTexts.save}
            </Button>
          </div>
        </div>

        {types.map((type) => (
          <Tabs.Content key={type} value={type} className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
            <Panel aria-labelledby={`selected-${type}`}>
              <div className="border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
                <h2 id={`selected-${type}`} className="text-base font-bold text-zinc-900 dark:text-zinc-50">
                  {adminTexts.selected(draft[type].length, featuredLimits[type])}
                </h2>
              </div>
              <div aria-live="polite">
                {messages[type] && (
                  <p role="alert" className="mx-4 mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 sm:mx-5 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
                    {messages[type]}
                  </p>
                )}
              </div>
              {draft[type].length === 0 ? (
                <EmptyState message={adminTexts.noSelection} />
              ) : (
                <SelectedList
                  items={draft[type]}
                  onMove={(from, to) => update(type, moveItem(draft[type], from, to))}
                  onRemove={(id) => update(type, removeFeatured(draft[type], id))}
                />
              )}
            </Panel>

            <Panel aria-labelledby={`available-${type}`}>
              <div className="space-y-3 border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
                <h2 id={`available-${type}`} className="text-base font-bold text-zinc-900 dark:text-zinc-50">
                  {adminTexts.availableArticles}
                </h2>
                <label htmlFor={`featured-search-${type}`} className="sr-only">
                  {adminTexts.search}
                </label>
                <SearchInput id={`featured-search-${type}`} placeholder={adminTexts.searchFeatured} value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              {available.status === "error" ? (
                <div className="p-4">
                  <ErrorState message={adminTexts.availableLoadFailed} onRetry={available.reload} />
                </div>
              ) : !list ? (
                <LoadingState label={adminTexts.articlesLoading} />
              ) : list.articles.length === 0 ? (
                <EmptyState message={adminTexts.noAvailable} />
              ) : (
                <ul className={`divide-y divide-zinc-200 dark:divide-zinc-800 ${available.status === "loading" ? "opacity-60" : ""}`}>
                  {list.articles.map((article) => (
                    <li key={article.id} className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
                      <div className="min-w-0 flex-1">
                        <p className="line-clamp-2 text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">{article.title}</p>
                        <p className="text-xs text-zinc-600 dark:text-zinc-400">
                          {formatAdminDate(article.publishDate)}
                          {article.categories[0] ? ` · ${article.categories[0]}` : ""}
                        </p>
                      </div>
                      {chosen.has(article.id) ? (
                        <span className="shrink-0 text-xs font-semibold text-emerald-700 dark:text-emerald-300">{adminTexts.alreadySelected}</span>
                      ) : (
                        <Button
                          variant="secondary"
                          className="h-9 shrink-0 px-3"
                          onClick={() => add({ id: article.id, title: article.title, publishDate: article.publishDate })}
                          aria-label={adminTexts.addArticle(article.title)}
                        >
                          <Plus aria-hidden className="h-4 w-4" />
                          <span className="hidden sm:inline">{adminTexts.add}</span>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {list && list.pagination.totalPages > 1 && (
                <div className="border-t border-zinc-200 px-2 py-3 dark:border-zinc-800">
                  <Pager variant="centred" page={list.pagination.page} totalPages={list.pagination.totalPages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
                </div>
              )}
            </Panel>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {confirmDialog}
    </div>
  );
}
