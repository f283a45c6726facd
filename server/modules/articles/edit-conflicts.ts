import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { effectiveRole } from "#common/roles.ts";
import { statusChangeSentence } from "#common/status-change.ts";
import { statusChangeKinds, type EditConflict, type StatusChangeKind } from "#common/schemas/revisions.ts";
import type { Database } from "#server/db/client.ts";
import { articleRevisions, users } from "#server/db/schema.ts";
import { editConflict, type HttpError } from "#server/http/errors.ts";

/**
 * What happened to an article since the version a save started from (issue 29, point 1): who
 * saved it last and the newest change of its status (an admin who hid it, the scheduled publisher),
 * for the 409 edit_conflict answer, which names it ("Администраторът … скри статията в 03:33").
 */
export async function conflictSince(
  tx: Database,
  article: { id: number; version: number; status: string; scheduledAt: Date | null },
  sinceVersion: number,
  actorId: number,
  now: Date,
): Promise<EditConflict> {
  const newer = await tx
    .select({
      kind: articleRevisions.kind,
      userId: articleRevisions.userId,
      userName: articleRevisions.userName,
      createdAt: articleRevisions.createdAt,
      changes: articleRevisions.changes,
      role: users.role,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.userId))
    .where(and(eq(articleRevisions.articleId, article.id), gt(articleRevisions.version, sinceVersion)))
    .orderBy(desc(articleRevisions.version))
    .limit(100);
  const latest = newer[0];
  const status = newer.find((r) => (statusChangeKinds as readonly string[]).includes(r.kind));
  const conflict: Omit<EditConflict, "message"> = {
    version: article.version,
    status: article.status as EditConflict["status"],
    scheduledAt: article.scheduledAt?.toISOString() ?? null,
    savedBy: latest?.userName ?? null,
    savedAt: latest?.createdAt.toISOString() ?? null,
    statusChange: status
      ? {
          kind: status.kind as StatusChangeKind,
          by: status.userName,
          role: status.userId === null ? null : effectiveRole(status.role),
          byYou: status.userId === actorId,
          at: status.createdAt.toISOString(),
          scheduledAt: (status.changes as { scheduledAt?: string }).scheduledAt ?? null,
        }
      : null,
  };
  return { message: conflictText(conflict, now), ...conflict };
}

/** The text of a conflict: the status change named when there was one, else the general one (decision 0067). */
function conflictText(conflict: Omit<EditConflict, "message">, now: Date): string {
  const change = conflict.statusChange;
  if (!change) return newsroomTexts.editConflict;
  return `${statusChangeSentence(change, now)} ${newsroomTexts.notSaved}`;
}

/** The 409 of a save on a version someone has moved past, naming what happened since. */
export async function editConflictSince(
  tx: Database,
  article: { id: number; version: number; status: string; scheduledAt: Date | null },
  sinceVersion: number,
  actorId: number,
  now: Date,
): Promise<HttpError> {
  const conflict = await conflictSince(tx, article, sinceVersion, actorId, now);
  return editConflict(conflict.message, conflict);
}

/**
 * Whether the article's status was last set by someone other than `userId` (an admin, the
 * scheduled publisher): a save that did not name its version has not seen it, and keeps it.
 */
export async function statusSetByOther(tx: Database, articleId: number, userId: number): Promise<boolean> {
  const [last] = await tx
    .select({ userId: articleRevisions.userId })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), inArray(articleRevisions.kind, [...statusChangeKinds])))
    .orderBy(desc(articleRevisions.version))
    .limit(1);
  return last !== undefined && last.userId !== userId;
}
