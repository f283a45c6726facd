import { formatAdminDateTime } from "#common/dates.ts";
import { adminTexts } from "#common/messages/admin.ts";
import type { AuditLog } from "#common/schemas/admin.ts";
import { Badge } from "../ui/states.tsx";
import { Table } from "../ui/table.tsx";

const actionTone: Record<AuditLog["action"], "green" | "zinc" | "amber" | "brand"> = {
  CREATE: "green",
  UPDATE: "zinc",
  DELETE: "brand",
  LOGIN_SUCCESS: "green",
  LOGIN_FAILED: "amber",
};

const When = ({ log }: { log: AuditLog }) => <time dateTime={log.timestamp}>{formatAdminDateTime(log.timestamp)}</time>;

/** The log's rows: seven columns fit beside the sidebar from 1280 px; cards below. */
export function AuditLogList({ logs }: { logs: AuditLog[] }) {
  const columns = adminTexts.auditColumns;
  return (
    <>
      <Table
        columns={[
          { label: columns.timestamp, className: "w-[172px] px-5" },
          { label: columns.user, className: "w-[13%] px-2" },
          { label: columns.action, className: "w-[15%] px-2" },
          { label: columns.entityType, className: "w-[12%] px-2" },
          { label: columns.entityId, className: "w-[8%] px-2" },
          { label: columns.details, className: "px-2" },
          { label: columns.ipAddress, className: "w-[12%] px-5" },
        ]}
      >
        {logs.map((log) => (
          <tr key={log.id} className="align-top">
            <td className="px-5 py-2.5 whitespace-nowrap text-zinc-700 tabular-nums dark:text-zinc-300">
              <When log={log} />
            </td>
            <td className="px-2 py-2.5 font-medium wrap-anywhere text-zinc-900 dark:text-zinc-50">
              {log.username ?? adminTexts.systemUser}
            </td>
            <td className="px-2 py-2.5">
              <Badge tone={actionTone[log.action]}>{log.action}</Badge>
            </td>
            <td className="px-2 py-2.5 text-zinc-700 dark:text-zinc-300">{log.entityType}</td>
            <td className="truncate px-2 py-2.5 text-zinc-700 tabular-nums dark:text-zinc-300">
              {log.entityId ?? "—"}
            </td>
            <td className="px-2 py-2.5 break-words text-zinc-700 dark:text-zinc-300">
              <span className="line-clamp-3" title={log.details ?? undefined}>
                {log.details ?? "—"}
              </span>
            </td>
            <td
              className="truncate px-5 py-2.5 font-mono text-xs text-zinc-600 dark:text-zinc-400"
              title={log.ipAddress ?? undefined}
            >
              {log.ipAddress ?? "—"}
            </td>
          </tr>
        ))}
      </Table>

      <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
        {logs.map((log) => (
          <li key={log.id} className="px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={actionTone[log.action]}>{log.action}</Badge>
              <span className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">
                {log.entityType}
                {log.entityId ? ` #${log.entityId}` : ""}
              </span>
            </div>
            {log.details && (
              <p className="mt-1.5 text-sm break-words text-zinc-800 dark:text-zinc-200">{log.details}</p>
            )}
            <p className="mt-1.5 flex flex-wrap gap-x-2 text-xs text-zinc-600 dark:text-zinc-400">
              <span className="font-medium">{log.username ?? adminTexts.systemUser}</span>
              <span aria-hidden>·</span>
              <When log={log} />
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
    </>
  );
}
