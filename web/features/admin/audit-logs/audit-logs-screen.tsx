export function AuditLogsScreen() { return null; }
