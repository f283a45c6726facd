import { auditActions, auditEntityTypes } from "#common/schemas/admin.ts";

export type AuditFilters = {
  userId: string;
  action: "" | (typeof auditActions)[number];
  entityType: "" | (typeof auditEntityTypes)[number];
  startDate: string;
  endDate: string;
};

export const emptyAuditFilters: AuditFilters = { userId: "", action: "", entityType: "", startDate: "", endDate: "" };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as they stand in the screen's URL (the same names), anything the API would refuse left out. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const value = (key: keyof AuditFilters) => params.get(key) ?? "";
  const one = <T extends string>(key: keyof AuditFilters, allowed: readonly T[]): T | "" =>
    allowed.includes(value(key) as T) ? (value(key) as T) : "";
  return {
    userId: /^[1-9]\d*$/.test(value("userId")) ? value("userId") : "",
    action: one("action", auditActions),
    entityType: one("entityType", auditEntityTypes),
    startDate: isoDate.test(value("startDate")) ? value("startDate") : "",
    endDate: isoDate.test(value("endDate")) ? value("endDate") : "",
  };
}

export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** The query of GET /api/admin/audit-logs (and its CSV export) for these filters. */
export function auditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (/^[1-9]\d*$/.test(filters.userId)) params.set("user_id", filters.userId);
  if ((auditActions as readonly string[]).includes(filters.action)) params.set("action", filters.action);
  if ((auditEntityTypes as readonly string[]).includes(filters.entityType))
    params.set("entity_type", filters.entityType);
  if (isoDate.test(filters.startDate)) params.set("start_date", filters.startDate);
  if (isoDate.test(filters.endDate)) params.set("end_date", filters.endDate);
  return params.toString();
}

/** The file name a download is saved under: the one in Content-Disposition, else audit_logs_{date}.csv. */
export function csvFileName(contentDisposition: string | null, today: Date = new Date()): string {
  const star = contentDisposition?.match(/filename\*=(?:UTF-8'')?([^;]+)/i);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  const plain = contentDisposition?.match(/filename="?([^";]+)"?/i);
  if (plain?.[1]) return plain[1].trim();
  return `audit_logs_${today.toISOString().slice(0, 10)}.csv`;
}
