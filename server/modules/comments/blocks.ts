import { desc, eq, gt, isNull, or } from "drizzle-orm";
import { commentServerErrors } from "#common/messages/server-errors.ts";
import type { BlockDuration, BlockInput, CommentBlock } from "#common/schemas/comments.ts";
import type { Database } from "#server/db/client.ts";
import { commentBlocks, comments, users } from "#server/db/schema.ts";
import { conflict, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

const dayMs = 24 * 60 * 60_000;
const durationMs: Record<BlockDuration, number | null> = { day: dayMs, week: 7 * dayMs, forever: null };
const durationWords: Record<BlockDuration, string> = { day: "for a day", week: "for a week", forever: "for good" };

/** Blocks listed at most: the active ones, newest first. */
const blocksListed = 500;

const blockColumns = {
  id: commentBlocks.id,
  authorName: commentBlocks.authorName,
  commentId: commentBlocks.commentId,
  readerId: commentBlocks.readerId,
  addressHash: commentBlocks.addressHash,
  until: commentBlocks.until,
  reason: commentBlocks.reason,
  createdAt: commentBlocks.createdAt,
  createdBy: users.username,
};

function toCommentBlock(row: {
  id: number;
  authorName: string;
  commentId: number | null;
  readerId: string | null;
  addressHash: string | null;
  until: Date | null;
  reason: string | null;
  createdAt: Date;
  createdBy: string | null;
}): CommentBlock {
  return {
    id: row.id,
    authorName: row.authorName,
    commentId: row.commentId,
    byCookie: row.readerId !== null,
    byAddress: row.addressHash !== null,
    until: row.until?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/**
 * Blocks the writer of a comment (issue 22, point 4) by their reader cookie and address hash, for a
 * day, a week or for good: their new comments are held, not refused (moderation-state.ts). The
 * address part lasts as long as the address itself is kept: 30 days from the comment.
 */
export async function blockWriter(
  db: Database,
  actor: Actor,
  commentId: number,
  input: BlockInput,
  now: Date,
): Promise<CommentBlock> {
  const [comment] = await db
    .select({
      readerId: comments.readerId,
      addressHash: comments.addressHash,
      createdAt: comments.createdAt,
      authorName: comments.authorName,
    })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!comment) throw notFound();
  if (!comment.readerId && !comment.addressHash) throw conflict(commentServerErrors.noWriterToBlock);
  // Browser only (the default, issue 29): the cookie alone, so nobody else on a shared address is held.
  const byAddress = input.scope === "address";
  if (!byAddress && !comment.readerId) throw conflict(commentServerErrors.noBrowserToBlock);
  const addressHash = byAddress ? comment.addressHash : null;
  const span = durationMs[input.duration];
  const reason = input.reason?.trim() || null;
  const [row] = await db
    .insert(commentBlocks)
    .values({
      readerId: comment.readerId,
      addressHash,
      addressSeenAt: addressHash ? comment.createdAt : null,
      until: span === null ? null : new Date(now.getTime() + span),
      reason,
      commentId,
      authorName: comment.authorName,
      createdBy: actor.user.id,
    })
    .returning();
  await auditBy(
    db,
    actor,
    "CREATE",
    "COMMENT",
    commentId,
    `Blocked the writer of comment ${commentId} ("${comment.authorName}") ${byAddress ? "by browser and address" : "by browser only"} ${durationWords[input.duration]}${reason ? `. Reason: ${reason}` : ""}`,
  );
  return toCommentBlock({ ...row!, createdBy: actor.user.username });
}

/** The blocks in force, newest first. */
export async function listActiveBlocks(db: Database, now: Date): Promise<CommentBlock[]> {
  const rows = await db
    .select(blockColumns)
    .from(commentBlocks)
    .leftJoin(users, eq(users.id, commentBlocks.createdBy))
    .where(or(isNull(commentBlocks.until), gt(commentBlocks.until, now)))
    .orderBy(desc(commentBlocks.createdAt), desc(commentBlocks.id))
    .limit(blocksListed);
  return rows.map(toCommentBlock);
}

/** Lifts a block: the reader's next comments follow the settings again. */
export async function unblock(db: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await db.delete(commentBlocks).where(eq(commentBlocks.id, id)).returning();
  if (!row) throw notFound();
  await auditBy(
    db,
    actor,
    "DELETE",
    "COMMENT",
    row.commentId,
    `Unblocked the writer "${row.authorName}" (block ${id})`,
  );
}
