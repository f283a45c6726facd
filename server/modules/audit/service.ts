import type { Database } from "#server/db/client.ts";
import { auditLogs, type AuditAction, type AuditEntity } from "#server/db/schema.ts";

export type AuditEntry = {
  userId: number | null;
  username: string | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | number | null;
  details?: string | null;
  ipAddress?: string | null;
};

/** Writes one audit entry (DESIGN.md §5: every write and every login). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    userId: entry.userId,
    username: entry.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
