import type { AuditLog } from "#common/schemas/admin.ts";
import { formatSofiaTimestamp } from "#common/dates.ts";

/** SPEC.md §9: the columns of the audit export. */
export const auditCsvHeader = ["Timestamp", "User", "Action", "Entity Type", "Entity ID", "Details", "IP Address"];

/**
 * Where a spreadsheet may start a cell inside a field: after a separator it may use (the comma of
 * RFC 4180, the semicolon of Bulgarian and most European settings, a tab, a pipe), a line break,
 * or a quote (a program that splits at its own separator reads the rest of a quoted field as new
 * cells, quotes and all). Before a character that starts a formula (=, +, -, @, or a tab or CR a
 * program may skip first), an apostrophe makes the cell text.
 */
const formulaAtCellStart = /(^|[,;\t|\r\n"])(?=[=+\-@\t\r])/g;

/**
 * One field, always quoted (RFC 4180, quotes doubled), with a formula at the start of any cell a
 * spreadsheet could cut out of it neutralised (issue 30, point 10: `x;=cmd|' /C calc'!A0` ran in a
 * spreadsheet whose list separator is ";").
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  return `"${text.replace(formulaAtCellStart, "$1'").replaceAll('"', '""')}"`;
}

export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

/** A row: its time in Bulgarian time with the offset, as the screen shows it (formatSofiaTimestamp). */
export function auditCsvLine(log: AuditLog): string {
  return csvLine([
    formatSofiaTimestamp(new Date(log.timestamp)),
    log.username,
    log.action,
    log.entityType,
    log.entityId,
    log.details,
    log.ipAddress,
  ]);
}

/** audit_logs_{date}.csv, the date as YYYY-MM-DD in Bulgarian time. */
export function auditCsvFileName(now: Date): string {
  return `audit_logs_${formatSofiaTimestamp(now).slice(0, 10)}.csv`;
}

/** The export as a stream of text chunks: a UTF-8 BOM (so spreadsheets read Cyrillic), the header, the rows. */
export async function* auditCsv(logs: AsyncIterable<AuditLog>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(auditCsvHeader)}`;
  for await (const log of logs) yield auditCsvLine(log);
}
