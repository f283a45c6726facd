import type { AuditLog } from "#common/schemas/admin.ts";

/** SPEC.md §9: the columns of the audit export. */
export const auditCsvHeader = ["Timestamp", "User", "Action", "Entity Type", "Entity ID", "Details", "IP Address"];

/** RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

export function auditCsvLine(log: AuditLog): string {
  return csvLine([log.timestamp, log.username, log.action, log.entityType, log.entityId, log.details, log.ipAddress]);
}

/** audit_logs_{date}.csv, the date as YYYY-MM-DD. */
export function auditCsvFileName(now = new Date()): string {
  return `audit_logs_${now.toISOString().slice(0, 10)}.csv`;
}

/** The export as a stream of text chunks: a UTF-8 BOM (so spreadsheets read Cyrillic), the header, the rows. */
export async function* auditCsv(logs: AsyncIterable<AuditLog>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(auditCsvHeader)}`;
  for await (const log of logs) yield auditCsvLine(log);
}
