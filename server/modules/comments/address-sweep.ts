import { and, isNotNull, lt } from "drizzle-orm";
import { commentLimits } from "#common/limits.ts";
import { startBackgroundTask, type BackgroundTask } from "#server/background/background-task.ts";
import type { Database } from "#server/db/client.ts";
import { commentBlocks, commentReports, comments } from "#server/db/schema.ts";

const dayMs = 24 * 60 * 60_000;

/**
 * Removes the readers' address hashes older than 30 days (docs/decisions/0078) from comments,
 * reports and blocks (a block's address is as old as the comment it came from). Answers how many
 * rows lost theirs.
 */
export async function sweepReaderAddresses(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - commentLimits.readerAddressDays * dayMs);
  const fromComments = await db
    .update(comments)
    .set({ addressHash: null })
    .where(and(isNotNull(comments.addressHash), lt(comments.createdAt, cutoff)))
    .returning({ id: comments.id });
  const fromReports = await db
    .update(commentReports)
    .set({ addressHash: null })
    .where(and(isNotNull(commentReports.addressHash), lt(commentReports.createdAt, cutoff)))
    .returning({ id: commentReports.id });
  const fromBlocks = await db
    .update(commentBlocks)
    .set({ addressHash: null, addressSeenAt: null })
    .where(and(isNotNull(commentBlocks.addressHash), lt(commentBlocks.addressSeenAt, cutoff)))
    .returning({ id: commentBlocks.id });
  return fromComments.length + fromReports.length + fromBlocks.length;
}

/**
 * Sweeps at start and then every `intervalMs` (an hour by default), so that no hash outlives its
 * 30 days by more than that. With several processes each sweeps; the sweep is idempotent.
 */
export function startAddressSweep(
  db: Database,
  options: {
    intervalMs?: number;
    now: () => Date;
    onSwept?: (removed: number) => void;
    onError: (error: unknown) => void;
  },
): BackgroundTask<void> {
  return startBackgroundTask({
    intervalMs: options.intervalMs ?? 60 * 60_000,
    run: async () => options.onSwept?.(await sweepReaderAddresses(db, options.now())),
    onError: options.onError,
  });
}
