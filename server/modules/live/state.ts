import type { LiveState } from "#common/schemas/live-state.ts";
import { liveLimits } from "#common/limits.ts";

/** The live columns of an article's row (server/db/schema.ts, issue 37). */
export type LiveColumns = {
  liveStartedAt: Date | null;
  liveEndedAt: Date | null;
  liveAutoEndHours: number | null;
  liveUpdatedAt: Date | null;
};

/**
 * An article's live coverage as its row holds it (decision 0140), or null when it never had one:
 * open from its start until it ended (by a journalist, or by itself: live-ending.ts).
 */
export function liveStateOf(row: LiveColumns): LiveState | null {
  if (!row.liveStartedAt) return null;
  return {
    startedAt: row.liveStartedAt.toISOString(),
    endedAt: row.liveEndedAt?.toISOString() ?? null,
    autoEndHours: row.liveAutoEndHours ?? liveLimits.autoEndHoursDefault,
    updatedAt: row.liveUpdatedAt?.toISOString() ?? null,
    isLive: row.liveEndedAt === null,
  };
}
