import { Download } from "lucide-react";
import { useRevalidator } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { useReloading } from "#web/lib/use-reloading.ts";
import { useSearchFilters } from "#web/lib/use-search-filters.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { saveFile, type AuditLogsData } from "./audit-data.ts";
import { auditFiltersToParams, parseAuditFilters } from "./audit-filters.ts";
import { AuditFiltersBar } from "./audit-filters-bar.tsx";
import { AuditLogList } from "./audit-log-list.tsx";

type ExportResult = { blob: Blob; fileName: string };

/** SPEC.md §2 Audit logs (Owner): filters in the URL, a table or cards, a count and a CSV export. */
export function AuditLogsScreen({ data: { logs, users } }: { data: AuditLogsData }) {
  const [filters, setFilters] = useSearchFilters(parseAuditFilters, auditFiltersToParams);
  const reloading = useReloading();
  const { revalidate } = useRevalidator();
  const exporter = useAction<{ intent: "export" }, ExportResult>({
    onResult: (result) => result.ok && saveFile(result.data),
  });
  const rows = logs.ok ? logs.data : [];

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <AuditFiltersBar
          filters={filters}
          users={users}
          onChange={(change) => setFilters((latest) => ({ ...latest, ...change }))}
        />
      </Panel>

      <Panel aria-labelledby="audit-heading" aria-busy={reloading}>
        <PanelHeader
          id="audit-heading"
          live
          title={logs.ok ? adminTexts.auditCount(rows.length) : adminTexts.auditLoading}
        >
          <Button
            variant="secondary"
            onClick={() => void exporter.submit({ intent: "export" })}
            disabled={exporter.pending !== null}
          >
            <Download aria-hidden className="h-4 w-4" />
            {exporter.pending ? adminTexts.exporting : adminTexts.exportCsv}
          </Button>
        </PanelHeader>
        {!logs.ok ? (
          <div className="p-4">
            <ErrorState message={adminTexts.auditLoadFailed} onRetry={revalidate} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState message={adminTexts.noAuditLogs} />
        ) : (
          <div className={reloading ? "opacity-60" : ""}>
            <AuditLogList logs={rows} />
          </div>
        )}
      </Panel>
    </div>
  );
}
