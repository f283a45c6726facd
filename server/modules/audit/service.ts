import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AuditLog, AuditLogQuery } from "#common/schemas/admin.ts";
import type { Database } from "#server/db/client.ts";
import { auditLogs, type AuditAction, type AuditEntity, type UserRow } from "#server/db/schema.ts";
import { addressKey } from "#server/http/reader-address.ts";

export type AuditEntry = {
  userId: number | null;
  username: string | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | number | null;
  details?: string | null;
  ipAddress?: string | null;
};

/** Writes one audit entry (DESIGN.md §5: every write and every login); answers its id. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLogs)
    .values({
      userId: entry.userId,
      username: entry.username,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ?? null,
      ipAddress: entry.ipAddress ?? null,
    })
    .returning({ id: auditLogs.id });
  return row!.id;
}

/** Rewrites an entry's details (a burst of refused sign-ins counts its attempts in one row). */
export async function updateAuditDetails(db: Database, id: number, details: string): Promise<void> {
  await db.update(auditLogs).set({ details }).where(eq(auditLogs.id, id));
}

/** Whether the user has signed in from this address (its /64, for IPv6) since the given time. */
export async function hasSignedInFrom(db: Database, userId: number, ipAddress: string, since: Date): Promise<boolean> {
  // An IPv6 address counts by its /64 here as in every limit (issue 30, point 5): a home's or a
  // phone's address rotates within it.
  const rows = await db
    .selectDistinct({ ipAddress: auditLogs.ipAddress })
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), gte(auditLogs.createdAt, since), eq(auditLogs.action, "LOGIN_SUCCESS")))
    .limit(knownAddressesRead);
  const wanted = addressKey(ipAddress);
  return rows.some((row) => row.ipAddress !== null && addressKey(row.ipAddress) === wanted);
}

/** The distinct addresses of an account's recent sign-ins read to tell a known address (far more than anyone uses). */
const knownAddressesRead = 500;

/** Who does something through the API: the signed-in user and the request's address. */
export type Actor = { user: UserRow; ipAddress: string };

/** Records a staff member's write. */
export function auditBy(
  db: Database,
  actor: Actor,
  action: AuditAction,
  entityType: AuditEntity,
  entityId: string | number | null,
  details: string,
): Promise<number> {
  return recordAudit(db, {
    userId: actor.user.id,
    username: actor.user.username,
    action,
    entityType,
    entityId,
    details,
    ipAddress: actor.ipAddress,
  });
}

/** The newest entries first; filters are ANDed, days are Sofia calendar days (inclusive). */
function auditConditions(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.user_id) conditions.push(eq(auditLogs.userId, query.user_id));
  if (query.action) conditions.push(eq(auditLogs.action, query.action));
  if (query.entity_type) conditions.push(eq(auditLogs.entityType, query.entity_type));
  if (query.start_date)
    conditions.push(gte(auditLogs.createdAt, sql`(${query.start_date}::date)::timestamp at time zone 'Europe/Sofia'`));
  if (query.end_date) {
    conditions.push(
      lt(auditLogs.createdAt, sql`((${query.end_date}::date + 1))::timestamp at time zone 'Europe/Sofia'`),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const toAuditLog = (row: typeof auditLogs.$inferSelect): AuditLog => ({
  id: row.id,
  timestamp: row.createdAt.toISOString(),
  userId: row.userId,
  username: row.username,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  details: row.details,
  ipAddress: row.ipAddress,
});

/** Shown at most: the screen has no paging (SPEC.md §2), narrower filters find older entries. */
export const auditListLimit = 2000;

export async function listAuditLogs(db: Database, query: AuditLogQuery): Promise<AuditLog[]> {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(auditConditions(query))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(auditListLimit);
  return rows.map(toAuditLog);
}

/** Every matching entry, newest first, fetched in batches so that any number can be exported. */
export async function* allAuditLogs(db: Database, query: AuditLogQuery, batchSize = 1000): AsyncGenerator<AuditLog> {
  let before: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(auditLogs)
      .where(
        and(
          auditConditions(query),
          before
            ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
            : undefined,
        ),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(batchSize);
    for (const row of page) yield toAuditLog(row);
    if (page.length < batchSize) return;
    const last = page[page.length - 1]!;
    before = { createdAt: last.createdAt, id: last.id };
  }
}
