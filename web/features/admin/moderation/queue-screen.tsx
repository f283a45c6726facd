import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { moderationTexts } from "#common/messages/moderation.ts";
import {
  moderationTabs,
  type AdminComment,
  type ModerationDecision,
  type ModerationTab,
} from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { cn } from "#web/lib/cn.ts";
import { useAction } from "#web/lib/use-action.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { useBlockDialog } from "./block-dialog.tsx";
import { DecisionButton } from "./decision-button.tsx";
import { useDecisionDialog } from "./decision-dialog.tsx";
import { ModerationComment } from "./moderation-comment.tsx";
import { ModerationNav } from "./moderation-nav.tsx";
import type { QueueData, QueueIntent } from "./queue-data.ts";
import {
  changeQueueFilters,
  hasQueueFilters,
  parseQueueFilters,
  queueFiltersToParams,
  type QueueFilters,
} from "./queue-filters.ts";
import { QueueFiltersBar } from "./queue-filters-bar.tsx";

const hrefOf = (filters: QueueFilters) => {
  const query = queueFiltersToParams(filters).toString();
  return query ? `/admin/comments?${query}` : "/admin/comments";
};

/**
 * The moderation queue (issue 22, point 2): every comment of the site, newest first, in the tabs
 * Чакащи, Сигнализирани, Всички and Скрити, filtered by article, days and text; each comment
 * approved, hidden, restored or deleted with an optional reason, alone or several at once, and
 * its writer blocked.
 */
export function QueueScreen({ data: { list } }: { data: QueueData }) {
  const [filters, setFilters] = useSearchFilters(parseQueueFilters, queueFiltersToParams);
  const reloading = useReloading();
  const { revalidate } = useRevalidator();
  const [askDecision, decisionDialog] = useDecisionDialog();
  const [askBlock, blockDialog] = useBlockDialog();
  const action = useAction<QueueIntent>({
    onResult: (result, intent) => result.ok && intent.intent === "decide" && setSelected(new Set()),
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = useMemo(() => (list.ok ? list.data.comments : []), [list]);
  const counts = list.ok ? list.data.counts : null;
  const pagination = list.ok ? list.data.pagination : null;
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const pending = action.pending;
  const busyIds = new Set(pending ? (pending.intent === "decide" ? pending.ids : [pending.id]) : []);
  const articleTitle = filters.article
    ? (rows.find((row) => String(row.articleId) === filters.article)?.articleTitle ?? null)
    : null;

  async function decideOn(ids: number[], decision: ModerationDecision, restore = false) {
    const reason = await askDecision({ decision, count: ids.length, restore });
    if (reason !== null) void action.submit({ intent: "decide", ids, decision, reason });
  }
  async function block(comment: AdminComment) {
    const answer = await askBlock(comment.author);
    if (answer) void action.submit({ intent: "block", id: comment.id, ...answer });
  }
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const tabCount = (tab: ModerationTab) => (counts && tab !== "all" ? counts[tab] : null);
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <div className="space-y-4">
      <ModerationNav />
      <Panel className="p-4 sm:p-5">
        <QueueFiltersBar
          filters={filters}
          articleTitle={articleTitle}
          onChange={(change) => setFilters((latest) => changeQueueFilters(latest, change))}
        />
      </Panel>

      <Panel aria-labelledby="queue-heading" aria-busy={reloading}>
        <nav aria-label={moderationTexts.tabsLabel} className="border-b border-zinc-200 dark:border-zinc-800">
          {/* Two rows of two on a phone, one row from 640 px. */}
          <ul className="grid grid-cols-2 px-2 sm:flex sm:px-3">
            {moderationTabs.map((tab) => {
              const count = tabCount(tab);
              const current = filters.tab === tab;
              return (
                <li key={tab}>
                  <Link
                    to={hrefOf(changeQueueFilters(filters, { tab }))}
                    aria-current={current ? "page" : undefined}
                    preventScrollReset
                    className={cn(
                      "flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                      current
                        ? "border-brand-600 text-zinc-900 dark:text-zinc-50"
                        : "border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100",
                    )}
                  >
                    {moderationTexts.tabs[tab]}
                    {count !== null && count > 0 && (
                      <span
                        className={cn(
                          "rounded-full px-2 py-0.5 text-xs tabular-nums",
                          tab === "hidden"
                            ? "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
                            : "bg-brand-600 text-white",
                        )}
                      >
                        {count}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <PanelHeader
          id="queue-heading"
          live
          title={pagination ? moderationTexts.commentCount(pagination.total) : moderationTexts.queueLoading}
        >
          {rows.length > 0 && (
            <label className="flex items-center gap-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">
              <input
                type="checkbox"
                checked={allChosen}
                onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                className="h-4 w-4 accent-brand-600"
              />
              {moderationTexts.selectPage}
            </label>
          )}
        </PanelHeader>
        {chosen.length > 0 && (
          <div
            role="group"
            aria-label={moderationTexts.selected(chosen.length)}
            className="flex flex-wrap items-center gap-2 border-b border-zinc-200 bg-zinc-50 px-4 py-2.5 sm:px-5 dark:border-zinc-800 dark:bg-zinc-800/40"
          >
            <span className="mr-1 text-sm font-semibold text-zinc-900 dark:text-zinc-50">
              {moderationTexts.selected(chosen.length)}
            </span>
            {(["approve", "hide", "delete"] as const).map((decision) => (
              <DecisionButton
                key={decision}
                decision={decision}
                disabled={pending !== null}
                onClick={() => decideOn(chosen, decision)}
              />
            ))}
            <Button variant="ghost" className="h-9 px-3" onClick={() => setSelected(new Set())}>
              <X aria-hidden className="h-4 w-4" />
              {moderationTexts.clearSelection}
            </Button>
          </div>
        )}
        {!list.ok ? (
          <div className="p-4">
            <ErrorState message={moderationTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            message={hasQueueFilters(filters) ? moderationTexts.noMatching : moderationTexts.empty[filters.tab]}
          />
        ) : (
          <ul
            className={cn(
              "divide-y divide-zinc-200 dark:divide-zinc-800",
              reloading && "opacity-60 transition-opacity",
            )}
          >
            {rows.map((comment) => (
              <li key={comment.id}>
                <ModerationComment
                  comment={comment}
                  busy={busyIds.has(comment.id)}
                  onDecide={(c, decision) => decideOn([c.id], decision, c.status === "hidden")}
                  onBlock={block}
                  selection={{ selected: selected.has(comment.id), onChange: (on) => toggle(comment.id, on) }}
                  articleFilterHref={
                    filters.article
                      ? undefined
                      : hrefOf(changeQueueFilters(filters, { article: String(comment.articleId) }))
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.totalPages > 1 && (
          <div className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
            <Pager
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPage={(page) => setFilters((latest) => changeQueueFilters(latest, { page }))}
            />
          </div>
        )}
      </Panel>
      {decisionDialog}
      {blockDialog}
    </div>
  );
}
