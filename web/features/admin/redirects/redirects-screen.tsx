import { useRevalidator } from "react-router";
import { limits } from "#common/limits.ts";
import { redirectAdminTexts } from "#common/messages/redirects.ts";
import { readableRedirectPath } from "#common/redirect-paths.ts";
import type { AdminRedirect } from "#common/schemas/redirects.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { useTypedFilter } from "#web/lib/use-typed-filter.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { SearchField } from "../ui/fields.tsx";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { parseRedirectFilters, redirectFiltersToParams } from "./redirect-filters.ts";
import { RedirectForm } from "./redirect-form.tsx";
import { RedirectList } from "./redirect-list.tsx";
import type { RedirectIntent, RedirectsData } from "./redirects-data.ts";

/**
 * The screen "Пренасочвания" (issue 33, Admin and Owner): the form that adds a redirect by hand,
 * and the redirects, newest first, searched (after a pause, in the URL) and paged; each deleted
 * after a confirmation.
 */
export function RedirectsScreen({ data: { list } }: { data: RedirectsData }) {
  const [filters, setFilters] = useSearchFilters(parseRedirectFilters, redirectFiltersToParams);
  const [search, setSearch] = useTypedFilter(filters.search, limits.searchDebounceMs, (search) =>
    setFilters({ search, page: 1 }),
  );
  const reloading = useReloading();
  const { revalidate } = useRevalidator();
  const [confirm, confirmDialog] = useConfirm();
  const action = useAction<RedirectIntent>();
  const rows = list.ok ? list.data.redirects : [];
  const pagination = list.ok ? list.data.pagination : undefined;

  const remove = confirmedDelete(
    confirm,
    action.submit,
    (redirect: AdminRedirect) => redirectAdminTexts.deleteConfirm(readableRedirectPath(redirect.from)),
    redirectAdminTexts.delete,
  );

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <RedirectForm />
      </Panel>

      <Panel aria-labelledby="redirects-heading" aria-busy={reloading}>
        <PanelHeader
          id="redirects-heading"
          live
          title={redirectAdminTexts.title}
          count={pagination?.total.toLocaleString("bg-BG")}
        >
          {pagination && pagination.totalPages > 1 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {redirectAdminTexts.pageOf(pagination.page, pagination.totalPages)}
            </p>
          )}
          <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{redirectAdminTexts.lead}</p>
          <div className="mt-2 w-full">
            <SearchField
              id="redirect-search"
              label={redirectAdminTexts.searchLabel}
              value={search}
              placeholder={redirectAdminTexts.searchPlaceholder}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && setFilters({ search, page: 1 })}
              className="max-w-md"
            />
          </div>
        </PanelHeader>
        {!list.ok ? (
          <div className="p-4">
            <ErrorState message={redirectAdminTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState message={filters.search.trim() ? redirectAdminTexts.noMatch : redirectAdminTexts.empty} />
        ) : (
          <div className={reloading ? "opacity-60 transition-opacity" : ""}>
            <RedirectList
              redirects={rows}
              busyId={action.pending?.intent === "delete" ? action.pending.id : null}
              onDelete={(redirect) => void remove(redirect)}
            />
          </div>
        )}
        {pagination && pagination.totalPages > 1 && (
          <div className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
            <Pager
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPage={(page) => setFilters((latest) => ({ ...latest, page }))}
            />
          </div>
        )}
      </Panel>
      {confirmDialog}
    </div>
  );
}
