import { adminTexts } from "#common/messages/admin.ts";
import type { AuditLog } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { api, apiResponse } from "#web/lib/api.ts";
import { change, settle } from "#web/lib/staff-data.ts";
import { auditQuery, csvFileName, parseAuditFilters } from "./audit-filters.ts";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The log for the filters in the URL, and everyone who may appear in it (the user filter). */
export async function loadAuditLogs(request: Request) {
  const query = auditQuery(parseAuditFilters(new URL(request.url).searchParams));
  const [logs, users] = await Promise.all([
    settle(api<AuditLog[]>(withQuery("/admin/audit-logs", query), { request })),
    settle(api<PublicUser[]>("/admin/users", { request })),
  ]);
  return { logs, users: users.ok ? users.data : [] };
}
export type AuditLogsData = Awaited<ReturnType<typeof loadAuditLogs>>;

/** The CSV of the filtered log, with the bearer token, and the file name the server gives it (SPEC.md §9). */
export async function exportAuditLogs(request: Request) {
  const query = auditQuery(parseAuditFilters(new URL(request.url).searchParams));
  return change(
    async () => {
      const response = await apiResponse(withQuery("/admin/audit-logs/export.csv", query), { request });
      return { blob: await response.blob(), fileName: csvFileName(response.headers.get("content-disposition")) };
    },
    { failed: adminTexts.exportFailed },
  );
}

/** Saves a file the browser holds under `fileName`. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
