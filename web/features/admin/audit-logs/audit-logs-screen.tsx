import { Download } from "lucide-react";
import { useState } from "react";
import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages.ts";
import { auditActions, auditEntityTypes, type AuditLog } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError, storedToken } from "#web/lib/api.ts";
import { formatAdminDateTime } from "../format.ts";
import { FilterField, Select, fieldClasses } from "../ui/fields.tsx";
import { Badge, EmptyState, ErrorState, LoadingState, Panel } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";
import { useDebouncedEffect } from "../ui/use-debounced.ts";
import { auditQuery, csvFileName, emptyAuditFilters, type AuditFilters } from "./audit-filters.ts";

const actionTone: Record<AuditLog["action"], "green" | "zinc" | "amber" | "brand"> = {
  CREATE: "green",
  UPDATE: "zinc",
  DELETE: "brand",
  LOGIN_SUCCESS: "green",
  LOGIN_FAILED: "amber",
};

/** Downloads the CSV with the bearer token and saves it under the server's file name. */
async function downloadCsv(query: string) {
  const token = storedToken();
  const response = await fetch(`/api/admin/audit-logs/export.csv${query ? `?${query}` : ""}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(response.status, body.error, response.statusText);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = csvFileName(response.headers.get("content-disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** SPEC.md §2 Audit logs (Owner): filters, a table or cards, a count and a CSV export. */
export function AuditLogsScreen() {
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [dates, setDates] = useState({ startDate: "", endDate: "" });
  const [exporting, setExporting] = useState(false);
  const query = auditQuery(filters);
  const logs = useApiData<AuditLog[]>(`/admin/audit-logs${query ? `?${query}` : ""}`);
  const users = useApiData<PublicUser[]>("/admin/users");
  const toast = useToast();
  const sessionLost = useSessionLostHandler();

  useDebouncedEffect(dates, limits.adminDateFilterDebounceMs, (value) => setFilters((f) => ({ ...f, ...value })));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(query);
    } catch (error) {
      if (!sessionLost(error)) toast.error(adminTexts.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const columns = adminTexts.auditColumns;
  const rows = logs.data ?? [];

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-5">
          <FilterField label={adminTexts.user} htmlFor="audit-user" className="col-span-2 md:col-span-1">
            <Select id="audit-user" value={filters.userId} onChange={(e) => setFilters((f) => ({ ...f, userId: e.target.value }))}>
              <option value="">{adminTexts.allUsers}</option>
              {(users.data ?? []).map((u) => (
                <option key={u.id} value={String(u.id)}>
                  {u.username}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField label={adminTexts.action} htmlFor="audit-action">
            <Select id="audit-action" value={filters.action} onChange={(e) => setFilters((f) => ({ ...f, action: e.target.value as AuditFilters["action"] }))}>
              <option value="">{adminTexts.allActions}</option>
              {auditActions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField label={adminTexts.entityType} htmlFor="audit-entity">
            <Select id="audit-entity" value={filters.entityType} onChange={(e) => setFilters((f) => ({ ...f, entityType: e.target.value as AuditFilters["entityType"] }))}>
              <option value="">{adminTexts.allEntityTypes}</option>
              {auditEntityTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField label={adminTexts.dateFrom} htmlFor="audit-start">
            <input id="audit-start" type="date" className={fieldClasses} value={dates.startDate} max={dates.endDate || undefined} onChange={(e) => setDates((d) => ({ ...d, startDate: e.target.value }))} />
          </FilterField>
          <FilterField label={adminTexts.dateTo} htmlFor="audit-end">
            <input id="audit-end" type="date" className={fieldClasses} value={dates.endDate} min={dates.startDate || undefined} onChange={(e) => setDates((d) => ({ ...d, endDate: e.target.value }))} />
          </FilterField>
        </div>
      </Panel>

      <Panel aria-labelledby="audit-heading" aria-busy={logs.status === "loading"}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
          <h2 id="audit-heading" className="text-base font-bold text-zinc-900 dark:text-zinc-50" aria-live="polite">
            {logs.data ? adminTexts.auditCount(rows.length) : adminTexts.auditLoading}
          </h2>
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden className="h-4 w-4" />
            {exporting ? adminTexts.exporting : adminTexts.exportCsv}
          </Button>
        </div>
        {logs.status === "error" ? (
          <div className="p-4">
            <ErrorState message={adminTexts.auditLoadFailed} onRetry={logs.reload} />
          </div>
        ) : !logs.data ? (
          <LoadingState label={adminTexts.auditLoading} />
        ) : rows.length === 0 ? (
          <EmptyState message={adminTexts.noAuditLogs} />
        ) : (
          <div className={logs.status === "loading" ? "opacity-60" : ""}>
            {/* Seven columns fit beside the sidebar from 1280 px; cards below. */}
            <table className="hidden w-full table-fixed text-left text-sm xl:table">
              <thead className="text-xs text-zinc-600 uppercase dark:text-zinc-400">
                <tr className="border-b border-zinc-200 dark:border-zinc-800">
                  <th scope="col" className="w-[172px] px-5 py-3 font-semibold">{columns.timestamp}</th>
                  <th scope="col" className="w-[13%] px-2 py-3 font-semibold">{columns.user}</th>
                  <th scope="col" className="w-[15%] px-2 py-3 font-semibold">{columns.action}</th>
                  <th scope="col" className="w-[12%] px-2 py-3 font-semibold">{columns.entityType}</th>
                  <th scope="col" className="w-[8%] px-2 py-3 font-semibold">{columns.entityId}</th>
                  <th scope="col" className="px-2 py-3 font-semibold">{columns.details}</th>
                  <th scope="col" className="w-[12%] px-5 py-3 font-semibold">{columns.ipAddress}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {rows.map((log) => (
                  <tr key={log.id} className="align-top">
                    <td className="px-5 py-2.5 whitespace-nowrap text-zinc-700 tabular-nums dark:text-zinc-300">
                      <time dateTime={log.timestamp}>{formatAdminDateTime(log.timestamp)}</time>
                    </td>
                    <td className="truncate px-2 py-2.5 font-medium text-zinc-900 dark:text-zinc-50">{log.username ?? adminTexts.systemUser}</td>
                    <td className="px-2 py-2.5">
                      <Badge tone={actionTone[log.action]}>{log.action}</Badge>
                    </td>
                    <td className="px-2 py-2.5 text-zinc-700 dark:text-zinc-300">{log.entityType}</td>
                    <td className="truncate px-2 py-2.5 text-zinc-700 tabular-nums dark:text-zinc-300">{log.entityId ?? "—"}</td>
                    <td className="px-2 py-2.5 break-words text-zinc-700 dark:text-zinc-300">
                      <span className="line-clamp-3" title={log.details ?? undefined}>
                        {log.details ?? "—"}
                      </span>
                    </td>
                    <td className="truncate px-5 py-2.5 font-mono text-xs text-zinc-600 dark:text-zinc-400" title={log.ipAddress ?? undefined}>
                      {log.ipAddress ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
              {rows.map((log) => (
                <li key={log.id} className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={actionTone[log.action]}>{log.action}</Badge>
                    <span className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">
                      {log.entityType}
                      {log.entityId ? ` #${log.entityId}` : ""}
                    </span>
                  </div>
                  {log.details && <p className="mt-1.5 text-sm break-words text-zinc-800 dark:text-zinc-200">{log.details}</p>}
                  <p className="mt-1.5 flex flex-wrap gap-x-2 text-xs text-zinc-600 dark:text-zinc-400">
                    <span className="font-medium">{log.username ?? adminTexts.systemUser}</span>
                    <span aria-hidden>·</span>
                    <time dateTime={log.timestamp}>{formatAdminDateTime(log.timestamp)}</time>
                    {log.ipAddress && (
                      <>
                        <span aria-hidden>·</span>
                        <span className="font-mono break-all">{log.ipAddress}</span>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Panel>
    </div>
  );
}
